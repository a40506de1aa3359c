// Role × route matrix of docs/product.md §6 on the server: a role without the permission gets 403 and nothing
// changes; a role with it gets past the guard. Without a token every API route is 401.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { canEditOwnProfile, hasPermission, ROLES, type Permission } from '../../src/domain/rules/accounts/permissions';
import type { Role } from '../../src/domain/contracts/types';
import { botPayload, hedgePayload, makeTestApp, strategyPayload, type TestApp } from './testSupport';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let t: TestApp;
const tokens = {} as Record<Role, string>;

beforeAll(async () => {
  t = await makeTestApp();
  for (const role of ROLES) await t.addUser(`u_${role}`, role);
  for (const role of ROLES) tokens[role] = await t.login(`u_${role}`);
});
afterAll(async () => {
  await t.close();
});

const MISSING = 999_999; // an id nobody has: allowed roles get 404, refused ones 403

type Case = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** null: every role; a function: a rule of its own. */
  permission: Permission | null | ((role: Role) => boolean);
  payload?: object;
};

const CASES: Case[] = [
  { method: 'GET', url: '/api/profile/me', permission: null },
  { method: 'PUT', url: '/api/profile/me', permission: canEditOwnProfile, payload: { full_name: 'X' } },
  { method: 'GET', url: '/api/mining-bots/auth/check', permission: null },
  { method: 'GET', url: '/api/bots', permission: 'bot:read' },
  { method: 'GET', url: `/api/bots/${MISSING}`, permission: 'bot:read' },
  { method: 'GET', url: `/api/bots/${MISSING}/settings`, permission: 'bot:read' },
  { method: 'GET', url: `/api/bots/${MISSING}/alerts`, permission: 'bot:read' },
  { method: 'GET', url: `/api/bots/${MISSING}/logs`, permission: 'bot:read' },
  { method: 'GET', url: `/api/bots/${MISSING}/wallet/balance`, permission: 'bot:read' },
  { method: 'GET', url: `/api/bots/${MISSING}/wallet/balance/ETH`, permission: 'bot:read' },
  { method: 'GET', url: `/api/bots/${MISSING}/wallet/transactions`, permission: 'bot:read' },
  { method: 'POST', url: '/api/bots', permission: 'bot:create', payload: botPayload({ strategy_id: MISSING }) },
  { method: 'PUT', url: `/api/bots/${MISSING}`, permission: 'bot:update', payload: { name: 'x' } },
  { method: 'DELETE', url: `/api/bots/${MISSING}`, permission: 'bot:delete' },
  { method: 'POST', url: `/api/bots/${MISSING}/start`, permission: 'bot:start' },
  { method: 'POST', url: `/api/bots/${MISSING}/stop`, permission: 'bot:stop' },
  { method: 'POST', url: `/api/bots/${MISSING}/restart`, permission: 'bot:start' },
  { method: 'GET', url: '/api/mining-bots', permission: 'bot:read' },
  { method: 'GET', url: `/api/mining-bots/${MISSING}`, permission: 'bot:read' },
  { method: 'POST', url: '/api/mining-bots', permission: 'bot:create', payload: botPayload({ strategy_id: MISSING }) },
  { method: 'POST', url: `/api/mining-bots/${MISSING}/start`, permission: 'bot:start' },
  { method: 'POST', url: `/api/mining-bots/${MISSING}/stop`, permission: 'bot:stop' },
  { method: 'GET', url: '/api/strategies', permission: 'bot:read' },
  { method: 'GET', url: `/api/strategies/${MISSING}`, permission: 'bot:read' },
  { method: 'POST', url: '/api/strategies', permission: 'bot:create', payload: strategyPayload({ exit_strategy_upper: String(MISSING) }) },
  { method: 'PUT', url: `/api/strategies/${MISSING}`, permission: 'bot:update', payload: { name: 'x' } },
  { method: 'DELETE', url: `/api/strategies/${MISSING}`, permission: 'bot:delete' },
  { method: 'GET', url: '/api/mining/list', permission: 'bot:read' },
  {
    method: 'POST',
    url: '/api/mining/start',
    permission: 'bot:create',
    payload: { strategy_id: MISSING, wallet_address: '0x1', private_key: 'k' },
  },
  { method: 'POST', url: '/api/mining/stop', permission: 'bot:stop', payload: { strategy_id: MISSING } },
  { method: 'GET', url: '/api/hedge-bot/', permission: 'hedge:read' },
  { method: 'GET', url: `/api/hedge-bot/${MISSING}`, permission: 'hedge:read' },
  { method: 'POST', url: '/api/hedge-bot/create', permission: 'hedge:create', payload: hedgePayload({ name: '' }) },
  { method: 'PUT', url: `/api/hedge-bot/${MISSING}/settings`, permission: 'hedge:update', payload: { name: 'x' } },
  { method: 'POST', url: `/api/hedge-bot/${MISSING}/start`, permission: 'hedge:execute' },
  { method: 'POST', url: `/api/hedge-bot/${MISSING}/stop`, permission: 'hedge:execute' },
  { method: 'DELETE', url: `/api/hedge-bot/${MISSING}`, permission: 'hedge:delete' },
  { method: 'GET', url: '/api/admin/users', permission: 'admin:read' },
  { method: 'GET', url: '/api/admin/stats', permission: 'admin:read' },
  { method: 'PUT', url: `/api/admin/users/${MISSING}/status`, permission: 'admin:write', payload: { status: 'active' } },
  {
    method: 'POST',
    url: '/api/admin/users',
    permission: 'admin:write',
    // taken: an allowed role gets 409, so nothing is created
    payload: { username: 'u_trader', email: 'x@test.local', role: 'user', max_bots: 5, max_concurrent_bots: 3, api_rate_limit: 10_000 },
  },
  { method: 'PUT', url: `/api/admin/users/${MISSING}`, permission: 'admin:write', payload: { max_bots: 7 } },
  { method: 'DELETE', url: `/api/admin/users/${MISSING}`, permission: 'admin:write' },
];

