// The two themes' colours as plain values: theme.css.ts turns them into CSS variables, and tests
// check contrasts against them (a .css.ts module yields only the variables' names).
import { CHART_PALETTES, type ChartPalette } from './chartPalette';
import { THEME_BACKGROUND } from './theme';

const chartColours = (p: ChartPalette) => ({
  chartChannel: p.channel,
  chartEntry: p.entry,
  chartCurrent: p.current,
  chartStop: p.stop,
  chartOnTag: p.onTag,
});

export const THEME_COLOURS = {
  dark: {
    bg: THEME_BACKGROUND.dark,
    surface: '#121a2e',
    surfaceRaised: '#19233b',
    border: '#2a3654',
    text: '#e6ebf5',
    textMuted: '#9aa7c2',
    accent: '#4f8cff',
    accentText: '#06122b',
    positive: '#34d399',
    negative: '#f87171',
    warning: '#fbbf24',
    warningBg: '#3a2f0b',
    dangerBg: '#3b1218',
    info: '#60a5fa',
    focus: '#93c5fd',
    ...chartColours(CHART_PALETTES.dark),
  },
  light: {
    bg: THEME_BACKGROUND.light,
    surface: '#ffffff',
    surfaceRaised: '#eef2f9',
    border: '#d3dae8',
    text: '#111827',
    textMuted: '#4b5567',
    accent: '#1d5fd6',
    accentText: '#ffffff',
    positive: '#047857',
    negative: '#b91c1c',
    warning: '#92400e',
    warningBg: '#fef3c7',
    dangerBg: '#fee2e2',
    info: '#1d4ed8',
    focus: '#1d4ed8',
    ...chartColours(CHART_PALETTES.light),
  },
};
