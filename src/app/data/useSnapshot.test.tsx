import { useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { PositionsStatistics } from '../../domain/contracts/types';
import type { Snapshot, WorkerApi } from '../../worker/api';
import { setWorkerApiForTests } from '../worker/client';
import { createQueryClient } from './queryClient';
import { snapshotQuery } from './snapshotQuery';
import { prefetchSnapshot, SUBSCRIPTION_LINGER_MS } from './subscriptions';
import { useCommand } from './useCommand';
import { useSnapshot, useSnapshotData, useSnapshotsOwnedBy } from './useSnapshot';

function wrapper(client: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

const cached = (client: QueryClient, topic: 'positionsStatistics', params: { botId: number }) =>
  client.getQueryData(snapshotQuery(topic, params).queryKey);

function fakeApi() {
  const pushers = new Map<string, (s: Snapshot<unknown>) => void>();
  const unsubscribed: string[] = [];
  const api = {
    subscribe: vi.fn(async (topic: string, params: unknown, cb: (s: Snapshot<unknown>) => void) => {
      const key = `${topic}:${JSON.stringify(params)}`;
      pushers.set(key, cb);
      return () => {
        unsubscribed.push(key);
        pushers.delete(key);
      };
    }),
    command: vi.fn(async (name: string, payload: { id?: number }) => {
      if (name === 'bot.stop' && payload.id === 13) throw { detail: 'Нет соединения с сервером: действие не выполнено', status: 0 };
      return true;
    }),
  };
  setWorkerApiForTests(api as unknown as WorkerApi);
  return { api, pushers, unsubscribed };
}

afterEach(() => {
  setWorkerApiForTests(null);
  vi.useRealTimers();
});

/** Leaves with `leave`, then lets the subscriptions' linger pass. */
function leaveAndLinger(leave: () => void): void {
  vi.useFakeTimers();
  leave();
  vi.advanceTimersByTime(SUBSCRIPTION_LINGER_MS);
  vi.useRealTimers();
}

describe('useSnapshot', () => {
  it('starts loading, shows worker pushes, refreshes through the worker and unsubscribes on unmount', async () => {
    const { api, pushers, unsubscribed } = fakeApi();
    const client = createQueryClient();
    const { result, unmount } = renderHook(() => useSnapshot('positionsStatistics', { botId: 3 }), { wrapper: wrapper(client) });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(pushers.size).toBe(1));
    const key = 'positionsStatistics:{"botId":3}';
    act(() => pushers.get(key)!({ data: { total_positions: 4 }, status: 'stale', updatedAt: 100 }));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'stale', updatedAt: 100, data: { total_positions: 4 } }));
    expect(cached(client, 'positionsStatistics', { botId: 3 })).toMatchObject({ status: 'stale' });
    act(() => pushers.get(key)!({ data: { total_positions: 5 }, status: 'live', updatedAt: 200 }));
    await waitFor(() => expect(result.current.data).toEqual({ total_positions: 5 }));
    act(() => result.current.refresh());
    expect(api.command).toHaveBeenCalledWith('refresh', { topic: 'positionsStatistics', params: { botId: 3 } });
    leaveAndLinger(unmount);
    expect(unsubscribed).toEqual([key]);
  });

  it('the same params in another order are the same subscription key; disabled does not subscribe', async () => {
    const { api } = fakeApi();
    const client = createQueryClient();
    const q1 = { status: 'all', period: 'all', limit: 25, offset: 0, sort: 'close_time_desc' } as const;
    const q2 = { sort: 'close_time_desc', offset: 0, limit: 25, period: 'all', status: 'all' } as const;
    const { rerender } = renderHook(({ q, on }) => useSnapshot('history', q, { enabled: on }), {
      wrapper: wrapper(client),
      initialProps: { q: q1, on: false },
    });
    expect(api.subscribe).not.toHaveBeenCalled();
    rerender({ q: q1, on: true });
    await waitFor(() => expect(api.subscribe).toHaveBeenCalledTimes(1));
    rerender({ q: q2, on: true });
    await new Promise((r) => setTimeout(r, 10));
    expect(api.subscribe).toHaveBeenCalledTimes(1);
  });

  it('readers of one key share one worker subscription, closed when the last of them leaves', async () => {
    const { api, pushers, unsubscribed } = fakeApi();
    const client = createQueryClient();
    const header = renderHook(() => useSnapshot('systemStatistics', {}), { wrapper: wrapper(client) });
    const dashboard = renderHook(() => useSnapshot('systemStatistics', {}), { wrapper: wrapper(client) });
    const other = renderHook(() => useSnapshot('positionsStatistics', { botId: 3 }), { wrapper: wrapper(client) });
    await waitFor(() => expect(pushers.size).toBe(2));
    expect(api.subscribe.mock.calls.map((c) => c[0])).toEqual(['systemStatistics', 'positionsStatistics']);
    // one push reaches every reader
    act(() => pushers.get('systemStatistics:{}')!({ data: { active_positions: 7 }, status: 'live', updatedAt: 1 }));
    await waitFor(() => expect(header.result.current.data).toEqual({ active_positions: 7 }));
    expect(dashboard.result.current.data).toEqual({ active_positions: 7 });
    leaveAndLinger(() => header.unmount());
    expect(unsubscribed).toEqual([]);
    leaveAndLinger(() => dashboard.unmount());
    expect(unsubscribed).toEqual(['systemStatistics:{}']);
    // a reader arriving later opens a new one
    const again = renderHook(() => useSnapshot('systemStatistics', {}), { wrapper: wrapper(client) });
    await waitFor(() => expect(api.subscribe).toHaveBeenCalledTimes(3));
    leaveAndLinger(() => {
      again.unmount();
      other.unmount();
    });
    expect(unsubscribed).toEqual(['systemStatistics:{}', 'systemStatistics:{}', 'positionsStatistics:{"botId":3}']);
  });
});

