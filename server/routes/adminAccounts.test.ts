// An admin's work on accounts (issue 52): create one (active, a link to set its password mailed),
// change its role and limits, delete it with everything it owns; never the last active admin.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { botPayload, hedgePayload, makeTestApp, PASSWORD, strategyPayload, type TestApp } from './testSupport';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let t: TestApp;
let admin: string;
let adminId: number;

beforeEach(async () => {
  t = await makeTestApp();
  adminId = await t.addUser('boss', 'admin');
  admin = await t.login('boss');
});
afterEach(async () => {
  await t.close();
});

const NEW = { username: 'newbie', email: 'newbie@test.local', role: 'trader', max_bots: 7, max_concurrent_bots: 2, api_rate_limit: 20_000 };

describe('admin: accounts', () => {
  it('creates an active account with the given role and limits, and mails a link to set its password', async () => {
    const res = await t.call(admin, { method: 'POST', url: '/api/admin/users', payload: NEW });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ username: 'newbie', email: 'newbie@test.local', role: 'trader', status: 'active', max_bots: 7 });
    expect(res.json()).toMatchObject({ max_concurrent_bots: 2, api_rate_limit: 20_000 });
    const mail = t.mails.find((m) => m.email === 'newbie@test.local');
    expect(mail?.kind).toBe('invite');
    // Nobody knows a password until the owner sets one with the link.
    const before = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username_or_email: 'newbie', password: PASSWORD },
    });
    expect(before.statusCode).toBe(401);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: mail?.token, new_password: 'my own pass 1' },
    });
    expect(set.statusCode).toBe(200);
    expect(await t.login('newbie', 'my own pass 1')).toBeTruthy();
  });

  it('refuses a taken name or e-mail and limits out of bounds, creating nothing', async () => {
    await t.addUser('taken', 'user');
    const before = t.dump();
    const taken = await t.call(admin, { method: 'POST', url: '/api/admin/users', payload: { ...NEW, username: 'taken' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe('Пользователь с таким именем или e-mail уже существует');
    const sameMail = await t.call(admin, { method: 'POST', url: '/api/admin/users', payload: { ...NEW, email: 'taken@test.local' } });
    expect(sameMail.statusCode).toBe(409);
    for (const bad of [{ max_bots: 0 }, { api_rate_limit: 10 }, { role: 'root' }, { username: 'a b' }, { email: 'nope' }]) {
      const res = await t.call(admin, { method: 'POST', url: '/api/admin/users', payload: { ...NEW, ...bad } });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(typeof res.json().detail).toBe('string');
    }
    expect(t.dump()).toBe(before);
  });

  it("changes a user's role and limits; a new role ends the user's sessions", async () => {
    const id = await t.addUser('worker', 'user');
    const token = await t.login('worker');
    const limits = await t.call(admin, { method: 'PUT', url: `/api/admin/users/${id}`, payload: { max_bots: 9, api_rate_limit: 50_000 } });
    expect(limits.statusCode).toBe(200);
    expect(limits.json()).toMatchObject({ role: 'user', max_bots: 9, api_rate_limit: 50_000 });
    expect((await t.call(token, { method: 'GET', url: '/api/profile/me' })).statusCode).toBe(200);
    const role = await t.call(admin, { method: 'PUT', url: `/api/admin/users/${id}`, payload: { role: 'trader' } });
    expect(role.json()).toMatchObject({ role: 'trader', max_bots: 9 });
    expect((await t.call(token, { method: 'GET', url: '/api/profile/me' })).statusCode).toBe(401);
    const again = await t.login('worker');
    expect((await t.call(again, { method: 'GET', url: '/api/profile/me' })).json().role).toBe('trader');
    expect((await t.call(admin, { method: 'PUT', url: `/api/admin/users/${id}`, payload: {} })).statusCode).toBe(400);
    expect((await t.call(admin, { method: 'PUT', url: '/api/admin/users/999999', payload: { max_bots: 3 } })).statusCode).toBe(404);
  });

  it('never demotes or deletes the last active admin, and an admin cannot delete their own account', async () => {
    const before = t.dump();
    const demote = await t.call(admin, { method: 'PUT', url: `/api/admin/users/${adminId}`, payload: { role: 'trader' } });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().detail).toMatch(/последний активный администратор/);
    const self = await t.call(admin, { method: 'DELETE', url: `/api/admin/users/${adminId}` });
    expect(self.statusCode).toBe(400);
    expect(self.json().detail).toBe('Нельзя удалить собственную учётную запись');
    expect(t.dump()).toBe(before);

    // With a second admin, either may step down, and the other is then the last one.
    const second = await t.addUser('deputy', 'admin');
    const deputy = await t.login('deputy');
    expect((await t.call(admin, { method: 'PUT', url: `/api/admin/users/${adminId}`, payload: { role: 'trader' } })).statusCode).toBe(200);
    const last = await t.call(deputy, { method: 'PUT', url: `/api/admin/users/${second}`, payload: { role: 'user' } });
    expect(last.statusCode).toBe(409);
    const deleteLast = await t.call(deputy, { method: 'DELETE', url: `/api/admin/users/${second}` });
    expect(deleteLast.statusCode).toBe(400); // own account
  });

  it("deletes a user with their bots, strategies, hedge bots and history, and ends the user's sessions", async () => {
    const id = await t.addUser('leaver', 'trader');
    const token = await t.login('leaver');
    const strategy = await t.call(token, { method: 'POST', url: '/api/strategies', payload: strategyPayload() });
    const bot = await t.call(token, {
      method: 'POST',
      url: '/api/bots',
      payload: botPayload({ strategy_id: strategy.json().strategy_id }),
    });
    expect((await t.call(token, { method: 'POST', url: `/api/bots/${bot.json().bot_id}/start` })).statusCode).toBe(200);
    const hedge = await t.call(token, { method: 'POST', url: '/api/hedge-bot/create', payload: hedgePayload() });
    expect(hedge.statusCode).toBe(201);

    const res = await t.call(admin, { method: 'DELETE', url: `/api/admin/users/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Пользователь leaver удалён' });
    const count = (sql: string) => (t.ctx.db.prepare(sql).get(id) as { n: number }).n;
    expect(count('SELECT count(*) AS n FROM users WHERE user_id = ?')).toBe(0);
    expect(count('SELECT count(*) AS n FROM bots WHERE user_id = ?')).toBe(0);
    expect(count('SELECT count(*) AS n FROM strategies WHERE user_id = ?')).toBe(0);
    expect(count('SELECT count(*) AS n FROM hedge_bots WHERE user_id = ?')).toBe(0);
    expect(count('SELECT count(*) AS n FROM sim_positions WHERE user_id = ?')).toBe(0);
    expect((await t.call(token, { method: 'GET', url: '/api/profile/me' })).statusCode).toBe(401);
    expect((await t.call(admin, { method: 'GET', url: '/api/bots' })).json()).toEqual([]);
    expect((await t.call(admin, { method: 'DELETE', url: `/api/admin/users/${id}` })).statusCode).toBe(404);
  });
});

describe('admin: whose objects the lists hold', () => {
  it("names the owner of every bot, strategy and hedge bot in an admin's lists; a user's own lists stay as they were", async () => {
    await t.addUser('alice', 'trader');
    const alice = await t.login('alice');
    const strategy = await t.call(alice, { method: 'POST', url: '/api/strategies', payload: strategyPayload({ name: 'ETH узкий канал' }) });
    const mine = await t.call(admin, { method: 'POST', url: '/api/strategies', payload: strategyPayload({ name: 'ETH узкий канал' }) });
    await t.call(alice, { method: 'POST', url: '/api/bots', payload: botPayload({ strategy_id: strategy.json().strategy_id }) });
    await t.call(alice, { method: 'POST', url: '/api/hedge-bot/create', payload: hedgePayload() });

    const strategies = (await t.call(admin, { method: 'GET', url: '/api/strategies' })).json() as Array<{
      strategy_id: number;
      owner?: string;
    }>;
    expect(strategies.map((s) => [s.strategy_id, s.owner])).toEqual([
      [strategy.json().strategy_id, 'alice'],
      [mine.json().strategy_id, 'boss'],
    ]);
    for (const url of ['/api/bots', '/api/mining-bots', '/api/hedge-bot/']) {
      const list = (await t.call(admin, { method: 'GET', url })).json() as Array<{ owner?: string }>;
      expect(
        list.map((b) => b.owner),
        url,
      ).toEqual(['alice']);
    }
    const own = (await t.call(alice, { method: 'GET', url: '/api/strategies' })).json() as Array<{ owner?: string }>;
    expect(own.map((s) => s.owner)).toEqual([undefined]);
  });
});
