import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HISTORY_FILTERS,
  columnSort,
  filtersFromSearch,
  hasMorePages,
  historyQueryOf,
  historyTotalsQueryOf,
  sameFilters,
  searchFromFilters,
  toggleSort,
  validateHistorySearch,
} from './historyQuery';
import { normaliseHistoryTotals } from './normalisePositions';

describe('history filters in the URL (SPEC §2)', () => {
  it('defaults: all, all time, 25, newest close first', () => {
    expect(filtersFromSearch({})).toEqual({ status: 'all', period: 'all', limit: 25, sort: 'close_time_desc', bot: null, pair: null });
  });

  it('reads valid values, as strings or numbers', () => {
    expect(filtersFromSearch({ status: 'closed', period: '7d', limit: 50, sort: 'pnl_asc', bot: 3, pair: 'ETH/USDT' })).toEqual({
      status: 'closed',
      period: '7d',
      limit: 50,
      sort: 'pnl_asc',
      bot: 3,
      pair: 'ETH/USDT',
    });
    expect(filtersFromSearch({ bot: '12', pair: 'btc/usdt' })).toMatchObject({ bot: 12, pair: 'BTC/USDT' });
    expect(filtersFromSearch({ limit: '100' }).limit).toBe(100);
  });

  it('replaces bad values with the defaults', () => {
    expect(filtersFromSearch({ status: 'deleted', period: '2y', limit: 1000, sort: 'name' })).toEqual(DEFAULT_HISTORY_FILTERS);
    expect(filtersFromSearch({ limit: '25abc' }).limit).toBe(25);
    for (const bot of [0, -1, 1.5, '1e3', '3; drop', 'abc', 9_999_999_999]) expect(filtersFromSearch({ bot }).bot).toBeNull();
    for (const pair of ['DOGE/USDT', 'ETHUSDT', '', 42]) expect(filtersFromSearch({ pair }).pair).toBeNull();
  });

  it('writes only what differs from the defaults and round-trips', () => {
    expect(searchFromFilters(DEFAULT_HISTORY_FILTERS)).toEqual({});
    const f = { status: 'liquidated', period: '90d', limit: 10, sort: 'pnl_desc', bot: 7, pair: 'BTC/USDT' } as const;
    expect(searchFromFilters(f)).toEqual({ status: 'liquidated', period: '90d', limit: 10, sort: 'pnl_desc', bot: 7, pair: 'BTC/USDT' });
    expect(sameFilters(filtersFromSearch(searchFromFilters(f)), f)).toBe(true);
    expect(sameFilters(f, { ...f, bot: 8 })).toBe(false);
  });

  it('validates the route search: keeps what is valid and not a default, drops the rest', () => {
    expect(validateHistorySearch({ status: 'open', limit: '25', bot: 'x', pair: 'ETH/USDT', other: 1 })).toEqual({
      status: 'open',
      pair: 'ETH/USDT',
    });
  });

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
