import { describe, expect, it } from 'vitest';
import type { MiningPosition } from '../../contracts/types';
import {
  dailyPnl,
  equityCurve,
  hourlyActivity,
  maxDrawdown,
  networkSplit,
  quantile,
  recentActivity,
  riskFigures,
  sharpeRatio,
  sortinoRatio,
  toTrades,
  tradePnl,
  valueAtRisk95,
  type Trade,
} from './portfolioMetrics';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 1, 10, 0, 0);

function pos(over: Partial<MiningPosition>): MiningPosition {
  return {
    token_id: 1,
    bot_id: 1,
    symbol: 'ETH/USDT',
    network: 'arbitrum',
    status: 'closed',
    timestamp: new Date(T0).toISOString(),
    exit_timestamp: null,
    exit_reason: null,
    pnl: 0,
    net_pnl_usd: 0,
    initial_investment_usd: 1000,
    ...over,
  } as MiningPosition;
}

function trade(dayOffset: number, pnl: number, hour = 10): Trade {
  return { closedAt: T0 + dayOffset * DAY + (hour - 10) * 3_600_000, openedAt: Number.NaN, pnl, invested: 1000 };
}

describe('trades from closed history', () => {
  it('takes the net result when present, else pnl; skips positions without an exit time', () => {
    expect(tradePnl({ net_pnl_usd: 12, pnl: 50 })).toBe(12);
    expect(tradePnl({ net_pnl_usd: Number.NaN, pnl: 50 })).toBe(50);
    const trades = toTrades([
      pos({ token_id: 1, exit_timestamp: new Date(T0 + 2 * DAY).toISOString(), net_pnl_usd: 5 }),
      pos({ token_id: 2, exit_timestamp: null, status: 'open' }),
      pos({ token_id: 3, exit_timestamp: 'garbage' }),
      pos({ token_id: 4, exit_timestamp: new Date(T0 + DAY).toISOString(), net_pnl_usd: -3 }),
    ]);
    expect(trades.map((t) => t.pnl)).toEqual([-3, 5]); // oldest first
  });
});

describe('equity curve and drawdown', () => {
  it('accumulates results in close order from the starting equity', () => {
    const curve = equityCurve([trade(2, -50), trade(0, 100), trade(1, 30)], 1000);
    expect(curve.map((p) => p.equity)).toEqual([1100, 1130, 1080]);
  });

  it('max drawdown is the largest fall from a running peak, in dollars and percent of that peak', () => {
    const curve = equityCurve([trade(0, 100), trade(1, -300), trade(2, 500), trade(3, -100)], 1000);
    // peaks 1100 → trough 800 (fall 300, 27.27 %), later peak 1300 → 1200 (fall 100)
    const dd = maxDrawdown(curve, 1000);
    expect(dd.amount).toBe(300);
    expect(dd.percent).toBeCloseTo((300 / 1100) * 100, 9);
  });

  it('a loss straight away counts from the starting equity; no loss means no drawdown', () => {
    expect(maxDrawdown(equityCurve([trade(0, -200)], 1000), 1000)).toEqual({ amount: 200, percent: 20 });
    expect(maxDrawdown(equityCurve([trade(0, 10), trade(1, 20)], 0), 0)).toEqual({ amount: 0, percent: null });
    expect(maxDrawdown([], 500)).toEqual({ amount: 0, percent: null });
  });

  it('without a positive peak the percent is unknown', () => {
    expect(maxDrawdown(equityCurve([trade(0, -10), trade(1, -5)], 0), 0)).toEqual({ amount: 15, percent: null });
  });
});

