import { describe, expect, it } from 'vitest';
import { valueAt } from '../../../src/domain/rules/strategies/v3';
import { DEFAULT_STRATEGY, exitStrategyId, hedgeChannelLiquidity, planPosition, widthPercentOf } from './plan';

describe('position plan', () => {
  it('spec defaults: 12 % channel around the price, stops at 90 % and 10 % of it', () => {
    const p = planPosition(DEFAULT_STRATEGY, 3000);
    expect(p.lower).toBeCloseTo(2820, 8);
    expect(p.upper).toBeCloseTo(3180, 8);
    expect(p.stopUpper).toBeCloseTo(3144, 8);
    expect(p.stopLower).toBeCloseTo(2856, 8);
  });

  it('a USDT width with a 70/30 ratio', () => {
    const p = planPosition(
      {
        ...DEFAULT_STRATEGY,
        channel_width: 100,
        channel_width_unit: 'USDT',
        upper_channel_percent: 70,
        lower_channel_percent: 30,
        upper_stop_losses_percent: '[100]',
        lower_stop_losses_percent: '[0]',
      },
      2000,
    );
    expect(p.upper).toBeCloseTo(2070, 8);
    expect(p.lower).toBeCloseTo(1970, 8);
    expect(p.stopUpper).toBeCloseTo(2070, 8);
    expect(p.stopLower).toBeCloseTo(1970, 8);
  });

  it('keeps stops on their side of the price', () => {
    const p = planPosition({ ...DEFAULT_STRATEGY, upper_stop_losses_percent: '[20]', lower_stop_losses_percent: '[80]' }, 3000);
    expect(p.stopUpper).toBe(p.upper);
    expect(p.stopLower).toBe(p.lower);
  });

  it('exit strategy: current, legacy close, or another id', () => {
    expect(exitStrategyId('current', 4)).toBe(4);
    expect(exitStrategyId('close', 4)).toBe(4);
    expect(exitStrategyId('7', 4)).toBe(7);
    expect(exitStrategyId('x', 4)).toBe(4);
  });
});

describe('width percent', () => {
  it('matches the plan', () => {
    expect(widthPercentOf(DEFAULT_STRATEGY, 3000)).toBeCloseTo(planPosition(DEFAULT_STRATEGY, 3000).widthPercent, 10);
    expect(widthPercentOf({ channel_width: 150, channel_width_unit: 'USDT' }, 3000)).toBeCloseTo(5, 10);
  });
});

describe('hedge bot channel', () => {
  it("mints the start amounts' value, however they are split", () => {
    const range = { lower: 2900, upper: 3100 };
    expect(valueAt(hedgeChannelLiquidity({ usdt_start: 10000, eth_start: 3.33 }, range, 3000), range, 3000)).toBeCloseTo(19990, 6);
    expect(valueAt(hedgeChannelLiquidity({ usdt_start: 5000, eth_start: 0 }, range, 3000), range, 3000)).toBeCloseTo(5000, 6);
  });
});
