import { describe, expect, it } from 'vitest';
import { winRatePercent } from './winRate';

describe('winRatePercent', () => {
  it('is the share of closed positions in profit, in percent', () => {
    expect(winRatePercent(3, 4)).toBe(75);
    expect(winRatePercent(0, 5)).toBe(0);
    expect(winRatePercent(1, 3)).toBeCloseTo(33.3333, 4);
  });

  it('is null when nothing has closed', () => {
    expect(winRatePercent(0, 0)).toBeNull();
  });
});
