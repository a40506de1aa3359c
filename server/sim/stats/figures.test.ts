import { describe, expect, it } from 'vitest';
import { sharpeOfDaily } from './figures';

describe('sharpe of daily results', () => {
  it('is zero with fewer than two days or no spread', () => {
    expect(sharpeOfDaily([5], 100)).toBe(0);
    expect(sharpeOfDaily([1, 1, 1], 100)).toBe(0);
  });

  it('annualises mean over standard deviation of daily returns', () => {
    // returns 1 %, 3 %: mean 2 %, sample sd √2 %
    expect(sharpeOfDaily([1, 3], 100)).toBeCloseTo((0.02 / Math.sqrt(0.0002)) * Math.sqrt(365), 8);
    expect(sharpeOfDaily([-1, -3], 100)).toBeLessThan(0);
  });
});