describe('daily results, Sharpe, Sortino and VaR', () => {
  it('sums per UTC day and fills quiet days with 0', () => {
    expect(dailyPnl([trade(0, 10), trade(0, 5, 22), trade(3, -4)])).toEqual([15, 0, 0, -4]);
    expect(dailyPnl([])).toEqual([]);
  });

  it('Sharpe = mean / sample sd × √365', () => {
    const daily = [10, -5, 20, 0, 5];
    const m = 6;
    const sd = Math.sqrt((4 ** 2 + 11 ** 2 + 14 ** 2 + 6 ** 2 + 1 ** 2) / 4);
    expect(sharpeRatio(daily)).toBeCloseTo((m / sd) * Math.sqrt(365), 9);
  });

  it('Sharpe is null with one day or no spread', () => {
    expect(sharpeRatio([5])).toBeNull();
    expect(sharpeRatio([3, 3, 3])).toBeNull();
  });

  it('Sortino counts only losing days as risk and is null without one', () => {
    const daily = [10, -5, 20, 0, 5];
    const downside = Math.sqrt(25 / 5);
    expect(sortinoRatio(daily)).toBeCloseTo((6 / downside) * Math.sqrt(365), 9);
    expect(sortinoRatio([1, 2, 3])).toBeNull();
    // the same gains with smaller losses score better
    expect(sortinoRatio([10, -1, 20, 0, 5])!).toBeGreaterThan(sortinoRatio([10, -5, 20, 0, 5])!);
  });

  it('quantile interpolates linearly', () => {
    expect(quantile([4, 1, 3, 2], 0)).toBe(1);
    expect(quantile([4, 1, 3, 2], 1)).toBe(4);
    expect(quantile([4, 1, 3, 2], 0.5)).toBe(2.5);
    expect(Number.isNaN(quantile([], 0.5))).toBe(true);
  });

  it('VaR 95 % is the 5th-percentile daily loss, never negative', () => {
    const daily = Array.from({ length: 21 }, (_, i) => i - 10); // −10 … 10
    expect(valueAtRisk95(daily)).toBeCloseTo(9, 9);
    expect(valueAtRisk95([5, 6, 7])).toBe(0);
    expect(valueAtRisk95([5])).toBeNull();
  });

  it('riskFigures puts it together', () => {
    const r = riskFigures([trade(0, 100), trade(1, -300), trade(2, 500)], 1000);
    expect(r.trades).toBe(3);
    expect(r.days).toBe(3);
    expect(r.maxDrawdown.amount).toBe(300);
    expect(r.sharpe).not.toBeNull();
    expect(r.var95).toBeGreaterThan(0);
  });
});

describe('hourly activity', () => {
  it('counts closes per hour of the day', () => {
    const bars = hourlyActivity([trade(0, 1, 3), trade(1, 1, 3), trade(2, 1, 23)], (ms) => new Date(ms).getUTCHours());
    expect(bars).toHaveLength(24);
    expect(bars[3]).toBe(2);
    expect(bars[23]).toBe(1);
    expect(bars.reduce((a, b) => a + b, 0)).toBe(3);
  });
});

describe('network split and risk score', () => {
  it('shares bots per network, largest first, summing to 100', () => {
    const split = networkSplit([{ network: 'arbitrum' }, { network: 'Arbitrum' }, { network: 'base' }, { network: 'ethereum' }]);
    expect(split.map((s) => [s.network, s.count])).toEqual([
      ['arbitrum', 2],
      ['base', 1],
      ['ethereum', 1],
    ]);
    expect(split.reduce((s, x) => s + x.percent, 0)).toBeCloseTo(100, 9);
    expect(networkSplit([])).toEqual([]);
  });
});

describe('recent activity', () => {
  it('merges openings and closings, newest first, limited', () => {
    const open = [pos({ token_id: 10, status: 'open', timestamp: new Date(T0 + 3 * DAY).toISOString() })];
    const closed = [
      pos({ token_id: 11, exit_timestamp: new Date(T0 + 4 * DAY).toISOString(), net_pnl_usd: 7, exit_reason: 'manual' }),
      pos({ token_id: 12, exit_timestamp: new Date(T0 + DAY).toISOString(), net_pnl_usd: -2 }),
    ];
    const events = recentActivity(open, closed, 2);
    expect(events.map((e) => [e.kind, e.tokenId])).toEqual([
      ['closed', 11],
      ['opened', 10],
    ]);
    expect(events[0].pnl).toBe(7);
    expect(events[0].exitReason).toBe('manual');
    expect(events[1].pnl).toBeNull();
  });
});
