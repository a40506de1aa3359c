// History tab (docs/product.md §2): filters kept in the URL (the route validates them), the totals of the
// filtered set, its export, pages loaded with 'Загрузить еще', and a virtualised table (cards on
// narrow screens) so long histories scroll smoothly.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  columnSort,
  hasMorePages,
  historyQueryOf,
  historyTotalsQueryOf,
  toggleSort,
  type SortColumn,
} from '../../../domain/rules/history/historyQuery';
import { filtersFromSearch, searchFromFilters, type HistoryFilters as Filters } from '../../../domain/rules/history/historySearch';
import type { HistoryPage, MiningPosition } from '../../../domain/contracts/types';
import type { Snapshot } from '../../../worker/api';
import { useSnapshot } from '../../data/useSnapshot';
import { miningRu } from '../../i18n/sections/mining';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/States';
import { SnapshotGate } from '../common/SnapshotGate';
import { muted, spread, stack } from '../common/mining.css';
import { useReportSnapshots } from '../common/miningStatus';
import { useBotNames } from '../common/useBotNames';
import { HistoryExport } from './HistoryExport';
import { HistoryFilters } from './HistoryFilters';
import { HistoryCard, HistoryRow } from './HistoryRecord';
import { HistoryTotals } from './HistoryTotals';
import * as css from './history.css';
import { HISTORY_COLUMNS, HISTORY_LAYOUTS, NUMERIC_COLUMNS, currentLayout, slotHeight, type HistoryLayout } from './historyLayout';
import { fill } from '../../i18n/fill';

const t = miningRu.history;

/** A further page: subscribed while shown, reporting its snapshot to the list. */
function PageFeed({
  filters,
  offset,
  onSnapshot,
}: {
  filters: Filters;
  offset: number;
  onSnapshot: (offset: number, s: Snapshot<HistoryPage>) => void;
}) {
  const snap = useSnapshot('history', historyQueryOf(filters, offset));
  useEffect(() => {
    onSnapshot(offset, snap);
  }, [offset, snap, onSnapshot]);
  return null;
}

