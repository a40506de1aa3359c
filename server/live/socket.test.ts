// The live socket on a real listening server: token and ownership checks with their close codes,
// the hello message, and the bot's published updates.
import fs from 'node:fs';
import path from 'node:path';
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
  base = `ws://127.0.0.1:${await t.listen()}`;
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

/** A socket that records how it ended (the server closes it; we never do). */
function watch(path: string) {
  const ws = new WebSocket(`${base}${path}`);
  const messages: Array<Record<string, unknown>> = [];
  const opened = new Promise<void>((resolve) => ws.on('message', () => resolve()));
  ws.on('message', (data) => messages.push(JSON.parse(String(data))));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  ws.on('error', () => undefined);
  return { ws, messages, opened, closed };
}

const signIn = async (username: string) =>
  (
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username_or_email: username, password: 'password123' } })
  ).json();

describe('a socket lives no longer than its session', () => {
  it('closes with 4401 on logout of that session, and only that one', async () => {
    const mine = await signIn('owner');
    const other = await signIn('owner');
    const a = watch(`/ws/${botId}?token=${mine.access_token}`);
    const b = watch(`/ws/${botId}?token=${other.access_token}`);
    await Promise.all([a.opened, b.opened]);
    await t.call(mine.access_token, { method: 'POST', url: '/api/auth/logout' });
    expect((await a.closed).code).toBe(4401);
    expect(b.ws.readyState).toBe(WebSocket.OPEN);
    b.ws.close();
  });

  it('closes with 4401 on suspension by an admin', async () => {
    const id = await t.addUser('banned', 'trader');
    const theirs = await signIn('banned');
    const bot = (await t.call(theirs.access_token, { method: 'POST', url: '/api/bots', payload: botPayload() })).json().bot_id;
    const s = watch(`/ws/${bot}?token=${theirs.access_token}`);
    await s.opened;
    await t.call(admin, { method: 'PUT', url: `/api/admin/users/${id}/status`, payload: { status: 'suspended' } });
    expect((await s.closed).code).toBe(4401);
  });

  it('closes with 4401 on a password reset', async () => {
    await t.addUser('resetter', 'admin');
    const theirs = await signIn('resetter');
    const s = watch(`/ws/${botId}?token=${theirs.access_token}`);
    await s.opened;
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'resetter@test.local' } });
    const token = t.mails.filter((m) => m.kind === 'reset' && m.email === 'resetter@test.local').at(-1)?.token;
    await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, new_password: 'new-password-9' } });
    expect((await s.closed).code).toBe(4401);
  });

  it('closes with 4401 when a replayed refresh token ends the family', async () => {
    const login = await signIn('owner');
    const s = watch(`/ws/${botId}?token=${login.access_token}`);
    await s.opened;
    const refresh = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { authorization: `Bearer ${token}` } });
    expect((await refresh(login.refresh_token)).statusCode).toBe(200);
    expect((await refresh(login.refresh_token)).statusCode).toBe(401);
    expect((await s.closed).code).toBe(4401);
  });

  it('takes a fresh token on the socket: the expiry moves to the new token', async () => {
    const login = await signIn('owner');
    const s = watch(`/ws/${botId}?token=${login.access_token}`);
    await s.opened;
    const fresh = (
      await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { authorization: `Bearer ${login.refresh_token}` } })
    ).json();
    s.ws.send(JSON.stringify({ type: 'auth', token: fresh.access_token }));
    await vi.waitFor(() => expect(s.messages.some((m) => m.type === 'auth_ok')).toBe(true));
    const exp = JSON.parse(Buffer.from(fresh.access_token.split('.')[1], 'base64url').toString()).exp;
    expect(s.messages.find((m) => m.type === 'auth_ok')).toMatchObject({ bot_id: botId, expires_at: exp * 1000 });
    // Someone else's token is not taken: the socket closes.
    s.ws.send(JSON.stringify({ type: 'auth', token: stranger }));
    expect((await s.closed).code).toBe(4401);
  });
});

describe('socket handshakes that fail say why', () => {
  it('a malformed bot id or query closes with 4400', async () => {
    expect((await session(`/ws/abc?token=${owner}`, 1)).code).toBe(4400);
    expect((await session(`/ws/0?token=${owner}`, 1)).code).toBe(4400);
    expect((await session(`/ws/${botId}?token=${owner}&extra=1`, 1)).code).toBe(4400);
  });

  it('an account waiting for e-mail verification gets 4403', async () => {
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'unverified', email: 'unverified@example.com', password: 'long-password' },
    });
    expect((await session(`/ws/${botId}?token=${reg.json().access_token}`, 1)).code).toBe(4403);
  });
});

