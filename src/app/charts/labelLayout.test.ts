import { describe, expect, it } from 'vitest';
import { placeLabels } from './labelLayout';

const gaps = (ys: number[]) =>
  [...ys]
    .sort((a, b) => a - b)
    .slice(1)
    .map((y, i) => y - [...ys].sort((a, b) => a - b)[i]);

describe('price tags on the right axis', () => {
  it('leaves tags that do not touch where their lines are', () => {
    expect(placeLabels([20, 60, 100], 16, 0, 200)).toEqual([20, 60, 100]);
  });

  it('pushes close tags apart by one tag height, keeping their order (Цена and Вход)', () => {
    const ys = placeLabels([100, 104, 30], 16, 0, 200);
    expect(ys[2]).toBe(30);
    expect(ys[0]).toBe(100);
    expect(ys[1]).toBe(116);
    expect(Math.min(...gaps(ys))).toBeGreaterThanOrEqual(16);
  });

  it('pulls tags pushed past the bottom back up, and keeps them inside the plot', () => {
    const ys = placeLabels([195, 196, 197], 16, 0, 200);
    expect(ys).toEqual([160, 176, 192]);
    expect(placeLabels([-50], 16, 0, 200)).toEqual([8]);
  });

  it('spreads tags evenly when more than fit', () => {
    const ys = placeLabels([10, 10, 10, 10], 16, 0, 40);
    expect(ys[0]).toBe(8);
    expect(ys[3]).toBe(32);
    expect(ys).toEqual([...ys].sort((a, b) => a - b));
  });
});
