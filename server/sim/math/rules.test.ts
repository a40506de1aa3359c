import { describe, expect, it } from 'vitest';
import { baseSharePercent, channelType, dailyIncome, hourlyIncome, needsRebalancing, netResult, timeInPosition } from './rules';

describe('docs/product.md §9 rules', () => {
  it('hourly income is fees over hours, daily is hourly × 24', () => {
    expect(hourlyIncome(12, 4 * 3600)).toBe(3);
    expect(dailyIncome(3)).toBe(72);
    expect(hourlyIncome(5, 0)).toBe(0);
  });

  it('rebalancing when the ETH share leaves 40–60 %', () => {
    expect(needsRebalancing(50)).toBe(false);
    expect(needsRebalancing(60)).toBe(false);
    expect(needsRebalancing(60.01)).toBe(true);
    expect(needsRebalancing(39.9)).toBe(true);
  });

  it('channel type follows the same split', () => {
    expect(channelType(baseSharePercent(500, 1000))).toBe('balanced_50_50');
    expect(channelType(baseSharePercent(700, 1000))).toBe('eth_heavy');
    expect(channelType(baseSharePercent(100, 1000))).toBe('usdt_heavy');
  });

  it('net result adds fees, price and hedge PnL and funding, and subtracts expenses', () => {
    expect(netResult({ fees: 10, rewards: 1, pricePnl: -20, hedgePnl: 15, hedgeFunding: 0, lpExpenses: 2, hedgeFees: 0.5 })).toBeCloseTo(
      3.5,
      10,
    );
    // funding is signed: received by the short adds, paid subtracts
    expect(netResult({ fees: 10, rewards: 0, pricePnl: 0, hedgePnl: 0, hedgeFunding: -1.5, lpExpenses: 2, hedgeFees: 0 })).toBeCloseTo(
      6.5,
      10,
    );
  });

  it('formats time in position as h:mm:ss', () => {
    expect(timeInPosition(3725)).toBe('1:02:05');
    expect(timeInPosition(90061)).toBe('25:01:01');
  });
});
