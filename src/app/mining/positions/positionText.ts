// How a position's status, channel type and risk read on screen.
import type { PositionRisk } from '../../../domain/positionRisk';
import { miningRu } from '../../i18n/sections/mining';
import type { BadgeTone } from '../../ui/Badge';

const t = miningRu.positions;

export function statusText(status: string): string {
  return (t.status as Record<string, string>)[status] ?? status;
}

/** A hedge's status ('active' → 'Активен'); an unknown one is shown as sent. */
export function hedgeStatusText(status: string): string {
  return (t.hedgeStatuses as Record<string, string>)[status] ?? status;
}

export function statusEmoji(status: string): string {
  return (t.statusEmoji as Record<string, string>)[status] ?? t.statusEmoji.other;
}

export function channelTypeText(type: string): string {
  return (t.channelType as Record<string, string>)[type] ?? type;
}

export const RISK_TONE: Record<PositionRisk, BadgeTone> = { low: 'positive', medium: 'warning', high: 'negative' };

export { signTone } from '../../ui/sign';
