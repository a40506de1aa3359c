import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveMessage } from '../../domain/rules/sync/live';
import type { Bot, MiningPosition } from '../../domain/contracts/types';
import { systemClock } from '../clock';
import { MemoryMirror } from '../../db/mirror';
import { SnapshotHub } from '../sync/snapshotHub';
import type { FetchContext } from '../sync/topics';
import { LiveRouter } from './liveRouter';

const pos = (id: number, pnl = 0) => ({ token_id: id, bot_id: 3, pnl }) as unknown as MiningPosition;

function setup() {
  const data: Record<string, unknown> = {
    '/api/positions/open': { positions: [pos(1), pos(2)] },
    '/api/bots': [],
    '/api/notifications': { items: [], unread: 0 },
    '/api/notifications/unread': { unread: 0 },
  };
  const api = { get: async (path: string) => data[path] } as unknown as FetchContext['api'];
  const hub = new SnapshotHub({
    ctx: { api, market: null as never, miningAuth: async () => false, now: () => Date.now() },
    mirror: new MemoryMirror(),
    clock: systemClock,
    userId: () => 7,
    online: () => true,
  });
  const router = new LiveRouter({ hub, clock: systemClock });
  return { hub, router, data };
}

describe('live router', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('coalesces updates of one position and folds them into open positions', async () => {
    const { hub, router } = setup();
    const seen: MiningPosition[][] = [];
    hub.subscribe('openPositions', {}, (s) => {
      if (s.data) seen.push(s.data);
    });
    await vi.advanceTimersByTimeAsync(0);
    const listener = vi.fn();
    router.listen(listener);
    for (let i = 1; i <= 5; i += 1) router.receive({ type: 'position_update', bot_id: 3, position: pos(1, i), ts: i } as LiveMessage);
    router.receive({ type: 'position_update', bot_id: 3, position: pos(7, 1), ts: 6 } as LiveMessage);
    expect(listener).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(250);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(hub.current('openPositions', {})?.data?.map((p) => [p.token_id, p.pnl])).toEqual([
      [1, 5],
      [2, 0],
      [7, 1],
    ]);
    router.receive({ type: 'position_closed', bot_id: 3, position: pos(2), ts: 7 } as LiveMessage);
    router.receive({ type: 'position_update', bot_id: 3, position: pos(2, 9), ts: 8 } as LiveMessage);
    router.flush();
    expect(hub.current('openPositions', {})?.data?.map((p) => p.token_id)).toEqual([1, 7]);
    expect(listener).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'position_closed' }));
  });

  it('a burst of updates to many positions reaches the screen as one snapshot per window', async () => {
    const { hub, router } = setup();
    const pushes: number[] = [];
    hub.subscribe('openPositions', {}, (s) => {
      if (s.data) pushes.push(s.data.length);
    });
    await vi.advanceTimersByTimeAsync(0);
    const before = pushes.length;
    for (let i = 0; i < 1000; i += 1)
      router.receive({ type: 'position_update', bot_id: 3, position: pos(10 + (i % 50), i), ts: i } as LiveMessage);
    await vi.advanceTimersByTimeAsync(250);
    expect(pushes.length - before).toBe(1);
    expect(pushes[pushes.length - 1]).toBe(52);
  });

  it("hedge_position_update is logged and folded into the bot's hedge positions", async () => {
    const data: Record<string, unknown> = { '/api/hedge-bot/4/positions': [{ position_id: 1, bot_id: 4, status: 'active' }] };
    const api = { get: async (path: string) => data[path] } as unknown as FetchContext['api'];
    const hub = new SnapshotHub({
      ctx: { api, market: null as never, miningAuth: async () => false, now: () => Date.now() },
      mirror: new MemoryMirror(),
      clock: systemClock,
      userId: () => 7,
      online: () => true,
    });
    const router = new LiveRouter({ hub, clock: systemClock });
    hub.subscribe('hedgePositions', { botId: 4 }, () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    router.receive({ type: 'hedge_position_update', bot_id: 4, position: { position_id: 1, bot_id: 4, status: 'closed' } as never, ts: 1 });
    router.receive({ type: 'hedge_position_update', bot_id: 4, position: { position_id: 2, bot_id: 4, status: 'active' } as never, ts: 2 });
    router.flush();
    expect(info).toHaveBeenCalledTimes(2);
    expect(hub.current('hedgePositions', { botId: 4 })?.data?.map((p) => [p.position_id, p.status])).toEqual([
      [2, 'active'],
      [1, 'closed'],
    ]);
    info.mockRestore();
  });

  it('bot_status maps the status into the bot list; hedge_position_update is only logged', async () => {
    const { hub, router } = setup();
    hub.update(
      'bots',
      () => true,
      () => null,
    );
    hub.subscribe('bots', {}, () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    hub.update(
      'bots',
      () => true,
      () => [{ id: 3, status: 'running', enabled: true } as Bot],
    );
    router.receive({ type: 'bot_status', bot_id: 3, status: 'paused', running: false, ts: 1 });
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    router.receive({ type: 'hedge_position_update', bot_id: 3, position: { position_id: 5 } as never, ts: 2 });
    router.flush();
    expect(hub.current('bots', {})?.data?.[0]).toMatchObject({ status: 'stopped', enabled: false });
    expect(info).toHaveBeenCalledWith('hedge_position_update', 3, 5, undefined);
    info.mockRestore();
  });

  it('an alert is listed once however many sockets carry it, and the unread count is the server’s', async () => {
    const { hub, router, data } = setup();
    hub.subscribe('alerts', {}, () => undefined);
    hub.subscribe('alertsUnread', {}, () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    const listener = vi.fn();
    router.listen(listener);
    const alert = {
      id: 12,
      kind: 'daily_loss' as const,
      title: 'Крупный убыток за сутки',
      body: 'PnL',
      url: '/mining/statistics',
      tag: 'daily-loss',
      bot_id: null,
      position_id: null,
      created_at: '2026-03-01T10:00:00.000Z',
      read: false,
      quiet: false,
    };
    data['/api/notifications/unread'] = { unread: 1 };
    router.receive({ type: 'alert', bot_id: 3, alert, ts: 1 });
    router.receive({ type: 'alert', bot_id: 4, alert, ts: 1 });
    await vi.advanceTimersByTimeAsync(250);
    router.receive({ type: 'alert', bot_id: 5, alert, ts: 2 });
    await vi.advanceTimersByTimeAsync(250);
    expect(hub.current('alerts', {})?.data).toEqual({ items: [alert], unread: 1 });
    expect(hub.current('alertsUnread', {})?.data).toBe(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("log entries all reach the newest page of the bot's journal, each under the page's filter", async () => {
    const entry = (id: number, level = 'info', message = `запись ${id}`) => ({
      id,
      bot_id: 3,
      level,
      message,
      timestamp: '2026-03-01T10:00:00Z',
    });
    const data: Record<string, unknown> = {
      '/api/bots/3/logs?limit=100': [entry(2), entry(1)],
      '/api/bots/3/logs?limit=100&level=error': [],
      '/api/bots/3/logs?limit=100&offset=100': [entry(0)],
    };
    const api = { get: async (path: string) => data[path] } as unknown as FetchContext['api'];
    const hub = new SnapshotHub({
      ctx: { api, market: null as never, miningAuth: async () => false, now: () => Date.now() },
      mirror: new MemoryMirror(),
      clock: systemClock,
      userId: () => 7,
      online: () => true,
    });
    const router = new LiveRouter({ hub, clock: systemClock });
    for (const params of [{ botId: 3 }, { botId: 3, level: 'error' as const }, { botId: 3, offset: 100 }, { botId: 4 }])
      hub.subscribe('botLogs', params, () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    // three entries in one window: none is merged away, one comes twice
    router.receive({ type: 'log', bot_id: 3, entry: entry(3), ts: 1 });
    router.receive({ type: 'log', bot_id: 3, entry: entry(4, 'error', 'Сбой'), ts: 2 });
    router.receive({ type: 'log', bot_id: 3, entry: entry(4, 'error', 'Сбой'), ts: 2 });
    router.receive({ type: 'log', bot_id: 3, entry: entry(2), ts: 3 });
    await vi.advanceTimersByTimeAsync(250);
    expect(hub.current('botLogs', { botId: 3 })?.data?.map((e) => e.id)).toEqual([4, 3, 2, 1]);
    expect(hub.current('botLogs', { botId: 3, level: 'error' })?.data?.map((e) => e.id)).toEqual([4]);
    expect(hub.current('botLogs', { botId: 3, offset: 100 })?.data?.map((e) => e.id)).toEqual([0]);
    expect(hub.current('botLogs', { botId: 4 })?.data).toEqual([]);
  });
});
