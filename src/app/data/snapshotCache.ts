// The page's cache of worker snapshots (docs/architecture.md#the-worker-boundary: the worker pushes, screens read): one entry
// per topic and params, written by the worker's pushes, read by useCachedSnapshot (a push renders
// in a transition). It replaced TanStack Query's cache, through which nothing was fetched, retried
// or refetched (the worker owns all of that), for a lighter first screen (docs/decisions/0059).
import { createContext, createElement, useContext, type ReactNode } from 'react';
import { paramsKey } from '../../domain/paramsKey';

/** How long a snapshot stays after its last reader left: a screen opened again shows it at once. */
const KEEP_MS = 5 * 60_000;

/** A subscription's first word before it has read anything: says nothing a seeded snapshot does not. */
const isEmptyLoading = (value: unknown): boolean => {
  const v = value as { data?: unknown; status?: unknown } | null;
  return !!v && (v.data === null || v.data === undefined) && v.status === 'loading';
};

export class SnapshotCache {
  private readonly entries = new Map<string, unknown>();
  private readonly listeners = new Map<string, Set<() => void>>();
  private readonly dropTimers = new Map<string, ReturnType<typeof setTimeout>>();
  /**
   * Keys holding a last frame's seed (lastFrame/frameSeed.ts) that no worker push has replaced yet,
   * and whether the subscription's empty first word was passed over already (a second is news).
   */
  private readonly seeded = new Map<string, boolean>();

  get<T>(key: string): T | undefined {
    return this.entries.get(key) as T | undefined;
  }

  set(key: string, value: unknown): void {
    const firstWordSeen = this.seeded.get(key);
    if (firstWordSeen === false && isEmptyLoading(value)) {
      this.seeded.set(key, true);
      return;
    }
    this.seeded.delete(key);
    this.entries.set(key, value);
    this.notify(key);
  }

  /** Snapshots from a last frame's seed, until the worker's own pushes replace them. */
  seed(values: ReadonlyArray<readonly [key: string, value: unknown]>): void {
    for (const [key, value] of values) {
      this.entries.set(key, value);
      this.seeded.set(key, false);
    }
  }

  /** The seed was not this session's (signed out since, another user): its snapshots go. */
  unseed(): void {
    const keys = [...this.seeded.keys()];
    this.seeded.clear();
    for (const key of keys) {
      this.entries.delete(key);
      this.notify(key);
    }
  }

  /** The snapshots screens are reading now: what a last frame is drawn from. */
  readNow(): Array<[key: string, value: unknown]> {
    return [...this.listeners.keys()].flatMap((key) => (this.entries.has(key) ? [[key, this.entries.get(key)] as [string, unknown]] : []));
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