describe('token expiry on the socket', () => {
  let short: TestApp;
  let shortBase: string;
  beforeAll(async () => {
    short = await makeTestApp({ accessTokenTtlSec: 2 });
    await short.addUser('brief', 'trader');
    shortBase = `ws://127.0.0.1:${await short.listen()}`;
  });
  afterAll(async () => {
    await short.close();
  });

  it('closes with 4401 when the token it was opened with expires', async () => {
    const token = await short.login('brief');
    const bot = (await short.call(token, { method: 'POST', url: '/api/bots', payload: botPayload() })).json().bot_id;
    const ws = new WebSocket(`${shortBase}/ws/${bot}?token=${token}`);
    const closed = await new Promise<{ code: number; reason: string }>((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
    expect(closed.code).toBe(4401);
    expect(closed.reason).toMatch(/истёк/);
  });
});

describe('sockets on other paths', () => {
  /** What an upgrade to a path gets: a close code, or an HTTP answer before the upgrade with its JSON. */
  const upgrade = (url: string) =>
    new Promise<string>((resolve) => {
      const ws = new WebSocket(url);
      ws.on('unexpected-response', (_req, res) => {
        let body = '';
        res.on('data', (d) => (body += String(d)));
        res.on('end', () => resolve(`http ${res.statusCode} ${body}`));
      });
      ws.on('close', (code, reason) => resolve(`closed ${code} ${String(reason)}`));
      ws.on('error', () => undefined);
    });
  const refused = `http 404 ${JSON.stringify({ detail: 'Сокета по такому адресу нет: обновления бота идут через /ws/<id бота>' })}`;

  it('are refused before the upgrade with 404 and a detail; a malformed bot id still closes with 4400', async () => {
    for (const p of ['/ws', `/ws/${botId}/`, `/ws/${botId}/extra`, '/ws/a/b/c', '/api/health', '/mining', '/'])
      expect(await upgrade(`${base}${p}?token=${owner}`), p).toBe(refused);
    for (const p of ['/ws/abc', '/ws/'])
      expect(await upgrade(`${base}${p}?token=${owner}`), p).toBe('closed 4400 Некорректный адрес сокета');
  });

  it('with the PWA served (a wildcard route for its files) too', async () => {
    const dist = fs.mkdtempSync(path.join(t.dir, 'dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>LP Ops</title>');
    const withPwa = await makeTestApp({ distDir: dist });
    try {
      const pwaBase = `ws://127.0.0.1:${await withPwa.listen()}`;
      for (const p of ['/ws', `/ws/1/`, '/ws/1/extra', '/mining/bots', '/index.html'])
        expect(await upgrade(`${pwaBase}${p}`), p).toBe(refused);
    } finally {
      await withPwa.close();
    }
  });
});

describe('unauthenticated sockets', () => {
  let small: TestApp;
  let smallBase: string;
  const lines: string[] = [];
  beforeAll(async () => {
    small = await makeTestApp({ anonRateLimit: 5, logLevel: 'warn' }, { write: (line) => void lines.push(line) });
    smallBase = `ws://127.0.0.1:${await small.listen()}`;
  });
  afterAll(async () => {
    await small.close();
  });

  const badSocket = () =>
    new Promise<number | string>((resolve) => {
      const ws = new WebSocket(`${smallBase}/ws/1?token=garbage`);
      ws.on('open', () => ws.send(Buffer.alloc(5000, 1), { binary: false }));
      ws.on('close', (code) => resolve(code));
      ws.on('unexpected-response', (_req, res) => resolve(`http ${res.statusCode}`));
      ws.on('error', () => undefined);
    });

  it('log one short line per address a minute, and are throttled per address', async () => {
    const outcomes: Array<number | string> = [];
    for (let i = 0; i < 7; i += 1) outcomes.push(await badSocket());
    expect(outcomes.slice(0, 5).every((o) => typeof o === 'number')).toBe(true);
    expect(outcomes.slice(5)).toEqual(['http 429', 'http 429']);
    const logged = lines.filter((l) => l.includes('socket error'));
    expect(logged.length).toBeLessThanOrEqual(1);
    expect(lines.join('').length).toBeLessThan(2000);
    expect(lines.join('')).not.toMatch(/\n\s+at /);
  });
});
