import { describe, expect, it } from 'vitest';
import { amountsAt, impermanentLoss, liquidityForAmounts, liquidityForValue, valueAt } from './v3';

// Reference numbers worked by hand with perfect squares: Pa = 2500 (√50), P = 3600 (√60),
// Pb = 4900 (√70), L = 1000.
const range = { lower: 2500, upper: 4900 };
const L = 1000;

describe('uniswap v3 math', () => {
  it('amounts inside the range: x = L(1/√P − 1/√Pb), y = L(√P − √Pa)', () => {
    const a = amountsAt(L, range, 3600);
    expect(a.base).toBeCloseTo(1000 * (1 / 60 - 1 / 70), 10); // 2.380952…
    expect(a.base).toBeCloseTo(2.380952381, 8);
    expect(a.quote).toBeCloseTo(10000, 8);
    expect(valueAt(L, range, 3600)).toBeCloseTo(18571.428571, 5);
  });

  it('amounts at the range edges: all base at the lower edge, all quote at the upper', () => {
    const low = amountsAt(L, range, 2500);
    expect(low.base).toBeCloseTo(5.714285714, 8); // 1000·(1/50 − 1/70) = 40/7
    expect(low.quote).toBe(0);
    const high = amountsAt(L, range, 4900);
    expect(high.base).toBe(0);
    expect(high.quote).toBeCloseTo(20000, 8); // 1000·(70 − 50)
    // beyond the edges nothing changes any more
    expect(amountsAt(L, range, 1000).base).toBeCloseTo(low.base, 10);
    expect(amountsAt(L, range, 9000).quote).toBeCloseTo(high.quote, 10);
  });

  it('liquidity round-trip from value and from amounts', () => {
    expect(liquidityForValue(18571.428571428572, range, 3600)).toBeCloseTo(1000, 8);
    expect(liquidityForAmounts({ base: 1000 * (1 / 60 - 1 / 70), quote: 10000 }, range, 3600)).toBeCloseTo(1000, 8);
    // surplus of one token does not mint more liquidity
    expect(liquidityForAmounts({ base: 100, quote: 10000 }, range, 3600)).toBeCloseTo(1000, 8);
    const l = liquidityForValue(1000, { lower: 2800, upper: 3200 }, 3000);
    expect(valueAt(l, { lower: 2800, upper: 3200 }, 3000)).toBeCloseTo(1000, 8);
  });

  it('impermanent loss of a known move (3600 → 4900)', () => {
    // LP: 20000 USDT. Held: 2.380952 ETH · 4900 + 10000 = 21666.67. IL = −1666.67 (−7.692 %).
    const il = impermanentLoss(L, range, 3600, 4900);
    expect(il.usd).toBeCloseTo(-1666.6667, 3);
    expect(il.percent).toBeCloseTo(-7.6923, 3);
    expect(impermanentLoss(L, range, 3600, 3600).usd).toBeCloseTo(0, 10);
    expect(impermanentLoss(L, range, 3600, 2500).usd).toBeLessThan(0);
  });

  it('rejects an empty or inverted range', () => {
    expect(() => amountsAt(1, { lower: 10, upper: 5 }, 7)).toThrow(RangeError);
    expect(() => amountsAt(1, { lower: 10, upper: 20 }, 0)).toThrow(RangeError);
  });
});
