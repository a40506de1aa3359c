// History filters ↔ URL search params (SPEC §2 "History tab"), so a filtered view can be
// reloaded and shared. Unknown or bad values fall back to the defaults.
import { HISTORY_LIMITS, HISTORY_PERIODS, HISTORY_SORTS, HISTORY_STATUSES } from './contracts/values';
import type { HistoryPeriod, HistorySort, HistoryStatus } from './types';

export interface HistoryFilters {
  status: HistoryStatus;
  period: HistoryPeriod;
  limit: number;
  sort: HistorySort;
}

export const DEFAULT_HISTORY_FILTERS: HistoryFilters = { status: 'all', period: 'all', limit: 25, sort: 'close_time_desc' };

function pick<T extends string | number>(allowed: readonly T[], value: unknown, fallback: T): T {
  const v = typeof value === 'number' ? value : typeof value === 'string' ? value.trim() : undefined;
  const hit = allowed.find((a) => String(a) === String(v));
  return hit ?? fallback;
}

/** Search params (as the router parses them: strings or numbers) → filters. */
export function filtersFromSearch(search: Record<string, unknown>): HistoryFilters {
  const d = DEFAULT_HISTORY_FILTERS;
  return {
    status: pick(HISTORY_STATUSES, search.status, d.status),
    period: pick(HISTORY_PERIODS, search.period, d.period),
    limit: pick(HISTORY_LIMITS as readonly number[], search.limit, d.limit),
    sort: pick(HISTORY_SORTS, search.sort, d.sort),
  };
}

/** Filters → search params, leaving out the defaults to keep the address short. */
export function searchFromFilters(f: HistoryFilters): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  const d = DEFAULT_HISTORY_FILTERS;
  if (f.status !== d.status) out.status = f.status;
  if (f.period !== d.period) out.period = f.period;
  if (f.limit !== d.limit) out.limit = f.limit;
  if (f.sort !== d.sort) out.sort = f.sort;
  return out;
}

export function sameFilters(a: HistoryFilters, b: HistoryFilters): boolean {
  return a.status === b.status && a.period === b.period && a.limit === b.limit && a.sort === b.sort;
}

/** 'Загрузить еще' is offered while the pages loaded so far hold fewer rows than the total. */
export function hasMorePages(loaded: number, total: number): boolean {
  return loaded < total;
}
