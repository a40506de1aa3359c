// The history tab's queries to the worker (a page, the totals, an export) and its sortable columns,
// from the filters the URL holds (historySearch.ts).
import type { HistoryFilters } from './historySearch';
import type { HistoryQuery, HistorySort, HistoryTotalsQuery } from '../../contracts/types';

/** The most rows one export fetches. */
export const HISTORY_EXPORT_MAX = 20_000;

/** The worker's history query of a page of these filters. */
export function historyQueryOf(f: HistoryFilters, offset: number): HistoryQuery {
  const q: HistoryQuery = { status: f.status, period: f.period, limit: f.limit, sort: f.sort, offset };
  if (f.bot !== null) q.bot_id = f.bot;
  if (f.pair !== null) q.symbol = f.pair;
  return q;
}

/** The worker's totals query of these filters (paging and order do not change totals). */
export function historyTotalsQueryOf(f: HistoryFilters): HistoryTotalsQuery {
  const q: HistoryTotalsQuery = { status: f.status, period: f.period };
  if (f.bot !== null) q.bot_id = f.bot;
  if (f.pair !== null) q.symbol = f.pair;
  return q;
}

/** The history sorts a column header toggles between: close time, and net result. */
const SORT_COLUMNS = {
  closed: ['close_time_desc', 'close_time_asc'],
  pnl: ['pnl_desc', 'pnl_asc'],
} as const satisfies Record<string, readonly [HistorySort, HistorySort]>;
export type SortColumn = keyof typeof SORT_COLUMNS;

/** The sort after a click on a column's header: its first order, or the other one when it already sorts. */
export function toggleSort(current: HistorySort, column: SortColumn): HistorySort {
  const [first, second] = SORT_COLUMNS[column];
  return current === first ? second : first;
}

/** How a column's header reads the current sort (aria-sort). */
export function columnSort(current: HistorySort, column: SortColumn): 'ascending' | 'descending' | 'none' {
  const [first, second] = SORT_COLUMNS[column];
  return current === first ? 'descending' : current === second ? 'ascending' : 'none';
}

/** 'Загрузить еще' is offered while the pages loaded so far hold fewer rows than the total. */
export function hasMorePages(loaded: number, total: number): boolean {
  return loaded < total;
}
