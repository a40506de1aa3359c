import { describe, expect, it } from 'vitest';
import { BACKTEST_MESSAGES, backtestStrategy, backtestStrategyProblem } from './backtestRules';
import { CHANNEL_MESSAGES } from './strategyChannelCheck';

const strategy = (fields: Parameters<typeof backtestStrategy>[0]) => backtestStrategy(fields, 'ETH/USDT', 3000);

describe('what a backtest refuses', () => {
  it('accepts a strategy within the limits, its stops completed from their percents', () => {
    const s = strategy({ channel_width: 8, upper_stop_losses_percent: [80] });
    expect(backtestStrategyProblem(s)).toBeNull();
    expect(s.upper_stop_losses).toHaveLength(1);
    expect(strategy({ strategy_id: 7 }).strategy_id).toBe(7);
  });

  it.each([
    [{ channel_width: 0.05 }, BACKTEST_MESSAGES.width],
    [{ channel_width: 51 }, BACKTEST_MESSAGES.width],
    [{ channel_width: 20_000, channel_width_unit: 'USDT' as const }, BACKTEST_MESSAGES.width],
    [{ position_size_percent: 0.5 }, BACKTEST_MESSAGES.positionSize],
    [{ position_size_percent: 101 }, BACKTEST_MESSAGES.positionSize],
    [{ upper_channel_percent: 96, lower_channel_percent: 4 }, BACKTEST_MESSAGES.ratio],
    [{ upper_channel_percent: 60, lower_channel_percent: 60 }, BACKTEST_MESSAGES.ratio],
    [{ lower_channel: 3100, upper_channel: 3000 }, CHANNEL_MESSAGES.upperAboveLower],
  ])('refuses %o', (fields, message) => {
    expect(backtestStrategyProblem(strategy(fields))).toBe(message);
  });
});
