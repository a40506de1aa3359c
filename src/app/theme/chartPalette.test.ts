// How the chart colours were checked (issue 22): contrast in both themes, and distinctness for
// colour-blind readers, simulated (Machado et al. 2009) and measured in CIELAB.
import { describe, expect, it } from 'vitest';
import { CHART_PALETTES } from './chartPalette';
import { contrast, distance, type Vision } from './colourCheck';
import { THEME_COLOURS } from './themeColours';

const VISIONS: Vision[] = ['normal', 'protanopia', 'deuteranopia', 'tritanopia'];
const THEMES = ['dark', 'light'] as const;

describe('chart line colours', () => {
  for (const theme of THEMES) {
    const p = CHART_PALETTES[theme];
    const c = THEME_COLOURS[theme];
    const lines = { channel: p.channel, entry: p.entry, current: p.current, stop: p.stop };

    it(`${theme}: every line and its label reach 4.5:1 against the chart's surface and the page`, () => {
      for (const colour of Object.values(lines)) {
        expect(contrast(colour, c.surface)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(colour, c.bg)).toBeGreaterThanOrEqual(4.5);
        // a filled price tag's text
        expect(contrast(colour, p.onTag)).toBeGreaterThanOrEqual(4.5);
      }
    });

    it(`${theme}: the four lines stay apart for normal, protan, deutan and tritan vision`, () => {
      const names = Object.keys(lines) as Array<keyof typeof lines>;
      for (const vision of VISIONS)
        for (let i = 0; i < names.length; i++)
          for (let j = i + 1; j < names.length; j++) {
            // ΔE ≥ 20: clearly different colours (2.3 is a just-noticeable difference)
            expect(distance(lines[names[i]], lines[names[j]], vision), `${vision} ${names[i]}/${names[j]}`).toBeGreaterThanOrEqual(20);
          }
    });

    it(`${theme}: the lines differ from the candles' green and red`, () => {
      for (const vision of VISIONS)
        for (const line of Object.values(lines))
          for (const candle of [c.positive, c.negative]) expect(distance(line, candle, vision)).toBeGreaterThanOrEqual(10);
    });
  }
});
