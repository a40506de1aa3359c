// History filters ↔ URL search params (docs/product.md §2 "History tab", plus a bot and a pair), so a
// filtered view can be reloaded and shared. Unknown or bad values fall back to the defaults. Apart
// from the queries (historyQuery.ts): the router validates these on every start.
import { HISTORY_LIMITS, HISTORY_PERIODS, HISTORY_SORTS, HISTORY_STATUSES, STRATEGY_SYMBOLS } from '../../contracts/values';
import { searchId } from '../input/searchId';
import type { HistoryPeriod, HistorySort, HistoryStatus } from '../../contracts/types';

/** Pairs as the URL writes them ('ETH/USDT'). */
const PAIRS: readonly string[] = STRATEGY_SYMBOLS.filter((s) => s.includes('/'));

export interface HistoryFilters {
  status: HistoryStatus;
  period: HistoryPeriod;
  limit: number;
  sort: HistorySort;
  /** One bot's positions, or every bot's (null). */
  bot: number | null;
  /** One pair's positions ('ETH/USDT'), or every pair's (null). */
  pair: string | null;
}

/** The search params of /mining/history as the route validates them: only what differs from the defaults. */
export interface HistorySearch {
  status?: HistoryStatus;
  period?: HistoryPeriod;
  limit?: number;
  sort?: HistorySort;
  bot?: number;
  pair?: string;
}

export const DEFAULT_HISTORY_FILTERS: HistoryFilters = {
  status: 'all',
  period: 'all',
  limit: 25,
  sort: 'close_time_desc',
  bot: null,
  pair: null,
};

function pick<T extends string | number>(allowed: readonly T[], value: unknown, fallback: T): T {
  const v = typeof value === 'number' ? value : typeof value === 'string' ? value.trim() : undefined;
  const hit = allowed.find((a) => String(a) === String(v));
  return hit ?? fallback;
}

/** Search params (as the router parses them: strings or numbers) → filters. */
export function filtersFromSearch(search: Readonly<Record<string, unknown>> | HistorySearch): HistoryFilters {
  const s = search as Readonly<Record<string, unknown>>;
  const d = DEFAULT_HISTORY_FILTERS;
  const pair = s.pair;
  return {
    status: pick(HISTORY_STATUSES, s.status, d.status),
    period: pick(HISTORY_PERIODS, s.period, d.period),
    limit: pick(HISTORY_LIMITS as readonly number[], s.limit, d.limit),
    sort: pick(HISTORY_SORTS, s.sort, d.sort),
    bot: searchId(s.bot),
    pair: typeof pair === 'string' ? (PAIRS.find((p) => p === pair.trim().toUpperCase()) ?? null) : null,
  };
}

/**
 * Filters → search params, a default as undefined (left out of the address to keep it short).
 * Every key is there: the router lays the validated search over the address's own, and a key left
 * out would let the address's bad value through.
 */
export function searchFromFilters(f: HistoryFilters): HistorySearch {
  const d = DEFAULT_HISTORY_FILTERS;
  const unlessDefault = <T>(value: T, fallback: T) => (value === fallback ? undefined : value);
  return {
    status: unlessDefault(f.status, d.status),
    period: unlessDefault(f.period, d.period),
    limit: unlessDefault(f.limit, d.limit),
    sort: unlessDefault(f.sort, d.sort),
    bot: f.bot ?? undefined,
    pair: f.pair ?? undefined,
  };
}

/** The route's validateSearch: any search params → the valid ones that differ from the defaults. */
export function validateHistorySearch(search: Record<string, unknown>): HistorySearch {
  return searchFromFilters(filtersFromSearch(search));
}

export function sameFilters(a: HistoryFilters, b: HistoryFilters): boolean {
  return a.status === b.status && a.period === b.period && a.limit === b.limit && a.sort === b.sort && a.bot === b.bot && a.pair === b.pair;
}
