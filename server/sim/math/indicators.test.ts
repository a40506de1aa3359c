import { describe, expect, it } from 'vitest';
import { bollinger, ema, rsi, sma } from './indicators';

describe('indicators', () => {
  it('sma and ema of a known series', () => {
    const v = [1, 2, 3, 4, 5, 6];
    expect(sma(v, 3)).toBe(5);
    // seed (1+2+3)/3 = 2, k = 0.5: 3, 4, 5
    expect(ema(v, 3)).toBeCloseTo(5, 10);
    expect(sma(v, 10)).toBeNull();
  });

  it('rsi is 100 on a rising series, 0 on a falling one, 50 on a flat one', () => {
    const up = Array.from({ length: 30 }, (_, i) => 100 + i);
    expect(rsi(up)).toBe(100);
    expect(rsi([...up].reverse())).toBeCloseTo(0, 10);
    expect(rsi(Array(30).fill(5))).toBe(50);
  });

  it('bollinger bands are symmetric around the mean', () => {
    const b = bollinger([2, 4, 4, 4, 5, 5, 7, 9], 8, 2)!;
    expect(b.middle).toBe(5);
    expect(b.upper).toBeCloseTo(9, 10); // population sd = 2
    expect(b.lower).toBeCloseTo(1, 10);
  });
});
