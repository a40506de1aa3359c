import { describe, expect, it } from 'vitest';
import { allocation, dailyResults, drawdownSeries, periodReport } from './portfolioBreakdown';
import type { MiningPosition } from '../../contracts/types';

const pos = (network: string, symbol: string, bot_id: number, value: number) =>
  ({ network, symbol, bot_id, current_position_value_usd: value }) as MiningPosition;
const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).getTime();
const trade = (closedAt: number, pnl: number) => ({ closedAt, openedAt: closedAt - 3_600_000, pnl, invested: 1000 });

describe('portfolio breakdown', () => {
  it('splits the capital in open positions by network, pair or bot, largest first, shares summing to 100', () => {
    const list = [pos('arbitrum', 'ETH/USDT', 1, 3000), pos('polygon', 'BTC/USDT', 2, 1000), pos('arbitrum', 'ETH/USDT', 1, 1000)];
    expect(allocation(list, (p) => p.network)).toEqual([
      { key: 'arbitrum', value: 4000, share: 80, count: 2 },
      { key: 'polygon', value: 1000, share: 20, count: 1 },
    ]);
    expect(allocation(list, (p) => String(p.bot_id)).map((s) => s.key)).toEqual(['1', '2']);
    expect(allocation([], (p) => p.network)).toEqual([]);
  });

  it('sums results per local day over the last days, quiet days as zero', () => {
    const now = at(2026, 11, 25, 18);
    const days = dailyResults(
      [trade(at(2026, 11, 25, 9), 5), trade(at(2026, 11, 25, 10), -2), trade(at(2026, 11, 23), 4), trade(at(2026, 10, 1), 99)],
      3,
      now,
    );
    expect(days.map((d) => [new Date(d.day).getDate(), d.pnl, d.trades])).toEqual([
      [23, 4, 1],
      [24, 0, 0],
      [25, 3, 2],
    ]);
  });

  it('draws the underwater curve: percent below the running peak', () => {
    const s = drawdownSeries(
      [
        { t: 1, equity: 110 },
        { t: 2, equity: 99 },
        { t: 3, equity: 120 },
      ],
      100,
    );
    expect(s.map((p) => Math.round(p.drawdown * 100) / 100)).toEqual([0, -10, 0]);
  });

  it('reports per day, week (from Monday) and month, newest first, with win rate and drawdown', () => {
    // Mon 23 Nov and Wed 25 Nov 2026 fall in one week; 2 Nov in another
    const trades = [trade(at(2026, 11, 23), 10), trade(at(2026, 11, 25), -4), trade(at(2026, 11, 25, 14), 1), trade(at(2026, 11, 2), 7)];
    const weeks = periodReport(trades, 'week');
    expect(weeks.map((w) => [new Date(w.start).getDate(), w.trades, w.pnl, Math.round(w.winRate), w.drawdown])).toEqual([
      [23, 3, 7, 67, 4],
      [2, 1, 7, 100, 0],
    ]);
    expect(periodReport(trades, 'month').map((m) => [new Date(m.start).getMonth() + 1, m.trades])).toEqual([[11, 4]]);
    expect(periodReport(trades, 'day')).toHaveLength(3);
  });
});
