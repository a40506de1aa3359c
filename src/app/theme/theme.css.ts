import { createGlobalTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import { THEME_BACKGROUND } from './theme';

// One contract, two themes. The <html> element carries the theme class (see applyTheme).
export const vars = createThemeContract({
  color: {
    bg: null,
    surface: null,
    surfaceRaised: null,
    border: null,
    text: null,
    textMuted: null,
    accent: null,
    accentText: null,
    positive: null,
    negative: null,
    warning: null,
    warningBg: null,
    dangerBg: null,
    info: null,
    focus: null,
  },
  space: { xs: null, sm: null, md: null, lg: null, xl: null },
  radius: { sm: null, md: null, lg: null },
  font: { body: null, mono: null },
});

const shared = {
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
  radius: { sm: '6px', md: '10px', lg: '14px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  },
};

createGlobalTheme(':root, .theme-dark', vars, {
  color: {
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
  },
  ...shared,
});

createGlobalTheme('.theme-light', vars, {
  color: {
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
  },
  ...shared,
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', {
  margin: 0,
  background: vars.color.bg,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: '15px',
  lineHeight: 1.45,
  WebkitTextSizeAdjust: '100%',
});
globalStyle('a', { color: vars.color.accent });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
