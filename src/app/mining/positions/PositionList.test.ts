import { describe, expect, it } from 'vitest';
import { gridColumns, inRows } from './PositionList';

describe('the positions grid', () => {
  it('puts one card across a phone, three across a 1280–1440 px desktop, four on a wider one', () => {
    expect(gridColumns(358)).toBe(1);
    expect(gridColumns(1248)).toBe(3);
    expect(gridColumns(1408)).toBe(3);
    expect(gridColumns(1600)).toBe(4);
    expect(gridColumns(0)).toBe(1);
  });

  it('fills rows in order, the last one with what is left', () => {
    expect(inRows([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(inRows([1, 2], 3)).toEqual([[1, 2]]);
    expect(inRows([], 3)).toEqual([]);
  });
});
