// History tab (SPEC §2): filters kept in the URL, pages loaded with 'Загрузить еще', a
// virtualised list so long histories scroll smoothly.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { filtersFromSearch, hasMorePages, searchFromFilters, type HistoryFilters as Filters } from '../../../domain/historyQuery';
import type { HistoryPage, HistoryQuery, MiningPosition } from '../../../domain/types';
import type { Snapshot } from '../../../worker/api';
import { useSnapshot } from '../../data/useSnapshot';
import { miningRu } from '../../i18n/sections/mining';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/States';
import { SnapshotGate } from '../common/SnapshotGate';
import { muted, spread, stack } from '../common/mining.css';
import { useReportSnapshots } from '../common/miningStatus';
import { HistoryFilters } from './HistoryFilters';
import { HistoryRecord } from './HistoryRecord';
import * as css from './history.css';
import { HISTORY_LAYOUTS, currentLayout, recordSlotHeight, type HistoryLayout } from './historyLayout';
import { fill } from '../../i18n/fill';

const t = miningRu.history;

function queryOf(f: Filters, offset: number): HistoryQuery {
  return { status: f.status, period: f.period, limit: f.limit, sort: f.sort, offset };
}

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
  const snap = useSnapshot('history', queryOf(filters, offset));
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

/** The record layout of the current viewport; changes only when a breakpoint is crossed. */
function useHistoryLayout(): HistoryLayout {
  const subscribe = useCallback((notify: () => void) => {
    const lists = HISTORY_LAYOUTS.filter((l) => l.media !== 'all').map((l) => window.matchMedia(l.media));
    for (const list of lists) list.addEventListener('change', notify);
    return () => {
      for (const list of lists) list.removeEventListener('change', notify);
    };
  }, []);
  return useSyncExternalStore(subscribe, () => currentLayout((media) => window.matchMedia(media).matches));
}

function VirtualHistory({ rows }: { rows: MiningPosition[] }) {
  const listRef = useRef<HTMLDivElement>(null);
  const layout = useHistoryLayout();
  const rowHeight = recordSlotHeight(layout);
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
  }, []);
  // Stable while the rows are: a new key function makes the virtualizer recompute every row's
  // position, which on each scroll render cost a pass over all loaded rows.
  const getItemKey = useCallback((i: number) => `${rows[i].bot_id}-${rows[i].token_id}`, [rows]);
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    // Exact, not an estimate: rows are never measured (see historyLayout.ts).
    estimateSize,
    overscan: 3,
    scrollMargin: margin,
    getItemKey,
  });
  // The virtualizer caches row positions and does not watch estimateSize; a crossed breakpoint
  // must drop them.
  useLayoutEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight]);
  const items = virtualizer.getVirtualItems();
  return (
    <div ref={listRef} role="list" style={{ position: 'relative', height: virtualizer.getTotalSize(), width: '100%' }}>
      {items.map((item) => (
        <div
          key={item.key}
          role="listitem"
          data-index={item.index}
          className={css.slot}
          style={{ height: rowHeight, transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
        >
          <HistoryRecord position={rows[item.index]} />
        </div>
      ))}
    </div>
  );
}

export function MiningHistory() {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const filterKey = JSON.stringify(filters);
  const first = useSnapshot('history', queryOf(filters, 0));
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
    void navigate({ to: '/mining/history', search: searchFromFilters(f) as never });
  };

  return (
    <div className={stack}>
      <HistoryFilters key={filterKey} value={filters} onApply={apply} />
      {offsets.map((o) => (
        <PageFeed key={`${filterKey}-${o}`} filters={filters} offset={o} onSnapshot={onSnapshot} />
      ))}
      <SnapshotGate snapshot={first} loadError={miningRu.errors.history}>
        {() =>
          rows.length === 0 ? (
            <EmptyState>{t.empty}</EmptyState>
          ) : (
            <>
              <VirtualHistory rows={rows} />
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
