// The one way screens read server data: a query over the worker's snapshots of a topic
// (./snapshotQuery.ts), subscribed in the worker while some component reads it (./subscriptions.ts).
import { useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Snapshot, TopicData, TopicName, TopicParams } from '../../worker/api';
import { snapshotKey, snapshotQuery } from './snapshotQuery';
import { joinSubscription } from './subscriptions';

export type SnapshotResult<T> = Snapshot<T> & { refresh(): void };

/**
 * A push renders in the background (useDeferredValue): under a flood of live updates a press
 * that comes meanwhile renders first instead of waiting behind the push's render. Another key
 * (new filters) shows its own value at once.
 */
function useDeferredPush<T>(hash: string, value: T): T {
  const current = useMemo(() => ({ hash, value }), [hash, value]);
  const deferred = useDeferredValue(current);
  return deferred.hash === hash ? deferred.value : value;
}

/** A topic's snapshot, subscribed in the worker while mounted (unless `enabled` is false). */
export function useSnapshot<K extends TopicName>(
  topic: K,
  params: TopicParams<K>,
  options?: { enabled?: boolean },
): SnapshotResult<TopicData<K>> {
  const client = useQueryClient();
  const enabled = options?.enabled ?? true;
  const query = snapshotQuery(topic, params);
  const { data, refetch } = useQuery(query);
  // The params as the key has them: a new object with the same fields does not resubscribe.
  const hash = hashKey(query.queryKey);
  const keyed = useMemo(() => (JSON.parse(hash) as ReturnType<typeof snapshotKey<K>>)[2], [hash]);
  useEffect(() => (enabled ? joinSubscription(client, topic, keyed) : undefined), [enabled, client, topic, keyed]);
  const snapshot = useDeferredPush(hash, data);
  return useMemo(() => ({ ...snapshot, refresh: () => void refetch() }), [snapshot, refetch]);
}

/**
 * A topic's data as the cache holds it, without subscribing in the worker (another component does),
 * narrowed by `select` so that a reader re-renders only when the part it shows changed.
 */
export function useSnapshotData<K extends TopicName, R>(
  topic: K,
  params: TopicParams<K>,
  select: (snapshot: Snapshot<TopicData<K>>) => R,
): R {
  const options = snapshotQuery(topic, params);
  const query = useQuery({ ...options, select });
  return useDeferredPush(hashKey(options.queryKey), query.data);
}

/**
 * Snapshots belong to the user they were read for: when that user signs out or another signs in,
 * those nobody reads now leave the cache, so no screen opened later shows the previous user's data
 * for a moment. Those read now are reset by the worker itself. The session restored at a start
 * (no user yet, then the user) keeps what was asked for meanwhile.
 */
export function useSnapshotsOwnedBy(userId: number | null): void {
  const client = useQueryClient();
  const owner = useRef(userId);
  useEffect(() => {
    const previous = owner.current;
    owner.current = userId;
    if (previous !== null && previous !== userId) client.removeQueries({ queryKey: ['snapshot'], type: 'inactive' });
  }, [client, userId]);
}
