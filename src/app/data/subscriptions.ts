// The worker's snapshot subscriptions, feeding the query cache (docs/architecture.md): one per
// query key however many components read it (the header and the dashboard both show the system
// statistics), each push written with setQueryData. The Comlink proxies are released when it ends.
import * as Comlink from 'comlink';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { toApiError } from '../../domain/rules/sync/httpError';
import type { Snapshot, TopicData, TopicName, TopicParams } from '../../worker/api';
import { releaseRemote, workerApi } from '../worker/client';
import { LOADING, snapshotQuery } from './snapshotQuery';

interface SharedSubscription {
  readers: number;
  close(): void;
  /** The pending close after the last reader left, if any. */
  linger?: ReturnType<typeof setTimeout>;
}
const sharedByClient = new WeakMap<QueryClient, Map<string, SharedSubscription>>();

/**
 * How long a subscription outlives its last reader: a tab switch away and back finds its data
 * live, and leaving a page of cards does not post one release message per card to the worker
 * within the click that left it.
 */
export const SUBSCRIPTION_LINGER_MS = 10_000;

/** How long a subscription opened ahead of its screen waits for that screen to join it. */
const PREFETCH_HOLD_MS = 10_000;

/** A subscription's first word before the worker has read anything: it says nothing new. */
const saysNothing = (s: Snapshot<unknown>) => s.status === 'loading' && (s.data === null || s.data === undefined);

/** Joins (or opens) the worker subscription of a topic and params; the returned function leaves it. */
export function joinSubscription<K extends TopicName>(client: QueryClient, topic: K, params: TopicParams<K>): () => void {
  const hash = hashKey(snapshotQuery(topic, params).queryKey);
  const shared = sharedByClient.get(client) ?? new Map<string, SharedSubscription>();
  sharedByClient.set(client, shared);
  const entry = shared.get(hash) ?? { readers: 0, close: openSubscription(client, topic, params) };
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

/**
 * Opens a topic's subscription before any screen reads it: a route that matched asks for its
 * page's data while the page's code still loads, and the page joins the same subscription.
 */
export function prefetchSnapshot<K extends TopicName>(client: QueryClient, topic: K, params: TopicParams<K>): void {
  setTimeout(joinSubscription(client, topic, params), PREFETCH_HOLD_MS);
}

/** Subscribes in the worker; its pushes land in the query cache. Returns the unsubscribe. */
function openSubscription<K extends TopicName>(client: QueryClient, topic: K, params: TopicParams<K>): () => void {
  const { queryKey } = snapshotQuery(topic, params);
  let closed = false;
  let heard = false;
  let unsubscribe: (() => unknown) | null = null;
  const push = (snapshot: Snapshot<TopicData<K>>) => {
    if (closed) return;
    const first = !heard;
    heard = true;
    // A new subscription's empty first word does not blank what the cache still shows (a screen
    // opened again, a last frame's snapshot): the worker's own answer follows at once.
    if (first && saysNothing(snapshot) && client.getQueryData(queryKey)?.data != null) return;
    client.setQueryData(queryKey, snapshot);
  };
  workerApi()
    .subscribe(topic, params, Comlink.proxy(push))
    .then((stop) => {
      if (closed) void Promise.resolve(stop()).finally(() => releaseRemote(stop));
      else unsubscribe = stop;
    })
    .catch((error: unknown) => {
      if (closed) return;
      const previous = client.getQueryData(queryKey) ?? LOADING;
      client.setQueryData(queryKey, { ...previous, status: 'error', error: toApiError(error) });
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
