import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Snapshot } from '../api';
import { systemClock } from '../clock';
import { MemoryMirror } from '../../db/mirror';
import { SnapshotHub } from './snapshotHub';
import type { FetchContext, TopicDef } from './topics';
import type { TopicName } from '../api';
import { TOPICS, refreshPeriod } from './topics';
import { ApiClient } from '../http/apiClient';
import { HttpClient } from '../http/httpClient';
import { TokenManager } from '../session/tokenManager';
import { MemoryAuthStore } from '../../db/authStore';
import { fakeFetch, type FakeHandler } from '../testing/fakeFetch';
import { MarketClient } from '../market/marketClient';

const serverBot = (id: number, name: string, network = 'arbitrum') => ({
  bot_id: id,
  name,
  status: 'running',
  running: true,
  network,
  symbol: 'ETH/USDT',
  wallet_address: '0xabc',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  strategy: null,
  strategy_details: {
    strategy_type: 'liquidity_mining',
    name: 's',
    stop_loss_percent: 20,
    max_position_size: 0.3,
    confidence_threshold: 0,
    growth_threshold: 0,
    fall_threshold: 0,
    max_positions: 1,
    rebalance_threshold: 0,
  },
  total_pnl: 12.5,
  daily_pnl: 1,
  mtd_pnl: 3,
  win_rate: 50,
  total_trades: 4,
  avg_trade_size: 100,
  sharpe: 1.2,
  last_active: null,
});

function setup(routes: Record<string, FakeHandler>, opts: { userId?: number; online?: boolean } = {}) {
  const f = fakeFetch(routes);
  const http = new HttpClient({ fetch: f.fetch, baseUrl: 'http://test', clock: systemClock });
  const tokens = new TokenManager({ http, store: new MemoryAuthStore(), clock: systemClock, persist: async () => undefined });
  tokens.set({ accessToken: 'A', refreshToken: 'R', tokenExpiresAt: Date.now() + 3_600_000 });
  const api = new ApiClient({ http, tokens, clock: systemClock, onAuthLost: () => undefined });
  const ctx: FetchContext = {
    api,
    market: new MarketClient(api, { primary: 'http://m/p', fallback: 'http://m/f' }),
    miningAuth: async () => false,
    now: () => Date.now(),
  };
  const mirror = new MemoryMirror();
  const hub = new SnapshotHub({ ctx, mirror, clock: systemClock, userId: () => opts.userId ?? 7, online: () => opts.online ?? true });
  return { f, hub, mirror };
}

function collect<T>() {
  const seen: Snapshot<T>[] = [];
  return {
    seen,
    cb: (s: Snapshot<T>) => {
      seen.push(s);
    },
    last: () => seen[seen.length - 1],
  };
}

