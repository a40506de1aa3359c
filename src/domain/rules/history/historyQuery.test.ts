import { describe, expect, it } from 'vitest';
import { columnSort, hasMorePages, historyQueryOf, historyTotalsQueryOf, toggleSort } from './historyQuery';
import { DEFAULT_HISTORY_FILTERS } from './historySearch';
import { normaliseHistoryTotals } from '../mining/normalisePositions';

describe('history queries (docs/product.md §2)', () => {
  it('asks the worker for the page and the totals of the filters', () => {
    const f = { ...DEFAULT_HISTORY_FILTERS, bot: 4, pair: 'ETH/USDT', status: 'closed' } as const;
    expect(historyQueryOf(f, 50)).toEqual({
      status: 'closed',
      period: 'all',
      limit: 25,
      sort: 'close_time_desc',
      offset: 50,
      bot_id: 4,
      symbol: 'ETH/USDT',
    });
    expect(historyTotalsQueryOf(f)).toEqual({ status: 'closed', period: 'all', bot_id: 4, symbol: 'ETH/USDT' });
    expect(historyQueryOf(DEFAULT_HISTORY_FILTERS, 0)).not.toHaveProperty('bot_id');
  });

  it('column headers toggle between the server sorts and say which way they sort', () => {
    expect(toggleSort('close_time_desc', 'closed')).toBe('close_time_asc');
    expect(toggleSort('close_time_asc', 'closed')).toBe('close_time_desc');
    expect(toggleSort('close_time_desc', 'pnl')).toBe('pnl_desc');
    expect(toggleSort('pnl_desc', 'pnl')).toBe('pnl_asc');
    expect(columnSort('pnl_asc', 'pnl')).toBe('ascending');
    expect(columnSort('pnl_asc', 'closed')).toBe('none');
    expect(columnSort('close_time_desc', 'closed')).toBe('descending');
  });

  it('reads the totals answer, an unknown win rate staying unknown', () => {
    expect(normaliseHistoryTotals({ count: 3, closed: 2, wins: 1, win_rate: 50, pnl_usd: -4.5, fees_usd: 1.25 })).toEqual({
      count: 3,
      closed: 2,
      wins: 1,
      winRate: 50,
      pnl: -4.5,
      fees: 1.25,
    });
    expect(normaliseHistoryTotals({ count: 0, closed: 0, wins: 0, win_rate: null, pnl_usd: 0, fees_usd: 0 }).winRate).toBeNull();
    expect(() => normaliseHistoryTotals({ count: 3 })).toThrow();
    expect(() => normaliseHistoryTotals([])).toThrow();
  });

  it('offers more while fewer rows are loaded than the total', () => {
    expect(hasMorePages(25, 230)).toBe(true);
    expect(hasMorePages(230, 230)).toBe(false);
  });
});
