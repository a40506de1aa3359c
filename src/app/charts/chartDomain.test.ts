import { describe, expect, it } from 'vitest';
import { clampToDomain, priceDomain } from './chartDomain';

describe('chart price range', () => {
  it('covers candles and lines with a margin', () => {
    const [min, max] = priceDomain([{ high: 110, low: 100 }], [90, 120], 0.1);
    expect(min).toBeCloseTo(87, 9);
    expect(max).toBeCloseTo(123, 9);
  });
  it('never goes below zero and widens a flat range', () => {
    expect(priceDomain([{ high: 10, low: 1 }], [], 2)[0]).toBe(0);
    const [a, b] = priceDomain([{ high: 100, low: 100 }], [], 0);
    expect([a, b]).toEqual([99, 101]);
    expect(priceDomain([], [])).toEqual([0, 1]);
  });
  it('clamps dragged prices into the range', () => {
    expect(clampToDomain(5, [10, 20])).toBe(10);
    expect(clampToDomain(25, [10, 20])).toBe(20);
  });
});
