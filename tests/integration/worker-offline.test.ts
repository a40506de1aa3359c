// The worker's modules against the real reference server (Node: fetch is global; sockets are left
// out, Node 20 has no WebSocket): login, subscribe, the server stops → the snapshot goes offline
// with its last data kept, the server comes back on the same port and data folder → live again.
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppDb } from '../../src/db/schema';
import type { LiveMessage } from '../../src/domain/rules/sync/live';
import type { Bot, Candle } from '../../src/domain/contracts/types';
import type { LoginResult, Snapshot, Ticker } from '../../src/worker/api';
import type { SocketLike } from '../../src/worker/sockets/liveSockets';
import { DexieMirror } from '../../src/db/mirror';
import { startServer, type RunningServer } from '../support/server';
import { until } from '../support/until';
import { workerFor } from '../support/worker';

/** The user of a login that signed in (the demo accounts have no second factor). */
const userOf = (r: LoginResult) => (r.kind === 'signedIn' ? r.user : null);

let server: RunningServer;
let db: AppDb;

beforeAll(async () => {
  server = await startServer();
  db = new AppDb(`integration-${process.pid}-${Date.now()}`);
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await db?.delete();
}, 30_000);

describe('worker against the reference server', () => {
  it('keeps the last data offline while the server is down and goes live again when it returns', async () => {
    const worker = workerFor(server.baseUrl, { mirror: new DexieMirror(db, () => undefined) });
    await worker.ready();
    // The demo seed (docs/architecture.md#fixed-contracts) gives 'trader' bots; without it (DEMO=0) a fresh account is
    // registered, made an active trader straight in the server's database, and given a bot.
    let user = await worker.sessionApi
      .login('trader', 'demo1234')
      .then(userOf)
      .catch(() => null);
    if (!user) {
      const username = `it${process.pid}`;
      await worker.sessionApi.register({
        username,
        email: `${username}@example.test`,
        password: 'integration-pass-1',
        full_name: 'Integration',
      });
      const sqlite = new Database(path.join(server.dataDir, 'app.sqlite'));
      sqlite.prepare("UPDATE users SET status = 'active', role = 'trader' WHERE username = ?").run(username);
      sqlite.close();
      await worker.sessionApi.logout();
      user = userOf(await worker.sessionApi.login(username, 'integration-pass-1'));
      await worker.command('bot.create', {
        name: 'Интеграция',
        network: 'arbitrum',
        symbol: 'ETH/USDT',
        wallet_address: '0x0000000000000000000000000000000000000001',
        private_key: '0x' + '1'.repeat(64),
        rpc_url: 'https://arb1.arbitrum.io/rpc',
      });
    }
    expect(worker.session.state().status).toBe('authenticated');
    if (!user) throw new Error('no user signed in');

    let last: Snapshot<Bot[]> | null = null;
    let candles: Snapshot<Candle[]> | null = null;
    const stop = await worker.subscribe('bots', {}, (s) => {
      last = s;
    });
    const stopCandles = await worker.subscribe('candles', { symbol: 'ETH/USDT', limit: 8 }, (s) => {
      candles = s;
    });
    const live = await until(() => (last?.status === 'live' ? last : null), 30_000, 'live bots').catch((e: unknown) => {
      throw new Error(`${String(e)}: ${JSON.stringify(last)}`);
    });
    expect(live.demo).toBeFalsy();
    expect(live.data!.length).toBeGreaterThan(0);
    const names = live.data!.map((b) => b.name).sort();
    const firstCandles = await until(() => (candles?.status === 'live' ? candles : null), 30_000, 'live candles');
    expect(firstCandles.data).toHaveLength(8);

    // The mirror now holds them for this user.
    const mirrored = await db.mirror.get(`${user.user_id}:bots:{}`);
    expect((mirrored?.data as Bot[]).map((b) => b.name).sort()).toEqual(names);

    await server.stop({ keepData: true });
    const offline = await until(() => (last?.status === 'offline' ? last : null), 30_000, 'offline snapshot');
    expect(offline.data!.map((b) => b.name).sort()).toEqual(names);
    expect(offline.updatedAt).not.toBeNull();
    expect(offline.demo).toBeFalsy();
    expect(offline.error?.status).toBe(0);
    // Candles reload every 30 s: ask now rather than wait.
    await worker.command('refresh', { topic: 'candles' });
    const offlineCandles = await until(() => (candles?.status === 'offline' ? candles : null), 30_000, 'offline candles');
    expect(offlineCandles.data).toEqual(firstCandles.data);
    // Mutations are never queued: offline they fail at once.
    await expect(worker.command('bot.stop', { id: live.data![0].id })).rejects.toEqual({
      detail: 'Нет соединения с сервером: действие не выполнено',
      status: 0,
    });
    expect(worker.session.state().status).toBe('authenticated');

    server = await startServer({ port: server.port, dataDir: server.dataDir });
    const back = await until(() => (last?.status === 'live' ? last : null), 30_000, 'live again');
    expect(back.data!.map((b) => b.name).sort()).toEqual(names);
    expect(back.updatedAt!).toBeGreaterThan(offline.updatedAt!);
    expect(worker.session.state().status).toBe('authenticated');

    await worker.command('refresh', { topic: 'candles' });
    await until(() => (candles?.status === 'live' ? candles : null), 30_000, 'live candles again');
    stop();
    stopCandles();
    await worker.sessionApi.logout();
    expect(await db.mirror.where('userId').equals(user.user_id).count()).toBe(0);
  }, 180_000);

  it('reads prices from the fallback provider while the primary one fails', async () => {
    const failing = await startServer({ env: { MARKET_PRIMARY_FAIL: '1', DEMO: '0' } });
    try {
      const worker = workerFor(failing.baseUrl);
      await worker.ready();
      let tickers: Snapshot<Ticker[]> | null = null;
      let candles: Snapshot<Candle[]> | null = null;
      const stopTickers = await worker.subscribe('tickers', { symbols: ['ETH/USDT', 'BTC/USDT'] }, (s) => {
        tickers = s;
      });
      const stopCandles = await worker.subscribe('candles', { symbol: 'ETH/USDT' }, (s) => {
        candles = s;
      });
      const t = await until(() => (tickers?.status === 'live' ? tickers : null), 30_000, 'fallback tickers');
      expect(t.data!.map((x) => x.symbol)).toEqual(['ETHUSDT', 'BTCUSDT']);
      expect(t.data![0].lastPrice).toBeGreaterThan(0);
      const c = await until(() => (candles?.status === 'live' ? candles : null), 30_000, 'fallback candles');
      expect(c.data).toHaveLength(100);
      expect(worker.market.lastProvider).toBe('fallback');
      stopTickers();
      stopCandles();
    } finally {
      await failing.stop();
    }
  }, 180_000);

  it("opens live sockets for the user's bots and passes their messages on (needs the demo seed and a WebSocket client)", async () => {
    // Node 20 has no global WebSocket; `ws` (installed with @fastify/websocket) stands in when present.
    const wsModule = await import('ws').catch(() => null);
    const WebSocketImpl =
      (globalThis as { WebSocket?: new (url: string) => SocketLike }).WebSocket ??
      (wsModule?.WebSocket as unknown as (new (url: string) => SocketLike) | undefined);
    if (!WebSocketImpl) return;
    const worker = workerFor(server.baseUrl, { createSocket: (url) => new WebSocketImpl(url) });
    await worker.ready();
    const user = await worker.sessionApi
      .login('trader', 'demo1234')
      .then(userOf)
      .catch(() => null);
    if (!user) return; // DEMO=0: no seeded bots to watch
    const messages: LiveMessage[] = [];
    const stop = await worker.watchLive((m) => messages.push(m));
    await until(() => messages.some((m) => m.type === 'hello'), 30_000, 'hello on the live socket');
    expect(worker.sockets!.watched().length).toBeGreaterThan(0);
    stop();
    expect(worker.sockets!.watched()).toEqual([]);
    await worker.sessionApi.logout();
  }, 120_000);
});
