import { describe, expect, it } from 'vitest';
import { HISTORY_LAYOUTS, currentLayout, factRows, recordHeight, recordSlotHeight, type HistoryLayout } from './historyLayout';

const layout = (name: HistoryLayout['name']) => HISTORY_LAYOUTS.find((l) => l.name === name)!;

describe('history record geometry', () => {
  it('places the 13 facts in whole rows, the longest line of each row setting its height', () => {
    expect(factRows(layout('wide'))).toEqual([2, 2]);
    expect(factRows(layout('laptop'))).toEqual([1, 1, 2]);
    expect(factRows(layout('tablet'))).toEqual([1, 1, 1, 2, 1]);
    expect(factRows(layout('phone'))).toEqual([2, 2, 2, 2, 2, 3, 2]);
  });

  it('gives every layout a fixed record height and a 12 px gap below it', () => {
    expect(HISTORY_LAYOUTS.map((l) => [l.name, recordHeight(l), recordSlotHeight(l)])).toEqual([
      ['wide', 192, 204],
      ['laptop', 218, 230],
      ['tablet', 310, 322],
      ['phone', 566, 578],
    ]);
  });

  it('picks the widest layout whose media query matches, the phone one otherwise', () => {
    const widths: Record<string, number> = { wide: 1360, laptop: 1024, tablet: 640 };
    const at = (vw: number) => currentLayout((media) => vw >= widths[HISTORY_LAYOUTS.find((l) => l.media === media)!.name]).name;
    expect([390, 640, 1023, 1024, 1359, 1360, 1920].map(at)).toEqual(['phone', 'tablet', 'tablet', 'laptop', 'laptop', 'wide', 'wide']);
  });
});
