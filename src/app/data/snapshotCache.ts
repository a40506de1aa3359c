// The page's cache of worker snapshots (DESIGN.md §2: the worker pushes, screens read): one entry
// per topic and params, written by the worker's pushes, read by useCachedSnapshot (a push renders
// in a transition). It was TanStack Query's cache until issue 24; nothing here fetched, retried or
// refetched (the worker owns all of that), so this store does the same job for 9 KiB less of the
// first screen.
import { createContext, createElement, useContext, type ReactNode } from 'react';
import { paramsKey } from '../../domain/paramsKey';

/** How long a snapshot stays after its last reader left: a screen opened again shows it at once. */
const KEEP_MS = 5 * 60_000;

export class SnapshotCache {
  private readonly entries = new Map<string, unknown>();
  private readonly listeners = new Map<string, Set<() => void>>();
  private readonly dropTimers = new Map<string, ReturnType<typeof setTimeout>>();

  get<T>(key: string): T | undefined {
    return this.entries.get(key) as T | undefined;
  }

  set(key: string, value: unknown): void {
    this.entries.set(key, value);
    this.notify(key);
  }

  private notify(key: string): void {
    this.listeners.get(key)?.forEach((listener) => listener());
  }

  /** Calls `listener` after each change of `key`; returns the unsubscribe. */
  subscribe(key: string, listener: () => void): () => void {
    const set = this.listeners.get(key) ?? new Set();
    this.listeners.set(key, set);
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(key);
    };
  }

  /** Keeps `key` (a reader came back before it was dropped). */
  keep(key: string): void {
    clearTimeout(this.dropTimers.get(key));
    this.dropTimers.delete(key);
  }

  /** Drops `key` after KEEP_MS unless kept meanwhile (its last reader left). */
  dropLater(key: string): void {
    this.keep(key);
    this.dropTimers.set(
      key,
      setTimeout(() => {
        this.dropTimers.delete(key);
        this.entries.delete(key);
      }, KEEP_MS),
    );
  }
}

/** The cache key of a topic and its params (their field order does not matter). */
export function snapshotKey(topic: string, params: unknown): string {
  return `${topic}:${paramsKey(params)}`;
}

const CacheContext = createContext<SnapshotCache | null>(null);

export function SnapshotCacheProvider({ cache, children }: { cache: SnapshotCache; children: ReactNode }) {
  return createElement(CacheContext.Provider, { value: cache }, children);
}

export function useSnapshotCache(): SnapshotCache {
  const cache = useContext(CacheContext);
  if (!cache) throw new Error('useSnapshotCache outside <SnapshotCacheProvider>');
  return cache;
}
