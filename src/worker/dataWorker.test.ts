import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppDb } from '../db/schema';
import type { LiveMessage } from '../domain/rules/sync/live';
import type { Bot } from '../domain/contracts/types';
import type { SessionEvent, Snapshot } from './api';
import { systemClock } from './clock';
import { serverAddresses } from '../domain/rules/servers/serverSlots';
import { DataWorker } from './dataWorker';
import { MemoryAuthStore } from '../db/authStore';
import type { SocketLike } from './sockets/liveSockets';
import { MemoryFrameStore } from '../db/frameStore';
import { DexieMirror, MemoryMirror } from '../db/mirror';
import { fakeFetch, testUser } from './testing/fakeFetch';

const serverBot = (id: number) => ({
  bot_id: id,
  name: `Bot ${id}`,
  status: 'running',
  running: true,
  network: 'ethereum',
  symbol: 'ETH/USDT',
  wallet_address: '0x',
  created_at: 'c',
  updated_at: 'u',
  strategy: null,
  strategy_details: null,
});

class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  closed = false;
  constructor(readonly url: string) {}
  close() {
    this.closed = true;
  }
}

function setup(mirror = new MemoryMirror(), frames = new MemoryFrameStore()) {
  const f = fakeFetch(
    {
      'POST /api/auth/login': () => ({ body: { access_token: 'A1', refresh_token: 'R1', expires_in: 3600, user: testUser } }),
      'POST /api/auth/logout': () => ({ body: {} }),
      'GET /api/mining-bots/auth/check': (c) => (c.auth ? { body: { authenticated: true, user_id: 7 } } : { status: 401 }),
      'GET /api/mining-bots': () => ({ body: [serverBot(3), serverBot(4)] }),
      'GET /api/bots': (c) => (c.auth ? { body: [] } : { status: 401, body: { detail: 'Не авторизован' } }),
    },
    'http://app',
  );
  const sockets: FakeSocket[] = [];
  const deps = {
    config: serverAddresses('http://app'),
    fetch: f.fetch,
    createSocket: (url: string) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    store: new MemoryAuthStore(),
    mirror,
    frames,
    clock: systemClock,
    userAgent: 'ua',
    browserOnline: () => true,
  };
  const worker = new DataWorker(deps);
  return { f, worker, sockets, mirror, frames, deps };
}

