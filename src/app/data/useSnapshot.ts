// The one way screens read data: a worker subscription whose pushes land in the page's snapshot
// cache (snapshotCache.ts, docs/architecture.md#the-worker-boundary). The Comlink proxies are released on unmount.
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import * as Comlink from 'comlink';
import type { Snapshot, TopicData, TopicName, TopicParams } from '../../worker/api';
import { toApiError } from '../../domain/httpError';
import { paramsKey } from '../../domain/paramsKey';
import { releaseRemote, workerApi } from '../worker/client';
import { snapshotKey, useSnapshotCache, type SnapshotCache } from './snapshotCache';

export type SnapshotResult<T> = Snapshot<T> & { refresh(): void };

const LOADING: Snapshot<never> = Object.freeze({ data: null, status: 'loading', updatedAt: null }) as Snapshot<never>;

// One worker subscription per key, however many mounted components read it (the header and the
// dashboard both show system statistics): each push is then cloned to the page, written to the
// cache and rendered once, not once per reader.
interface SharedSubscription {
  readers: number;
  close(): void;
  /** The pending close after the last reader left, if any. */
  linger?: ReturnType<typeof setTimeout>;
}
const sharedByCache = new WeakMap<SnapshotCache, Map<string, SharedSubscription>>();

/**
 * How long a subscription outlives its last reader. A tab switch away and back (issue 24) then
 * finds its data live in the cache, and unmounting a page of cards does not post one release
 * message per card to the worker within the click that left it.
 */
export const SUBSCRIPTION_LINGER_MS = 10_000;

/** Joins (or opens) the worker subscription of `key`; the returned function leaves it. */
function shareSubscription<K extends TopicName>(cache: SnapshotCache, topic: K, params: TopicParams<K>, key: string): () => void {
  const shared = sharedByCache.get(cache) ?? new Map<string, SharedSubscription>();
  sharedByCache.set(cache, shared);
  const entry = shared.get(key) ?? { readers: 0, close: openSubscription(cache, topic, params, key) };
  shared.set(key, entry);
  clearTimeout(entry.linger);
  entry.linger = undefined;
  entry.readers += 1;
  cache.keep(key);
  let left = false;
  return () => {
    if (left) return;
    left = true;
    entry.readers -= 1;
    if (entry.readers > 0) return;
    entry.linger = setTimeout(() => {
      shared.delete(key);
      entry.close();
      cache.dropLater(key);
    }, SUBSCRIPTION_LINGER_MS);
  };
}

/** Subscribes in the worker; its pushes land in the cache. Returns the unsubscribe. */
function openSubscription<K extends TopicName>(cache: SnapshotCache, topic: K, params: TopicParams<K>, key: string): () => void {
  let closed = false;
  let unsubscribe: (() => unknown) | null = null;
  const push = (snapshot: Snapshot<TopicData<K>>) => {
    if (!closed) cache.set(key, snapshot);
  };
  const callback = Comlink.proxy(push);
  workerApi()
    .subscribe(topic, params, callback as never)
    .then((remoteUnsubscribe) => {
      const stop = remoteUnsubscribe as unknown as () => unknown;
      if (closed) {
        void Promise.resolve(stop()).finally(() => releaseRemote(stop));
      } else {
        unsubscribe = stop;
      }
    })
    .catch((error: unknown) => {
      if (closed) return;
      const previous = cache.get<Snapshot<TopicData<K>>>(key);
      cache.set(key, { ...(previous ?? LOADING), status: 'error', error: toApiError(error) });
    });
  return () => {
    closed = true;
    const stop = unsubscribe;
    unsubscribe = null;
    if (stop)
      void Promise.resolve(stop())
        .catch(() => undefined)
        .finally(() => releaseRemote(stop));
  };
}

/** How long a subscription opened ahead of its screen waits for that screen to join it. */
const PREFETCH_HOLD_MS = 10_000;

/**
 * Opens a topic's worker subscription before any screen reads it: a route that matched asks for
 * its page's data while the page's chunk still loads, and the page, mounting, joins the same
 * subscription with the mirror's answer already in the cache (issue 24).
 */
export function prefetchSnapshot<K extends TopicName>(cache: SnapshotCache, topic: K, params: TopicParams<K>): void {
  const key = snapshotKey(topic, params);
  const leave = shareSubscription(cache, topic, JSON.parse(paramsKey(params)) as TopicParams<K>, key);
  setTimeout(leave, PREFETCH_HOLD_MS);
}

/**
 * A topic's snapshot as the cache holds it (null before the first push), without subscribing.
 *
 * Read at once on mount and when the key changes; a push afterwards renders in a transition. Under
 * a flood of live updates (issue 24) a push through useSyncExternalStore was a synchronous render
 * and commit of every reader, each one a task a press could not interrupt and, with the list's own
 * deferred render after it, two commits and two frames a push. Now a press cuts into a push's render,
 * and every reader of one push (the header, the page, its cards) renders and commits together.
 */
export function useCachedSnapshot<K extends TopicName>(topic: K, params: TopicParams<K>): Snapshot<TopicData<K>> | null {
  const cache = useSnapshotCache();
  const key = snapshotKey(topic, params);
  const read = () => ({ key, value: cache.get<Snapshot<TopicData<K>>>(key) ?? null });
  const [held, setHeld] = useState(read);
  // Another key shows what the cache holds for it in this very render.
  const current = held.key === key ? held : read();
  if (current !== held) setHeld(current);
  useEffect(() => {
    const update = () => {
      const value = cache.get<Snapshot<TopicData<K>>>(key) ?? null;
      startTransition(() => setHeld((h) => (h.key === key && h.value === value ? h : { key, value })));
    };
    update(); // a push that landed between the render and this subscription
    return cache.subscribe(key, update);
  }, [cache, key]);
  return current.value;
}

export function useSnapshot<K extends TopicName>(
  topic: K,
  params: TopicParams<K>,
  options?: { enabled?: boolean },
): SnapshotResult<TopicData<K>> {
  const cache = useSnapshotCache();
  const enabled = options?.enabled ?? true;
  const key = snapshotKey(topic, params);
  const snapshot = useCachedSnapshot(topic, params) ?? LOADING;
  // The params as the key has them: a new object with the same fields does not resubscribe.
  const fields = paramsKey(params);
  const stableParams = useMemo(() => JSON.parse(fields) as TopicParams<K>, [fields]);

  useEffect(() => (enabled ? shareSubscription(cache, topic, stableParams, key) : undefined), [enabled, cache, topic, stableParams, key]);

  const refresh = useCallback(() => {
    void Promise.resolve(workerApi().command('refresh', { topic, params: stableParams })).catch(() => undefined);
  }, [topic, stableParams]);

  return useMemo(() => ({ ...snapshot, refresh }), [snapshot, refresh]);
}
