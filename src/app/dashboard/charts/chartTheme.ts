// Colours and sizes shared by the dashboard charts. Colours are theme variables, applied through
// `style` (CSS custom properties are not resolved in SVG presentation attributes everywhere).
import type { Network } from '../../../domain/contracts/values';
import { vars } from '../../theme/theme.css';

export const CHART_HEIGHT = 240;

export const axisColour = vars.color.textMuted;
export const lineColour = vars.color.accent;
export const barColour = vars.color.info;

/** Fixed network colours so a network keeps its colour across charts and themes. */
const NETWORK_COLOURS: Readonly<Record<Network, string>> = {
  arbitrum: '#4f8cff',
  ethereum: '#a78bfa',
  base: '#34d399',
  polygon: '#f472b6',
  bsc: '#fbbf24',
};

export function networkColour(network: string): string {
  return (NETWORK_COLOURS as Readonly<Record<string, string>>)[network] ?? '#94a3b8';
}

export const tickLabel = { fill: axisColour, fontSize: 11, fontFamily: 'inherit' } as const;
