import { describe, expect, it } from 'vitest';
import { baseSharePercent, needsRebalancing, shareNeedsRebalancing } from './rebalancing';

describe('shareNeedsRebalancing', () => {
  it('is true only more than 10 points away from 50 %', () => {
    expect([39.9, 40, 50, 60, 60.1].map(shareNeedsRebalancing)).toEqual([true, false, false, false, true]);
  });
});

describe('a position’s ETH share', () => {
  it('is its ETH value over its value, unknown without both', () => {
    expect(baseSharePercent({ current_eth_value: 712, current_position_value_usd: 1000 })).toBeCloseTo(71.2, 9);
    expect(baseSharePercent({ current_eth_value: 712, current_position_value_usd: 0 })).toBeNull();
    expect(baseSharePercent({ current_eth_value: null as unknown as number, current_position_value_usd: 1000 })).toBeNull();
  });

  it('decides the rule, and the server’s flag decides when the share is unknown', () => {
    expect(needsRebalancing({ current_eth_value: 712, current_position_value_usd: 1000, needs_rebalancing: false })).toBe(true);
    expect(needsRebalancing({ current_eth_value: 500, current_position_value_usd: 1000, needs_rebalancing: true })).toBe(false);
    expect(needsRebalancing({ current_eth_value: 0, current_position_value_usd: 0, needs_rebalancing: true })).toBe(true);
  });
});
