import { describe, expect, it } from 'vitest';
import { HISTORY_LAYOUTS, cardHeight, currentLayout, factRows, slotHeight, tableRowHeight, type HistoryLayout } from './historyLayout';

const layout = (name: HistoryLayout['name']) => HISTORY_LAYOUTS.find((l) => l.name === name)!;

describe('history list geometry', () => {
  it('places the 11 facts of a card in whole rows, the exit reason across two columns', () => {
    expect(factRows(layout('tablet'))).toBe(3);
    expect(factRows(layout('phone'))).toBe(6);
  });

  it('gives the table a 53 px row and the cards fixed heights, far below the old 190 and 566 px', () => {
    expect(tableRowHeight()).toBe(53);
    expect(slotHeight(layout('table'))).toBe(53);
    expect(HISTORY_LAYOUTS.filter((l) => l.name !== 'table').map((l) => [l.name, cardHeight(l), slotHeight(l)])).toEqual([
      ['tablet', 206, 216],
      ['phone', 338, 348],
    ]);
  });

  it('picks the widest layout whose media query matches, the phone one otherwise', () => {
    const widths: Record<string, number> = { table: 1200, tablet: 640 };
    const at = (vw: number) => currentLayout((media) => vw >= widths[HISTORY_LAYOUTS.find((l) => l.media === media)!.name]).name;
    expect([390, 640, 1024, 1199, 1200, 1440].map(at)).toEqual(['phone', 'tablet', 'tablet', 'tablet', 'table', 'table']);
  });
});