describe('role × route matrix', () => {
  it(`covers ${CASES.length} routes × ${ROLES.length} roles`, async () => {
    const before = t.dump();
    const failures: string[] = [];
    for (const c of CASES) {
      for (const role of ROLES) {
        const res = await t.call(tokens[role], { method: c.method, url: c.url, ...(c.payload ? { payload: c.payload } : {}) });
        const allowed =
          c.permission === null || (typeof c.permission === 'function' ? c.permission(role) : hasPermission(role, c.permission));
        const got = res.statusCode;
        if (allowed ? got === 403 || got === 401 || got >= 500 : got !== 403)
          failures.push(`${role} ${c.method} ${c.url}: ${got} ${res.body}`);
        if (got >= 400 && typeof res.json().detail !== 'string') failures.push(`${role} ${c.method} ${c.url}: no detail`);
        if (got === 403 && !/Недостаточно прав/.test(res.json().detail)) failures.push(`${role} ${c.method} ${c.url}: ${res.body}`);
      }
    }
    expect(failures).toEqual([]);
    // PUT /api/profile/me changed full_name for everyone allowed; nothing else may have changed.
    for (const role of ROLES)
      t.ctx.db.prepare('UPDATE users SET full_name = NULL, updated_at = ? WHERE username = ?').run('x', `u_${role}`);
    const norm = (s: string) => s.replace(/"updated_at\\":\\"[^\\]*\\"/g, '');
    expect(norm(t.dump())).toBe(norm(before));
  });

  it('a trader really runs what the matrix allows: create, start, stop, delete', async () => {
    const bot = await t.call(tokens.trader, { method: 'POST', url: '/api/bots', payload: botPayload() });
    expect(bot.statusCode).toBe(201);
    const id = bot.json().bot_id;
    expect((await t.call(tokens.premium, { method: 'DELETE', url: `/api/bots/${id}` })).statusCode).toBe(403);
    expect((await t.call(tokens.trader, { method: 'POST', url: `/api/bots/${id}/start` })).statusCode).toBe(200);
    expect((await t.call(tokens.trader, { method: 'DELETE', url: `/api/bots/${id}` })).statusCode).toBe(200);
  });

  it('premium creates bots and hedge bots but may not delete them or change hedge settings', async () => {
    const bot = await t.call(tokens.premium, { method: 'POST', url: '/api/bots', payload: botPayload() });
    expect(bot.statusCode).toBe(201);
    expect((await t.call(tokens.premium, { method: 'DELETE', url: `/api/bots/${bot.json().bot_id}` })).statusCode).toBe(403);
    const hedge = await t.call(tokens.premium, { method: 'POST', url: '/api/hedge-bot/create', payload: hedgePayload() });
    expect(hedge.statusCode).toBe(201);
    const id = hedge.json().bot_id;
    expect((await t.call(tokens.premium, { method: 'POST', url: `/api/hedge-bot/${id}/start` })).statusCode).toBe(200);
    expect((await t.call(tokens.premium, { method: 'PUT', url: `/api/hedge-bot/${id}/settings`, payload: { name: 'x' } })).statusCode).toBe(
      403,
    );
    expect((await t.call(tokens.premium, { method: 'DELETE', url: `/api/hedge-bot/${id}` })).statusCode).toBe(403);
  });
});

describe('without a token', () => {
  const PUBLIC = [
    /^\/api\/health$/,
    /^\/api\/openapi\.json/,
    /^\/api\/auth\//,
    /^\/api\/avatars\//,
    /^\/api\/push\/public-key$/,
    /^\/market\//,
    /^\/ws\//,
  ];

  it('every API route answers 401 with a Russian detail', async () => {
    const routes = t.ctx.routes.filter(
      (r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && r.url.startsWith('/api') && !PUBLIC.some((p) => p.test(r.url)),
    );
    expect(routes.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const r of routes) {
      const url = r.url.replace(/:[A-Za-z]+/g, '1');
      const res = await t.app.inject({
        method: r.method as 'GET',
        url,
        ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: {} }),
      });
      if (res.statusCode !== 401 || !/авторизац/.test(res.json().detail))
        failures.push(`${r.method} ${r.url}: ${res.statusCode} ${res.body}`);
      const bad = await t.app.inject({ method: r.method as 'GET', url, headers: { authorization: 'Bearer not.a.token' } });
      if (bad.statusCode !== 401) failures.push(`${r.method} ${r.url} (bad token): ${bad.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});
