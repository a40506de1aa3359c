import { createGlobalTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import { THEME_COLOURS } from './themeColours';

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
    chartChannel: null,
    chartEntry: null,
    chartCurrent: null,
    chartStop: null,
    chartOnTag: null,
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

createGlobalTheme(':root, .theme-dark', vars, { color: THEME_COLOURS.dark, ...shared });

createGlobalTheme('.theme-light', vars, { color: THEME_COLOURS.light, ...shared });

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
