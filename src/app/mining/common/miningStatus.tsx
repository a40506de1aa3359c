// The mining header shows the refresh state of whichever page is open: each page reports its
// snapshots here and the header reads them (docs/product.md §2 "Mining screen" header).
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { SnapshotResult } from '../../data/useSnapshot';

export interface PageStatus {
  updatedAt: number | null;
  refreshing: boolean;
  refresh: () => void;
}

/**
 * The status as a store, not a context value: a page reports a new time with every live push (up
 * to four a second), and a changed context value made React walk the whole section below the
 * provider and re-render the reporting page itself, cards and all. Only the header reads it,
 * through its own subscription.
 */
class StatusStore {
  private status: PageStatus | null = null;
  private readonly listeners = new Set<() => void>();
  readonly get = (): PageStatus | null => this.status;
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  set(status: PageStatus | null): void {
    this.status = status;
    this.listeners.forEach((listener) => listener());
  }
}

const StatusContext = createContext<StatusStore | null>(null);
const NONE = { get: () => null, subscribe: () => () => undefined };

export function MiningStatusProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => new StatusStore());
  return <StatusContext.Provider value={store}>{children}</StatusContext.Provider>;
}

/**
 * Subscribed in a layout effect, not through useSyncExternalStore (which subscribes after the
 * paint): when the header and its page mount in one commit, the page reports its status in its own
 * layout effect, and the header takes it before that commit is painted.
 */
export function useMiningStatus(): PageStatus | null {
  const store = useContext(StatusContext) ?? NONE;
  const [status, setStatus] = useState(store.get);
  useLayoutEffect(() => {
    setStatus(store.get());
    return store.subscribe(() => setStatus(store.get()));
  }, [store]);
  return status;
}

type AnySnapshot = Pick<SnapshotResult<unknown>, 'updatedAt' | 'status' | 'refreshing' | 'refresh'>;

/** A page reports its snapshots: the first one's time is shown; the button refreshes them all. */
export function useReportSnapshots(snapshots: ReadonlyArray<AnySnapshot>): void {
  const store = useContext(StatusContext);
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
    store?.set({ updatedAt, refreshing, refresh });
  }, [store, updatedAt, refreshing, refresh]);
  // A layout cleanup too: a passive one of the page left runs after the next page's layout effect
  // and wiped its time ('Данные ещё не загружены' beside drawn cards until the next update).
  useLayoutEffect(() => () => store?.set(null), [store]);
}
