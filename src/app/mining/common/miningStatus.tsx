// The mining header shows the refresh state of whichever page is open: each page reports its
// snapshots here and the header reads them (SPEC §2 "Mining screen" header).
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { SnapshotResult } from '../../data/useSnapshot';

export interface PageStatus {
  updatedAt: number | null;
  refreshing: boolean;
  refresh: () => void;
}

interface StatusStore {
  status: PageStatus | null;
  setStatus: (s: PageStatus | null) => void;
}

const StatusContext = createContext<StatusStore | null>(null);

export function MiningStatusProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<PageStatus | null>(null);
  const store = useMemo(() => ({ status, setStatus }), [status]);
  return <StatusContext.Provider value={store}>{children}</StatusContext.Provider>;
}

export function useMiningStatus(): PageStatus | null {
  return useContext(StatusContext)?.status ?? null;
}

type AnySnapshot = Pick<SnapshotResult<unknown>, 'updatedAt' | 'status' | 'refreshing' | 'refresh'>;

/** A page reports its snapshots: the first one's time is shown; the button refreshes them all. */
export function useReportSnapshots(snapshots: ReadonlyArray<AnySnapshot>): void {
  const setStatus = useContext(StatusContext)?.setStatus;
  const updatedAt = snapshots[0]?.updatedAt ?? null;
  const refreshing = snapshots.some((s) => s.refreshing === true || (s.status === 'loading' && s.updatedAt === null));
  const latest = useRef<ReadonlyArray<AnySnapshot>>(snapshots);
  useEffect(() => {
    latest.current = snapshots;
  });
  const refresh = useCallback(() => latest.current.forEach((s) => s.refresh()), []);
  // Before paint: the header's time arrives in the same frame as the page's data, so a start that
  // hands the last frame over to that page never shows 'Данные ещё не загружены' in between.
  useLayoutEffect(() => {
    setStatus?.({ updatedAt, refreshing, refresh });
  }, [setStatus, updatedAt, refreshing, refresh]);
  // A layout cleanup too: a passive one of the page left runs after the next page's layout effect
  // and wiped its time ('Данные ещё не загружены' beside drawn cards until the next update).
  useLayoutEffect(() => () => setStatus?.(null), [setStatus]);
}
