import { describe, expect, it } from 'vitest';
import { DEFAULT_HISTORY_FILTERS, filtersFromSearch, hasMorePages, sameFilters, searchFromFilters } from './historyQuery';

describe('history filters in the URL (SPEC §2)', () => {
  it('defaults: all, all time, 25, newest close first', () => {
    expect(filtersFromSearch({})).toEqual({ status: 'all', period: 'all', limit: 25, sort: 'close_time_desc' });
  });

  it('reads valid values, as strings or numbers', () => {
    expect(filtersFromSearch({ status: 'closed', period: '7d', limit: 50, sort: 'pnl_asc' })).toEqual({
      status: 'closed',
      period: '7d',
      limit: 50,
      sort: 'pnl_asc',
    });
    expect(filtersFromSearch({ limit: '100' }).limit).toBe(100);
  });

  it('replaces bad values with the defaults', () => {
    expect(filtersFromSearch({ status: 'deleted', period: '2y', limit: 1000, sort: 'name' })).toEqual(DEFAULT_HISTORY_FILTERS);
    expect(filtersFromSearch({ limit: '25abc' }).limit).toBe(25);
  });

  it('writes only what differs from the defaults and round-trips', () => {
    expect(searchFromFilters(DEFAULT_HISTORY_FILTERS)).toEqual({});
    const f = { status: 'liquidated', period: '90d', limit: 10, sort: 'pnl_desc' } as const;
    expect(searchFromFilters(f)).toEqual({ status: 'liquidated', period: '90d', limit: 10, sort: 'pnl_desc' });
    expect(sameFilters(filtersFromSearch(searchFromFilters(f)), f)).toBe(true);
  });

  it('offers more while fewer rows are loaded than the total', () => {
    expect(hasMorePages(25, 230)).toBe(true);
    expect(hasMorePages(230, 230)).toBe(false);
  });
});
