// A worker snapshot as a query: its key, and the options every reader shares. The data is the
// snapshot itself ({ data, status, updatedAt, error? }, DESIGN of src/worker/api.ts), so a screen
// tells live from stale, offline or failed data by the status the worker gave it.
import { queryOptions } from '@tanstack/react-query';
import type { Snapshot, TopicData, TopicName, TopicParams } from '../../worker/api';
import { workerApi } from '../worker/client';

export const LOADING: Snapshot<never> = Object.freeze({ data: null, status: 'loading', updatedAt: null });

/** The query key of a topic and its params (the cache hashes objects whatever their field order). */
export const snapshotKey = <K extends TopicName>(topic: K, params: TopicParams<K>) => ['snapshot', topic, params] as const;

/** Every snapshot query: the key with its data type, and what a refetch does. */
export function snapshotQuery<K extends TopicName>(topic: K, params: TopicParams<K>) {
  return queryOptions({
    queryKey: snapshotKey(topic, params),
    // Until the worker's first push, the snapshot says 'loading'. Fresh for ever (staleTime): the
    // worker pushes every change, so nothing here refetches by itself.
    initialData: LOADING as Snapshot<TopicData<K>>,
    staleTime: Infinity,
    // A refetch (the 'Обновить' button) asks the worker to refresh the topic; its answer comes as a
    // push like any other, so this only hands back what the cache holds by then.
    queryFn: async ({ client, queryKey }): Promise<Snapshot<TopicData<K>>> => {
      await workerApi()
        .command('refresh', { topic, params })
        .catch(() => undefined);
      return client.getQueryData<Snapshot<TopicData<K>>>(queryKey) ?? LOADING;
    },
  });
}