describe('useSnapshotData', () => {
  const snap = (n: number) => ({ data: { total_positions: n } as PositionsStatistics, status: 'live' as const, updatedAt: n });
  const key = (botId: number) => snapshotQuery('positionsStatistics', { botId }).queryKey;

  it('a push renders in the background: an urgent update (a press) in the same moment renders without it, and the push follows', async () => {
    const cache = createQueryClient();
    cache.setQueryData(key(3), snap(1));
    const seen: Array<[press: number, total: number | undefined]> = [];
    let press: (n: number) => void = () => undefined;
    renderHook(
      () => {
        const [pressed, setPressed] = useState(0);
        press = setPressed;
        const total = useSnapshotData('positionsStatistics', { botId: 3 }, (s) => s.data?.total_positions);
        seen.push([pressed, total]);
        return total;
      },
      { wrapper: wrapper(cache) },
    );
    await act(async () => undefined);
    expect(seen.at(-1)).toEqual([0, 1]);
    act(() => {
      cache.setQueryData(key(3), snap(2));
      flushSync(() => press(1));
      expect(seen.at(-1)).toEqual([1, 1]);
    });
    await waitFor(() => expect(seen.at(-1)).toEqual([1, 2]));
  });

  it('reads the cache at once on mount and when its key changes', () => {
    const cache = createQueryClient();
    cache.setQueryData(key(3), snap(3));
    cache.setQueryData(key(4), snap(4));
    const { result, rerender } = renderHook(
      ({ botId }) => useSnapshotData('positionsStatistics', { botId }, (s) => s.data?.total_positions),
      { wrapper: wrapper(cache), initialProps: { botId: 3 } },
    );
    expect(result.current).toBe(3);
    rerender({ botId: 4 });
    expect(result.current).toBe(4);
  });
});