/** Rows of all loaded pages in order, without the duplicates a shifting history can produce. */
export function mergePages(pages: ReadonlyArray<HistoryPage | null | undefined>): MiningPosition[] {
  const seen = new Set<string>();
  const rows: MiningPosition[] = [];
  for (const page of pages) {
    for (const p of page?.positions ?? []) {
      const key = `${p.bot_id}-${p.token_id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push(p);
    }
  }
  return rows;
}

/** The list layout of the current viewport; changes only when a breakpoint is crossed. */
function useHistoryLayout(): HistoryLayout {
  const subscribe = useCallback((notify: () => void) => {
    const lists = HISTORY_LAYOUTS.filter((l) => l.media !== 'all').map((l) => window.matchMedia(l.media));
    for (const list of lists) list.addEventListener('change', notify);
    return () => {
      for (const list of lists) list.removeEventListener('change', notify);
    };
  }, []);
  return useSyncExternalStore(subscribe, () => currentLayout((media) => window.matchMedia?.(media).matches ?? false));
}

const SORT_LABEL: Partial<Record<(typeof HISTORY_COLUMNS)[number], SortColumn>> = { closed: 'closed', pnl: 'pnl' };
const HEADER_TEXT: Record<(typeof HISTORY_COLUMNS)[number], string> = {
  position: t.position,
  bot: t.bot,
  opened: t.opened,
  closed: t.closed,
  duration: t.duration,
  entry: t.entry,
  exit: t.exit,
  change: t.change,
  size: t.size,
  fees: t.fees,
  pnl: t.pnl,
  roi: t.roi,
  reason: t.reason,
};
const ARROW = { ascending: '▲', descending: '▼', none: '↕' } as const;

/** The table's header row: the close time and PnL columns sort by the server's sorts. */
function HeaderRow({ sort, onSort }: { sort: Filters['sort']; onSort: (column: SortColumn) => void }) {
  return (
    <div role="row" aria-rowindex={1} className={css.headRow}>
      {HISTORY_COLUMNS.map((c) => {
        const sortable = SORT_LABEL[c];
        const className = NUMERIC_COLUMNS.has(c) ? css.numericHead : css.headCell;
        if (!sortable)
          return (
            <div key={c} role="columnheader" className={className}>
              {HEADER_TEXT[c]}
            </div>
          );
        const state = columnSort(sort, sortable);
        return (
          <div key={c} role="columnheader" aria-sort={state} className={className}>
            <button
              type="button"
              className={css.sortButton}
              onClick={() => onSort(sortable)}
              title={fill(t.sortBy, { column: HEADER_TEXT[c] })}
            >
              {HEADER_TEXT[c]}
              <span aria-hidden="true">{ARROW[state]}</span>
            </button>
          </div>
        );
      })}
    </div>
  );
}

function VirtualHistory({
  rows,
  total,
  botName,
  sort,
  onSort,
}: {
  rows: MiningPosition[];
  total: number;
  botName: (id: number) => string;
  sort: Filters['sort'];
  onSort: (column: SortColumn) => void;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const layout = useHistoryLayout();
  const rowHeight = slotHeight(layout);
  const [margin, setMargin] = useState(0);
  // The list's offset in the page is read once and again on resize (the filters above may wrap),
  // never while scrolling.
  useLayoutEffect(() => {
    const read = () => {
      const el = listRef.current;
      if (el) setMargin(el.getBoundingClientRect().top + window.scrollY);
    };
    read();
    window.addEventListener('resize', read);
    return () => window.removeEventListener('resize', read);
  }, [layout]);
  // Stable while the rows are: a new key function makes the virtualizer recompute every row's
  // position, which on each scroll render cost a pass over all loaded rows.
  const getItemKey = useCallback((i: number) => `${rows[i].bot_id}-${rows[i].token_id}`, [rows]);
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    // Exact, not an estimate: rows are never measured (see historyLayout.ts).
    estimateSize,
    overscan: layout.name === 'table' ? 8 : 3,
    scrollMargin: margin,
    getItemKey,
  });
  // The virtualizer caches row positions and does not watch estimateSize; a crossed breakpoint
  // must drop them.
  useLayoutEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight]);
  const items = virtualizer.getVirtualItems();
  const place = (start: number) => ({ height: rowHeight, transform: `translateY(${start - virtualizer.options.scrollMargin}px)` });
  const body = { position: 'relative', height: virtualizer.getTotalSize(), width: '100%' } as const;

  if (layout.name === 'table') {
    return (
      <div className={css.tableScroll}>
        <div role="table" aria-label={t.table} aria-rowcount={total + 1} className={css.table}>
          <div role="rowgroup">
            <HeaderRow sort={sort} onSort={onSort} />
          </div>
          <div ref={listRef} role="rowgroup" style={body}>
            {items.map((item) => {
              const p = rows[item.index];
              return (
                <HistoryRow
                  key={item.key}
                  position={p}
                  bot={botName(p.bot_id)}
                  index={item.index}
                  className={css.slot}
                  style={place(item.start)}
                />
              );
            })}
          </div>
        </div>
      </div>
    );
  }
  return (
    <div ref={listRef} role="list" aria-label={t.table} style={body}>
      {items.map((item) => {
        const p = rows[item.index];
        return (
          <div key={item.key} role="listitem" data-index={item.index} className={css.slot} style={place(item.start)}>
            <HistoryCard position={p} bot={botName(p.bot_id)} />
          </div>
        );
      })}
    </div>
  );
}

const route = getRouteApi('/mining/history');

export function MiningHistory() {
  // The route validated these (validateHistorySearch): only known values, defaults left out.
  const search = route.useSearch();
  const navigate = useNavigate();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const filterKey = JSON.stringify(filters);
  const first = useSnapshot('history', historyQueryOf(filters, 0));
  const totals = useSnapshot('historyTotals', historyTotalsQueryOf(filters));
  const { bots: botList, botName } = useBotNames();
  useReportSnapshots([first]);
  const [extra, setExtra] = useState<{ key: string; count: number; pages: Record<number, Snapshot<HistoryPage>> }>({
    key: filterKey,
    count: 0,
    pages: {},
  });
  // New filters start again from the first page.
  const current = extra.key === filterKey ? extra : { key: filterKey, count: 0, pages: {} };

  const onSnapshot = useCallback(
    (offset: number, s: Snapshot<HistoryPage>) => {
      setExtra((e) => (e.key === filterKey ? { ...e, pages: { ...e.pages, [offset]: s } } : e));
    },
    [filterKey],
  );

  const offsets = useMemo(() => Array.from({ length: current.count }, (_, i) => (i + 1) * filters.limit), [current.count, filters.limit]);
  // The same array until a page changes, so the virtual list keeps its row positions.
  const rows = useMemo(() => mergePages([first.data, ...offsets.map((o) => current.pages[o]?.data)]), [first.data, offsets, current.pages]);
  const total = first.data?.total ?? 0;
  const lastOffset = offsets[offsets.length - 1];
  const loadingMore = lastOffset !== undefined && !current.pages[lastOffset]?.data;
  const more = hasMorePages(rows.length, total) && !loadingMore;

  const apply = (f: Filters) => {
    void navigate({ to: '/mining/history', search: searchFromFilters(f) });
  };

  return (
    <div className={stack}>
      <HistoryFilters key={filterKey} value={filters} bots={botList} onApply={apply} />
      <HistoryTotals totals={totals}>
        <HistoryExport filters={filters} bots={botList} />
      </HistoryTotals>
      {offsets.map((o) => (
        <PageFeed key={`${filterKey}-${o}`} filters={filters} offset={o} onSnapshot={onSnapshot} />
      ))}
      <SnapshotGate snapshot={first} loadError={miningRu.errors.history}>
        {() =>
          rows.length === 0 ? (
            <EmptyState>{t.empty}</EmptyState>
          ) : (
            <>
              <VirtualHistory
                rows={rows}
                total={total}
                botName={botName}
                sort={filters.sort}
                onSort={(column) => apply({ ...filters, sort: toggleSort(filters.sort, column) })}
              />
              <div className={spread}>
                <span className={muted} role="status">
                  {fill(t.shown, { n: rows.length, total })}
                </span>
                {(more || loadingMore) && (
                  <Button onClick={() => setExtra({ ...current, count: current.count + 1 })} disabled={loadingMore}>
                    {loadingMore ? t.loadingMore : t.more}
                  </Button>
                )}
              </div>
            </>
          )
        }
      </SnapshotGate>
    </div>
  );
}