describe('snapshot hub', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 0, 1));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers at once from the mirror (stale, with updatedAt), then pushes live data and mirrors it', async () => {
    const { hub, mirror } = setup({ 'GET /api/bots': () => ({ body: [serverBot(1, 'Новый')] }) });
    await mirror.write(7, 'bots', '{}', [{ id: 1, name: 'Старый' }], 1000);
    const c = collect<unknown>();
    hub.subscribe('bots', {}, c.cb);
    await vi.advanceTimersByTimeAsync(0);
    expect(c.seen[0]).toMatchObject({ status: 'stale', updatedAt: 1000, data: [{ name: 'Старый' }] });
    expect(c.seen).toHaveLength(2);
    expect(c.last()).toMatchObject({
      status: 'live',
      updatedAt: Date.now(),
      data: [{ id: 1, name: 'Новый', risk: 'LOW', kind: 'liquidity_mining' }],
    });
    expect((await mirror.read(7, 'bots', '{}'))?.data).toMatchObject([{ name: 'Новый' }]);
  });

  it('mirror answers offline when the server is unreachable; a failing refresh keeps the last data', async () => {
    let up = true;
    const { hub, mirror } = setup({ 'GET /api/bots': () => (up ? { body: [serverBot(1, 'A')] } : 'network') }, { online: false });
    await mirror.write(7, 'bots', '{}', [{ id: 1, name: 'M' }], 500);
    const c = collect<unknown>();
    hub.subscribe('bots', {}, c.cb);
    await vi.advanceTimersByTimeAsync(0);
    expect(c.seen[0]).toMatchObject({ status: 'offline', updatedAt: 500 });
    expect(c.last()).toMatchObject({ status: 'live' });
    const liveAt = c.last().updatedAt;
    up = false;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(c.last()).toMatchObject({ status: 'offline', updatedAt: liveAt, data: [{ name: 'A' }], error: { status: 0 } });
    expect(c.last().demo).toBeUndefined();
    up = true;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(c.last()).toMatchObject({ status: 'live' });
  });

  it('without mirrored data the bot list falls back to the two demo bots, flagged demo', async () => {
    const { hub } = setup({ 'GET /api/bots': () => ({ status: 500, body: { detail: 'сбой' } }) });
    const c = collect<{ name: string; enabled: boolean; network: string }[]>();
    hub.subscribe('bots', {}, c.cb);
    await vi.advanceTimersByTimeAsync(0);
    expect(c.last()).toMatchObject({ status: 'error', demo: true, error: { detail: 'сбой', status: 500 } });
    expect(c.last().data?.map((b) => [b.name, b.enabled, b.network])).toEqual([
      ['LP Alpha', true, 'arbitrum'],
      ['Futures HFT #1', false, 'base'],
    ]);
  });

  it('prefers mirrored data over the demo fallback when the first fetch fails', async () => {
    const { hub, mirror } = setup({ 'GET /api/bots/statistics': () => 'network' });
    await mirror.write(7, 'botStatistics', '{}', { totalBots: 9 }, 42);
    const c = collect<unknown>();
    hub.subscribe('botStatistics', {}, c.cb);
    await vi.advanceTimersByTimeAsync(0);
    expect(c.last()).toMatchObject({ status: 'offline', data: { totalBots: 9 }, updatedAt: 42 });
    expect(c.last().demo).toBeUndefined();
  });

  it('positions statistics fall back to zeros and history to an empty page', async () => {
    const { hub } = setup({});
    const a = collect<unknown>();
    const b = collect<unknown>();
    hub.subscribe('positionsStatistics', {}, a.cb);
    hub.subscribe('history', { status: 'all', period: 'all', limit: 25, offset: 0, sort: 'close_time_desc' }, b.cb);
    await vi.advanceTimersByTimeAsync(0);
    expect(a.last()).toMatchObject({ demo: true, data: { total_positions: 0, total_pnl: 0, win_rate: 0 } });
    expect(b.last()).toMatchObject({ demo: true, data: { positions: [], total: 0, hasMore: false } });
  });

  it('a position chart without prices falls back to synthetic candles around its price, flagged demo; other charts show the error', async () => {
    const { hub } = setup({});
    const a = collect<{ close: number }[]>();
    const b = collect<unknown>();
    hub.subscribe('candles', { symbol: 'ETHUSDT', limit: 8, fallbackPrice: 3000 }, a.cb);
    hub.subscribe('candles', { symbol: 'ETHUSDT', limit: 8 }, b.cb);
    await vi.advanceTimersByTimeAsync(0);
    expect(a.last()).toMatchObject({ demo: true, status: 'error' });
    expect(a.last().data).toHaveLength(8);
    expect(a.last().data![7].close).toBe(3000);
    expect(b.last()).toMatchObject({ data: null, status: 'error' });
  });

  it('a non-array bot list is an invalid-format error', async () => {
    const { hub } = setup({ 'GET /api/strategies': () => ({ body: { nope: 1 } }) });
    const c = collect<unknown>();
    hub.subscribe('strategies', {}, c.cb);
    await vi.advanceTimersByTimeAsync(0);
    expect(c.last()).toMatchObject({ status: 'error', data: null, error: { detail: 'Неверный формат ответа сервера' } });
  });

  it('mining topics refresh every 5 s while subscribed, skip while one is in flight, stop on unsubscribe', async () => {
    let slow = false;
    let n = 0;
    const { hub, f } = setup({
      'GET /api/positions/open': async () => {
        n += 1;
        if (slow) await new Promise((r) => setTimeout(r, 12_000));
        return { body: { positions: [] } };
      },
    });
    const c = collect<unknown>();
    const stop = hub.subscribe('openPositions', {}, c.cb);
    await vi.advanceTimersByTimeAsync(0);
    expect(n).toBe(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(n).toBe(2);
    slow = true;
    await vi.advanceTimersByTimeAsync(5_000); // starts a 12 s request
    expect(n).toBe(3);
    await vi.advanceTimersByTimeAsync(10_000); // two ticks skipped
    expect(n).toBe(3);
    expect(c.last().refreshing).toBe(true);
    slow = false;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(n).toBe(4);
    stop();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(n).toBe(4);
    expect(f.calls.length).toBe(4);
  });

  it('polling pauses while the page is hidden and catches up when it is visible again', async () => {
    const { hub, f } = setup({ 'GET /api/system/statistics': () => ({ body: { total_pnl: 1 } }) });
    hub.subscribe('systemStatistics', {}, () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    hub.setPaused(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(f.count('GET /api/system/statistics')).toBe(1);
    hub.setPaused(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(f.count('GET /api/system/statistics')).toBe(2);
  });

  it('strategies do not auto-refresh', async () => {
    const { hub, f } = setup({ 'GET /api/strategies': () => ({ body: [] }) });
    hub.subscribe('strategies', {}, () => undefined);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(f.count('GET /api/strategies')).toBe(1);
  });

  it('a second subscriber gets the current snapshot at once and shares the fetches', async () => {
    const { hub, f } = setup({ 'GET /api/bots': () => ({ body: [serverBot(1, 'A')] }) });
    hub.subscribe('bots', {}, () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    const c = collect<unknown>();
    hub.subscribe('bots', {}, c.cb);
    expect(c.seen[0]).toMatchObject({ status: 'live' });
    expect(f.count('GET /api/bots')).toBe(1);
  });

  it('refresh periods: mining 5 s (strategies none), price subscription 5 s, chart prices 30 s', () => {
    const period = (n: TopicName) => (TOPICS as unknown as Record<string, TopicDef<TopicName>>)[n].refreshMs;
    expect(
      ['bots', 'botStatistics', 'openPositions', 'position', 'history', 'positionsStatistics', 'systemStatistics'].map((n) =>
        period(n as TopicName),
      ),
    ).toEqual([5_000, 5_000, 5_000, 5_000, 5_000, 5_000, 5_000]);
    expect(period('strategies')).toBeUndefined();
    expect(period('tickers')).toBe(5_000);
    expect(period('candles')).toBe(30_000);
  });

  it('history: the newest page refreshes every 5 s, further pages load once, big pages every 30 s', () => {
    const def = (TOPICS as unknown as Record<string, TopicDef<TopicName>>).history;
    const q = (offset: number, limit: number) => ({ status: 'all', period: 'all', sort: 'close_time_desc', offset, limit }) as never;
    expect(refreshPeriod(def, q(0, 25))).toBe(5_000);
    expect(refreshPeriod(def, q(100, 100))).toBeUndefined();
    expect(refreshPeriod(def, q(0, 500))).toBe(30_000);
  });

  it('every topic has a definition', () => {
    const names: TopicName[] = [
      'bots',
      'botStatistics',
      'strategies',
      'openPositions',
      'position',
      'history',
      'positionsStatistics',
      'systemStatistics',
      'metrics',
      'hedgeBots',
      'hedgePerformance',
      'hedgePositions',
      'candles',
      'tickers',
      'adminUsers',
      'adminStats',
      'bot',
      'botPositions',
      'botLogs',
      'botAlerts',
      'positions',
      'hedgeBot',
    ];
    for (const n of names) expect(typeof (TOPICS as unknown as Record<string, TopicDef<TopicName>>)[n].fetch).toBe('function');
  });
});