describe('the cache between subscriptions', () => {
  it("a new subscription's empty first word leaves the data shown; the worker's next word replaces it", async () => {
    const { pushers } = fakeApi();
    const client = createQueryClient();
    client.setQueryData(snapshotQuery('openPositions', {}).queryKey, { data: [], status: 'stale', updatedAt: 5 });
    const page = renderHook(() => useSnapshot('openPositions', {}), { wrapper: wrapper(client) });
    await waitFor(() => expect(pushers.size).toBe(1));
    act(() => pushers.get('openPositions:{}')!({ data: null, status: 'loading', updatedAt: null }));
    expect(page.result.current).toMatchObject({ status: 'stale', updatedAt: 5 });
    // a second empty word is news (the worker's reset), taken as it comes
    act(() => pushers.get('openPositions:{}')!({ data: null, status: 'loading', updatedAt: null }));
    await waitFor(() => expect(page.result.current).toMatchObject({ data: null, status: 'loading' }));
    page.unmount();
  });

  it('drops the snapshots nobody reads when another user signs in, and keeps the ones on screen', () => {
    const client = createQueryClient();
    const read = snapshotQuery('openPositions', {}).queryKey;
    const unread = snapshotQuery('bots', {}).queryKey;
    client.setQueryData(read, { data: [], status: 'live', updatedAt: 1 });
    client.setQueryData(unread, { data: [], status: 'live', updatedAt: 1 });
    const { rerender } = renderHook(
      ({ userId }) => {
        useSnapshotData('openPositions', {}, (s) => s.status);
        useSnapshotsOwnedBy(userId);
      },
      { wrapper: wrapper(client), initialProps: { userId: null as number | null } },
    );
    // the session restored at a start: what was asked for meanwhile stays
    rerender({ userId: 7 });
    expect(client.getQueryData(unread)).toBeDefined();
    rerender({ userId: 8 });
    expect(client.getQueryData(unread)).toBeUndefined();
    expect(client.getQueryData(read)).toBeDefined();
  });
});

describe('prefetchSnapshot', () => {
  it("asks for a page's data before the page reads it; the page joins that subscription, which ends a linger after both left", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, pushers, unsubscribed } = fakeApi();
    const cache = createQueryClient();
    prefetchSnapshot(cache, 'openPositions', {});
    await vi.waitFor(() => expect(pushers.size).toBe(1));
    act(() => pushers.get('openPositions:{}')!({ data: [], status: 'stale', updatedAt: 5 }));
    const page = renderHook(() => useSnapshot('openPositions', {}), { wrapper: wrapper(cache) });
    expect(page.result.current).toMatchObject({ status: 'stale', updatedAt: 5 });
    expect(api.subscribe).toHaveBeenCalledTimes(1);
    page.unmount();
    expect(unsubscribed).toEqual([]);
    vi.advanceTimersByTime(10_000);
    expect(unsubscribed).toEqual([]);
    vi.advanceTimersByTime(SUBSCRIPTION_LINGER_MS);
    expect(unsubscribed).toEqual(['openPositions:{}']);
    vi.useRealTimers();
  });
});

describe('useCommand', () => {
  it('runs the command, tracks pending, and keeps the {detail, status} error', async () => {
    fakeApi();
    const client = createQueryClient();
    const { result } = renderHook(() => useCommand('bot.stop'), { wrapper: wrapper(client) });
    let ok: boolean | undefined;
    await act(async () => {
      ok = await result.current.mutateAsync({ id: 1 });
    });
    expect(ok).toBe(true);
    expect(result.current.isPending).toBe(false);
    await act(async () => {
      await expect(result.current.mutateAsync({ id: 13 })).rejects.toEqual({
        detail: 'Нет соединения с сервером: действие не выполнено',
        status: 0,
      });
    });
    await waitFor(() => expect(result.current.error).toEqual({ detail: 'Нет соединения с сервером: действие не выполнено', status: 0 }));
    act(() => result.current.reset());
    await waitFor(() => expect(result.current.error).toBeNull());
  });

  it('a reader back within the linger finds the subscription open; it closes a linger after the last leaves', async () => {
    const { api, pushers, unsubscribed } = fakeApi();
    const client = createQueryClient();
    const first = renderHook(() => useSnapshot('openPositions', {}), { wrapper: wrapper(client) });
    await waitFor(() => expect(pushers.size).toBe(1));
    vi.useFakeTimers();
    first.unmount();
    vi.advanceTimersByTime(SUBSCRIPTION_LINGER_MS - 1);
    expect(unsubscribed).toEqual([]);
    act(() => pushers.get('openPositions:{}')!({ data: [], status: 'live', updatedAt: 5 }));
    const back = renderHook(() => useSnapshot('openPositions', {}), { wrapper: wrapper(client) });
    expect(back.result.current).toMatchObject({ status: 'live', updatedAt: 5, data: [] });
    expect(api.subscribe).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SUBSCRIPTION_LINGER_MS);
    expect(unsubscribed).toEqual([]);
    leaveAndLinger(() => back.unmount());
    expect(unsubscribed).toEqual(['openPositions:{}']);
  });
});
