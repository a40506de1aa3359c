// The live socket on a real listening server: token and ownership checks with their close codes,
// the hello message, and the bot's published updates.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { botPayload, hedgePayload, makeTestApp, type TestApp } from '../routes/testSupport';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let t: TestApp;
let base: string;
let owner: string;
let stranger: string;
let admin: string;
let botId: number;
let hedgeId: number;

beforeAll(async () => {
  t = await makeTestApp();
  await t.addUser('owner', 'trader');
  await t.addUser('stranger', 'trader');
  await t.addUser('root', 'admin');
  [owner, stranger, admin] = [await t.login('owner'), await t.login('stranger'), await t.login('root')];
  botId = (await t.call(owner, { method: 'POST', url: '/api/bots', payload: botPayload() })).json().bot_id;
  hedgeId = (await t.call(owner, { method: 'POST', url: '/api/hedge-bot/create', payload: hedgePayload() })).json().bot_id;
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  base = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await t.close();
});

interface Outcome {
  messages: Array<Record<string, unknown>>;
  code: number | null;
}

/** Opens a socket, collects messages until `count` arrived (then closes) or the server closes it. */
function session(path: string, count: number, onOpen?: () => void): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base}${path}`);
    const messages: Array<Record<string, unknown>> = [];
    const timer = setTimeout(() => {
      ws.terminate();
      reject(new Error(`timeout on ${path}: ${JSON.stringify(messages)}`));
    }, 10_000);
    ws.on('message', (data) => {
      messages.push(JSON.parse(String(data)));
      if (messages.length === 1 && onOpen) onOpen();
      if (messages.length >= count) ws.close(1000);
    });
    ws.on('close', (code) => {
      clearTimeout(timer);
      resolve({ messages, code });
    });
    ws.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

describe('/ws/:botId', () => {
  it('closes with 4401 without a token or with a bad one', async () => {
    expect((await session(`/ws/${botId}`, 1)).code).toBe(4401);
    expect((await session(`/ws/${botId}?token=garbage`, 1)).code).toBe(4401);
    const refresh = (
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username_or_email: 'owner', password: 'password123' } })
    ).json().refresh_token;
    expect((await session(`/ws/${botId}?token=${refresh}`, 1)).code).toBe(4401);
  });

  it("closes with 4404 on another user's bot and on a bot that does not exist (ids cannot be probed)", async () => {
    const other = await session(`/ws/${botId}?token=${stranger}`, 1);
    expect(other.code).toBe(4404);
    expect(other.messages).toEqual([]);
    expect((await session(`/ws/999999?token=${owner}`, 1)).code).toBe(4404);
  });

  it('greets the owner with hello, then pushes what is published for the bot only', async () => {
    const position = { token_id: 7, bot_id: botId, status: 'open' };
    const out = await session(`/ws/${botId}?token=${owner}`, 3, () => {
      t.ctx.hub.publish({ type: 'price_tick', bot_id: botId + 1000, symbol: 'ETHUSDT', price: 1, ts: 1 });
      t.ctx.hub.publish({ type: 'price_tick', bot_id: botId, symbol: 'ETHUSDT', price: 3000.5, ts: 2 });
      t.ctx.hub.publish({ type: 'position_update', bot_id: botId, position: position as never, ts: 3 });
    });
    expect(out.messages[0]).toMatchObject({ type: 'hello', bot_id: botId });
    expect(out.messages.slice(1)).toEqual([
      { type: 'price_tick', bot_id: botId, symbol: 'ETHUSDT', price: 3000.5, ts: 2 },
      { type: 'position_update', bot_id: botId, position, ts: 3 },
    ]);
    await new Promise((r) => setTimeout(r, 100));
    expect(t.ctx.hub.subscriberCount(botId)).toBe(0); // unsubscribed on close
  });

  it("lets admin watch anyone's bot, and hedge bots too; a start is pushed as bot_status", async () => {
    const out = await session(`/ws/${botId}?token=${admin}`, 2, () => {
      void t.call(owner, { method: 'POST', url: `/api/bots/${botId}/start` });
    });
    expect(out.messages[1]).toMatchObject({ type: 'bot_status', bot_id: botId, status: 'running', running: true });
    const hedge = await session(`/ws/${hedgeId}?token=${owner}`, 1);
    expect(hedge.messages[0]).toMatchObject({ type: 'hello', bot_id: hedgeId });
  });

  it('refuses a token of a suspended user', async () => {
    await t.addUser('gone', 'trader');
    const token = await t.login('gone');
    t.ctx.db.prepare("UPDATE users SET status = 'suspended' WHERE username = 'gone'").run();
    expect((await session(`/ws/${botId}?token=${token}`, 1)).code).toBe(4401);
  });
});
