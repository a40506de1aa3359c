import { describe, expect, it } from 'vitest';
import { DEFAULT_HISTORY_FILTERS, filtersFromSearch, sameFilters, searchFromFilters, validateHistorySearch } from './historySearch';

describe('history filters in the URL (docs/product.md §2)', () => {
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
});
