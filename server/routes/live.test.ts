// Live updates over a real listening server: an authorised client gets its bot's messages,
// nobody else gets them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { parseLiveMessage, type LiveMessage } from '../../src/domain/rules/sync/live';
import { buildApp, type AppContext } from '../app';
import { readConfig } from '../config';
import { userById } from '../auth/users';
import { addBot, addStrategy, addUser } from '../sim/testing/fixtures';

let app: FastifyInstance;
let ctx: AppContext;
let dataDir: string;
let base = '';
const ids = { trader: 0, other: 0, bot: 0, otherBot: 0 };
const tokens = { trader: '', other: '' };

interface Client {
  messages: LiveMessage[];
  closed: Promise<{ code: number }>;
  socket: WebSocket;
}

function connect(botId: number, token: string | null): Client {
  const socket = new WebSocket(`${base}/ws/${botId}${token ? `?token=${token}` : ''}`);
  const messages: LiveMessage[] = [];
  socket.on('message', (data) => {
    const m = parseLiveMessage(String(data));
    if (m) messages.push(m);
  });
  const closed = new Promise<{ code: number }>((resolve) => socket.on('close', (code) => resolve({ code })));
  return { messages, closed, socket };
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `ready` holds, however slow the machine (the test's own timeout is the limit). */
async function until(ready: () => boolean): Promise<void> {
  while (!ready()) await wait(50);
}
const count = (c: Client, type: LiveMessage['type']) => c.messages.filter((m) => m.type === type).length;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-live-'));
  ({ app, ctx } = await buildApp({
    ...readConfig({}),
    dataDir,
    distDir: path.join(dataDir, 'no-dist'),
    demo: false,
    logLevel: 'silent',
    simSpeed: 60,
  }));
  ids.trader = addUser(ctx.db, 'live_trader', 'trader');
  ids.other = addUser(ctx.db, 'live_other', 'trader');
  ids.bot = addBot(ctx.db, ids.trader, addStrategy(ctx.db, ids.trader), true);
  ids.otherBot = addBot(ctx.db, ids.other, addStrategy(ctx.db, ids.other), true);
  tokens.trader = ctx.auth.startSession(userById(ctx.db, ids.trader)!).access_token;
  tokens.other = ctx.auth.startSession(userById(ctx.db, ids.other)!).access_token;
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  ctx.sim.start();
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('live updates on /ws/:botId', () => {
  it("delivers the bot's updates to its owner and nothing to anyone else", async () => {
    const owner = connect(ids.bot, tokens.trader);
    const stranger = connect(ids.bot, tokens.other);
    const anonymous = connect(ids.bot, null);
    const neighbour = connect(ids.otherBot, tokens.other);
    expect((await stranger.closed).code).toBe(4404);
    expect((await anonymous.closed).code).toBe(4401);
    await until(() => count(owner, 'price_tick') >= 3 && count(owner, 'position_update') >= 1 && neighbour.messages.length > 1);
    // a stop from the API side shows up as a bot status and a closed position
    ctx.sim.botStopped(ids.bot, 'manual');
    await until(() => owner.messages.at(-1)?.type === 'bot_status');
    owner.socket.close();
    neighbour.socket.close();

    const types = owner.messages.map((m) => m.type);
    expect(types[0]).toBe('hello');
    expect(types).toContain('price_tick');
    expect(types).toContain('position_update');
    expect(types).toContain('bot_status');
    const closed = owner.messages.filter((m) => m.type === 'position_closed');
    expect(closed.at(-1)?.type === 'position_closed' ? closed.at(-1)!.position.exit_reason : null).toBe('manual');
    expect(owner.messages.at(-1)).toMatchObject({ type: 'bot_status', status: 'stopped', running: false });
    expect(owner.messages.every((m) => m.bot_id === ids.bot)).toBe(true);
    const update = owner.messages.find((m) => m.type === 'position_update');
    expect(update && update.type === 'position_update' ? update.position.bot_id : 0).toBe(ids.bot);
    // coalesced: at most one price tick a second, by the server's own timestamps
    const tickTimes = owner.messages.filter((m) => m.type === 'price_tick').map((m) => m.ts);
    for (let i = 1; i < tickTimes.length; i++) expect(tickTimes[i] - tickTimes[i - 1]).toBeGreaterThanOrEqual(900);

    expect(stranger.messages).toHaveLength(0);
    expect(anonymous.messages).toHaveLength(0);
    expect(neighbour.messages.length).toBeGreaterThan(0);
    expect(neighbour.messages.every((m) => m.bot_id === ids.otherBot)).toBe(true);
  });
});
