import { describe, expect, it } from 'vitest';
import { syntheticCandles } from './syntheticCandles';

describe('synthetic chart data (docs/product.md §8)', () => {
  it('ends now at the given price, one candle per interval, within half a percent', () => {
    const now = Date.UTC(2026, 0, 1, 12, 7);
    const c = syntheticCandles(3000, 8, '15m', now);
    expect(c).toHaveLength(8);
    expect(c[7]).toMatchObject({ timestamp: Date.UTC(2026, 0, 1, 12, 0), close: 3000, volume: 0 });
    expect(c[1].timestamp - c[0].timestamp).toBe(900_000);
    for (const k of c) {
      expect(Math.abs(k.close / 3000 - 1)).toBeLessThan(0.007);
      expect(k.high).toBeGreaterThanOrEqual(Math.max(k.open, k.close));
      expect(k.low).toBeLessThanOrEqual(Math.min(k.open, k.close));
    }
  });

  it('no price, no data', () => {
    expect(syntheticCandles(0, 8, '15m', 0)).toEqual([]);
  });
});
