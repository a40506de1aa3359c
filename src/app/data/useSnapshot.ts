// The one way screens read data: a worker subscription whose pushes land in TanStack Query's cache
// (DESIGN.md §2). The query key is [topic, params]; the Comlink proxies are released on unmount.
import { useCallback, useEffect, useMemo } from 'react';
import { hashKey, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import * as Comlink from 'comlink';
import type { Snapshot, TopicData, TopicName, TopicParams } from '../../worker/api';
import { toApiError } from '../../domain/httpError';
import { releaseRemote, workerApi } from '../worker/client';
import { paramsKey } from '../../domain/paramsKey';

export type SnapshotResult<T> = Snapshot<T> & { refresh(): void };

const LOADING: Snapshot<never> = Object.freeze({ data: null, status: 'loading', updatedAt: null }) as Snapshot<never>;

export function snapshotQueryKey<K extends TopicName>(topic: K, params: TopicParams<K>): readonly [K, TopicParams<K>] {
  return [topic, JSON.parse(paramsKey(params)) as TopicParams<K>] as const;
}

// One worker subscription per query key, however many mounted components read it (the header and
// the dashboard both show system statistics): each push is then cloned to the page, written to the
// cache and rendered once, not once per reader.
interface SharedSubscription {
  readers: number;
  close(): void;
  /** The pending close after the last reader left, if any. */
  linger?: ReturnType<typeof setTimeout>;
}
const sharedByClient = new WeakMap<QueryClient, Map<string, SharedSubscription>>();

/**
 * How long a subscription outlives its last reader. A tab switch away and back (issue 24) then
 * finds its data live in the cache, and unmounting a page of cards does not post one release
 * message per card to the worker within the click that left it.
 */
export const SUBSCRIPTION_LINGER_MS = 10_000;

/** Joins (or opens) the worker subscription of `queryKey`; the returned function leaves it. */
function shareSubscription<K extends TopicName>(queryClient: QueryClient, topic: K, queryKey: readonly [K, TopicParams<K>]): () => void {
  const shared = sharedByClient.get(queryClient) ?? new Map<string, SharedSubscription>();
  sharedByClient.set(queryClient, shared);
  const hash = hashKey(queryKey);
  const entry = shared.get(hash) ?? { readers: 0, close: openSubscription(queryClient, topic, queryKey) };
  shared.set(hash, entry);
  clearTimeout(entry.linger);
  entry.linger = undefined;
  entry.readers += 1;
  let left = false;
  return () => {
    if (left) return;
    left = true;
    entry.readers -= 1;
    if (entry.readers > 0) return;
    entry.linger = setTimeout(() => {
      shared.delete(hash);
      entry.close();
    }, SUBSCRIPTION_LINGER_MS);
  };
}

/** Subscribes in the worker; its pushes land in the query cache. Returns the unsubscribe. */
function openSubscription<K extends TopicName>(queryClient: QueryClient, topic: K, queryKey: readonly [K, TopicParams<K>]): () => void {
  let closed = false;
  let unsubscribe: (() => unknown) | null = null;
  const push = (snapshot: Snapshot<TopicData<K>>) => {
    if (!closed) queryClient.setQueryData(queryKey, snapshot);
  };
  const callback = Comlink.proxy(push);
  workerApi()
    .subscribe(topic, queryKey[1], callback as never)
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
      const previous = queryClient.getQueryData<Snapshot<TopicData<K>>>(queryKey);
      queryClient.setQueryData(queryKey, { ...(previous ?? LOADING), status: 'error', error: toApiError(error) });
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

export function useSnapshot<K extends TopicName>(
  topic: K,
  params: TopicParams<K>,
  options?: { enabled?: boolean },
): SnapshotResult<TopicData<K>> {
  const queryClient = useQueryClient();
  const enabled = options?.enabled ?? true;
  const key = paramsKey(params);
  const queryKey = useMemo(() => [topic, JSON.parse(key) as TopicParams<K>] as const, [topic, key]);

  const query = useQuery<Snapshot<TopicData<K>>>({
    queryKey,
    // Nothing is fetched here: the worker pushes. The function only answers what the cache holds.
    queryFn: () => queryClient.getQueryData<Snapshot<TopicData<K>>>(queryKey) ?? LOADING,
    initialData: LOADING,
    staleTime: Infinity,
    enabled,
  });

  useEffect(() => (enabled ? shareSubscription(queryClient, topic, queryKey) : undefined), [enabled, queryClient, queryKey, topic]);

  const refresh = useCallback(() => {
    void Promise.resolve(workerApi().command('refresh', { topic, params: queryKey[1] })).catch(() => undefined);
  }, [topic, queryKey]);

  return useMemo(() => ({ ...(query.data ?? LOADING), refresh }), [query.data, refresh]);
}
