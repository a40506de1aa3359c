// Colours of the price charts' lines, per theme: channel bounds, entry, current price and stops.
// Chosen so that each pair stays apart for people with any common colour-vision deficiency
// (protanopia, deuteranopia, tritanopia) and each line and its label meet WCAG contrast in its
// theme (chartPalette.test.ts checks both). The current price is the theme's text colour: the
// line that matters most is the one with the most contrast. Dash patterns tell them apart too.
export interface ChartPalette {
  channel: string;
  entry: string;
  current: string;
  stop: string;
  /** Text on a filled price tag of any of the four. */
  onTag: string;
}

export const CHART_PALETTES: Record<'dark' | 'light', ChartPalette> = {
  dark: { channel: '#5AA9FF', entry: '#FFD166', current: '#e6ebf5', stop: '#CC79A7', onTag: '#0b1020' },
  light: { channel: '#1D4ED8', entry: '#807040', current: '#111827', stop: '#86198F', onTag: '#ffffff' },
};
