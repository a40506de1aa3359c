// History tab (SPEC §2): filters kept in the URL, pages loaded with 'Загрузить еще', a
// virtualised list so long histories scroll smoothly.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { filtersFromSearch, hasMorePages, searchFromFilters, type HistoryFilters as Filters } from '../../../domain/historyQuery';
import type { HistoryPage, HistoryQuery, MiningPosition } from '../../../domain/types';
import type { Snapshot } from '../../../worker/api';
import { useSnapshot } from '../../data/useSnapshot';
import { ru } from '../../i18n/ru';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/States';
import { SnapshotGate } from '../common/SnapshotGate';
import { historyRow, muted, spread, stack } from '../common/mining.css';
import { useReportSnapshots } from '../common/miningStatus';
import { HistoryFilters } from './HistoryFilters';
import { HistoryRecord } from './HistoryRecord';

const t = ru.mining.history;

function queryOf(f: Filters, offset: number): HistoryQuery {
  return { status: f.status, period: f.period, limit: f.limit, sort: f.sort, offset };
}

/** A further page: subscribed while shown, reporting its snapshot to the list. */
function PageFeed({ filters, offset, onSnapshot }: { filters: Filters; offset: number; onSnapshot: (offset: number, s: Snapshot<HistoryPage>) => void }) {
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

function VirtualHistory({ rows }: { rows: MiningPosition[] }) {
  const listRef = useRef<HTMLDivElement>(null);
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const el = listRef.current;
    if (el) setMargin(el.getBoundingClientRect().top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    // Records wrap into more rows on a phone; measured sizes replace this guess as rows render.
    estimateSize: () => (window.innerWidth >= 1024 ? 200 : window.innerWidth >= 600 ? 320 : 560),
    overscan: 6,
    scrollMargin: margin,
    getItemKey: (i) => `${rows[i].bot_id}-${rows[i].token_id}`,
  });
  const items = virtualizer.getVirtualItems();
  return (
    <div ref={listRef} role="list" style={{ position: 'relative', height: virtualizer.getTotalSize(), width: '100%' }}>
      {items.map((item) => (
        <div
          key={item.key}
          role="listitem"
          data-index={item.index}
          ref={virtualizer.measureElement}
          className={historyRow}
          style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
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
  const [extra, setExtra] = useState<{ key: string; count: number; pages: Record<number, Snapshot<HistoryPage>> }>({ key: filterKey, count: 0, pages: {} });
  // New filters start again from the first page.
  const current = extra.key === filterKey ? extra : { key: filterKey, count: 0, pages: {} };

  const onSnapshot = useCallback((offset: number, s: Snapshot<HistoryPage>) => {
    setExtra((e) => (e.key === filterKey ? { ...e, pages: { ...e.pages, [offset]: s } } : e));
  }, [filterKey]);

  const offsets = Array.from({ length: current.count }, (_, i) => (i + 1) * filters.limit);
  const rows = mergePages([first.data, ...offsets.map((o) => current.pages[o]?.data)]);
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
      {offsets.map((o) => <PageFeed key={`${filterKey}-${o}`} filters={filters} offset={o} onSnapshot={onSnapshot} />)}
      <SnapshotGate snapshot={first} loadError={ru.mining.errors.history}>
        {() => rows.length === 0 ? <EmptyState>{t.empty}</EmptyState> : (
          <>
            <VirtualHistory rows={rows} />
            <div className={spread}>
              <span className={muted} role="status">{t.shown.replace('{n}', String(rows.length)).replace('{total}', String(total))}</span>
              {(more || loadingMore) && (
                <Button onClick={() => setExtra({ ...current, count: current.count + 1 })} disabled={loadingMore}>
                  {loadingMore ? t.loadingMore : t.more}
                </Button>
              )}
            </div>
          </>
        )}
      </SnapshotGate>
    </div>
  );
}