describe('data worker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps a session refused at start for the page's first watch: its state, then 'expired' and 'navigate'", async () => {
    // The worker may have restored and lost the stored session before the page watches.
    const store = new MemoryAuthStore();
    const first = new DataWorker({ ...setup().deps, store });
    await first.ready();
    await first.sessionApi.login('trader', 'demo1234');
    const refused = fakeFetch(
      {
        'GET /api/profile/me': () => ({ status: 401, body: { detail: 'Не авторизован' } }),
        'POST /api/auth/refresh': () => ({ status: 401, body: { detail: 'Сессия завершена' } }),
      },
      'http://app',
    );
    const worker = new DataWorker({ ...setup().deps, store, fetch: refused.fetch });
    await worker.ready();
    await vi.advanceTimersByTimeAsync(0);
    expect(refused.count('POST /api/auth/refresh')).toBe(1);
    // the worker's own watchers (servers, overview) hear states only: they do not take the events
    await worker.watchState(() => undefined);
    const seen: string[] = [];
    await worker.watchSession(
      (s) => seen.push(s.status),
      (e) => seen.push(e.type === 'navigate' ? `navigate ${e.to}` : e.type),
    );
    expect(seen).toEqual(['anonymous', 'expired', 'navigate /']);
  });

  it('keeps a page frame only while signed in, for that user, and drops every frame on logout', async () => {
    const { worker, frames } = setup();
    await worker.ready();
    const frame = { path: '/mining/positions', html: '<main>p</main>', htmlClass: 'theme-dark', styles: ['/assets/a.css'] };
    await worker.saveFrame(frame);
    expect(frames.rows.size).toBe(0);
    await worker.sessionApi.login('trader', 'demo1234');
    await worker.saveFrame(frame);
    await worker.saveFrame({ ...frame, path: '/x', styles: ['https://evil.example/a.css'] });
    expect([...frames.rows.values()]).toEqual([expect.objectContaining({ ...frame, userId: testUser.user_id })]);
    await worker.sessionApi.logout();
    expect(frames.rows.size).toBe(0);
  });

  it('signed out, the bot list is the demo fallback; signed in, the mining-bot API with network risk', async () => {
    const { worker } = setup();
    await worker.ready();
    let last: Snapshot<Bot[]> | null = null;
    await worker.subscribe('bots', {}, (s) => {
      last = s;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(last!).toMatchObject({ demo: true, status: 'error' });
    await worker.sessionApi.login('trader', 'demo1234');
    await vi.advanceTimersByTimeAsync(0);
    expect(last!).toMatchObject({ status: 'live' });
    expect(last!.demo).toBeFalsy();
    expect(last!.data!.map((b) => [b.id, b.risk])).toEqual([
      [3, 'HIGH'],
      [4, 'HIGH'],
    ]);
  });

  it('opens a socket per bot while live data is watched, forwards messages to watchLive, closes on logout and clears the mirror', async () => {
    const { worker, sockets, mirror } = setup();
    await worker.ready();
    await worker.sessionApi.login('trader', 'demo1234');
    const messages: LiveMessage[] = [];
    const stopLive = await worker.watchLive((m) => messages.push(m));
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets.map((s) => s.url)).toEqual(['ws://app/ws/3?token=A1', 'ws://app/ws/4?token=A1']);
    sockets[1].onmessage?.({ data: JSON.stringify({ type: 'bot_status', bot_id: 4, status: 'error', running: false, ts: 1 }) });
    sockets[1].onmessage?.({ data: JSON.stringify({ type: 'nonsense', bot_id: 4, ts: 1 }) });
    await vi.advanceTimersByTimeAsync(300);
    expect(messages).toEqual([{ type: 'bot_status', bot_id: 4, status: 'error', running: false, ts: 1 }]);
    expect([...mirror.rows.keys()]).toContain('7:bots:{}');
    await worker.sessionApi.logout();
    expect(sockets.every((s) => s.closed)).toBe(true);
    expect([...mirror.rows.keys()].filter((k) => k.startsWith('7:'))).toEqual([]);
    stopLive();
  });

  it('an open-positions screen alone is enough for sockets: the bot list is followed internally, and released after', async () => {
    const { worker, sockets, f } = setup();
    await worker.ready();
    await worker.sessionApi.login('trader', 'demo1234');
    const stop = await worker.subscribe('openPositions', {}, () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets.map((s) => s.url)).toEqual(['ws://app/ws/3?token=A1', 'ws://app/ws/4?token=A1']);
    stop();
    expect(sockets.every((s) => s.closed)).toBe(true);
    const n = f.count('GET /api/mining-bots');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(f.count('GET /api/mining-bots')).toBe(n);
  });

  it('signing in and out in one tab is followed by the others (shared store, broadcast)', async () => {
    const store = new MemoryAuthStore();
    const listeners: Array<(m: never) => void> = [];
    const tabs = {
      post: (m: never) => {
        for (const l of listeners) l(m);
      },
      listen: (l: (m: never) => void) => {
        listeners.push(l);
      },
    };
    const make = () => {
      const f = fakeFetch(
        {
          'POST /api/auth/login': () => ({ body: { access_token: 'A1', refresh_token: 'R1', expires_in: 3600, user: testUser } }),
          'POST /api/auth/logout': () => ({ body: {} }),
        },
        'http://app',
      );
      return new DataWorker({
        config: serverAddresses('http://app'),
        fetch: f.fetch,
        createSocket: null,
        store,
        mirror: new MemoryMirror(),
        clock: systemClock,
        userAgent: 'ua',
        browserOnline: () => true,
        tabs,
      });
    };
    const a = make();
    const b = make();
    await Promise.all([a.ready(), b.ready()]);
    await a.sessionApi.login('trader', 'demo1234');
    await vi.advanceTimersByTimeAsync(0);
    expect(b.session.state()).toMatchObject({ status: 'authenticated', user: { user_id: 7 } });
    expect(b.tokens.accessToken).toBe('A1');
    await b.sessionApi.logout();
    await vi.advanceTimersByTimeAsync(0);
    expect(a.session.state().status).toBe('anonymous');
    expect(a.tokens.accessToken).toBeNull();
  });

  it('a full disk is reported to the session listeners and never thrown', async () => {
    vi.useRealTimers(); // fake-indexeddb schedules with real timers
    const db = new AppDb(`quota-${Math.random()}`);
    vi.spyOn(db.mirror, 'put').mockRejectedValue(Object.assign(new Error('full'), { name: 'QuotaExceededError' }));
    let worker: DataWorker | null = null;
    const mirror = new DexieMirror(db, () => worker?.reportStorageFull());
    const t = setup(mirror as unknown as MemoryMirror);
    worker = t.worker;
    await worker.ready();
    const events: SessionEvent[] = [];
    await worker.watchSession(
      () => undefined,
      (e) => events.push(e),
    );
    await worker.sessionApi.login('trader', 'demo1234');
    let last: Snapshot<Bot[]> | null = null;
    await worker.subscribe('bots', {}, (s) => {
      last = s;
    });
    await vi.waitFor(() => expect(last?.status).toBe('live'));
    await vi.waitFor(() => expect(events.length).toBeGreaterThan(0));
    expect(events).toContainEqual({
      type: 'storageError',
      detail: 'Недостаточно места в хранилище браузера: офлайн-копия данных не обновлена',
    });
    await worker.sessionApi.logout();
    await db.delete();
  });
});
