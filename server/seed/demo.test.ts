// The demo of docs/architecture.md#fixed-contracts through the API, and `user:create`.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoScaleFromEnv, hasDemoAccounts, seedDemo } from './demo';
import { createUser } from '../cli/userCreation';
import { makeTestApp, type TestApp } from '../routes/testSupport';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await makeTestApp();
  expect(await seedDemo(t.ctx)).toBe(true);
  for (const a of DEMO_ACCOUNTS) tokens[a.username] = await t.login(a.username, DEMO_PASSWORD);
});
afterAll(async () => {
  await t.close();
});

const get = async (who: string, url: string) => {
  const res = await t.call(tokens[who], { method: 'GET', url });
  expect(res.statusCode, `${who} ${url} ${res.body}`).toBe(200);
  return res.json();
};

describe('demo seed', () => {
  it('creates the five accounts with their roles, e-mails <name>@demo.local and password demo1234', async () => {
    for (const a of DEMO_ACCOUNTS) {
      expect(await get(a.username, '/api/profile/me')).toMatchObject({
        username: a.username,
        role: a.role,
        email: `${a.username}@demo.local`,
        status: 'active',
      });
      const byEmail = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username_or_email: `${a.username}@demo.local`, password: DEMO_PASSWORD },
      });
      expect(byEmail.statusCode).toBe(200);
    }
    expect(hasDemoAccounts(t.ctx)).toBe(true);
  });

  it('gives trader and admin 2+ mining bots (one running), 2 strategies, a running hedge bot, 3+ open and 200+ closed positions', async () => {
    for (const who of ['trader', 'admin']) {
      const uid = (await get(who, '/api/profile/me')).user_id;
      const bots = (await get(who, '/api/bots')).filter((b: { user_id: number }) => b.user_id === uid);
      expect(bots.length).toBeGreaterThanOrEqual(2);
      expect(bots.some((b: { running: boolean }) => b.running)).toBe(true);
      expect((await get(who, '/api/strategies')).filter((s: { user_id: number }) => s.user_id === uid)).toHaveLength(2);
      const hedges = (await get(who, '/api/hedge-bot/')).filter((h: { user_id: number }) => h.user_id === uid);
      expect(hedges).toHaveLength(1);
      expect(hedges[0].status).toBe('running');
      let closed = 0;
      for (const b of bots) closed += (await get(who, `/api/positions/history?bot_id=${b.bot_id}&status=closed&limit=1`)).total;
      const mineIds = new Set([...bots, ...hedges].map((b: { bot_id: number }) => b.bot_id));
      const open = (await get(who, '/api/positions/open')).positions.filter((p: { bot_id: number }) => mineIds.has(p.bot_id)).length;
      expect(closed).toBeGreaterThanOrEqual(200);
      if (process.env.SHOW_OPEN) console.info(`${who}: ${open} open, ${closed} closed`);
      expect(open).toBeGreaterThanOrEqual(3);
    }
    expect((await get('premium', '/api/bots')).length).toBeGreaterThanOrEqual(1);
  });

  it('keeps the demo accounts within their limits and away from the rate limit', async () => {
    const trader = await get('trader', '/api/profile/me');
    expect(trader.total_bots_created).toBe(5); // four mining bots (three running) and a hedge bot
    expect(trader.api_rate_limit).toBeGreaterThanOrEqual(10 * 720); // ten topics every 5 s for an hour
  });

  // How long a seed takes is measured by `npm run bench -- bigdata`, not asserted here.
  it('seeds only into an empty database', async () => {
    expect(await seedDemo(t.ctx)).toBe(false);
  });
});

describe('user:create', () => {
  it('makes an active admin who can log in and open the admin panel', async () => {
    const env = { DATA_DIR: t.dir };
    const message = await createUser(['--username', 'chief', '--email', 'chief@example.com', '--password', 'very-long-pass'], env);
    expect(message).toMatch(/Пользователь создан: chief/);
    const token = await t.login('chief', 'very-long-pass');
    expect((await t.call(token, { method: 'GET', url: '/api/admin/stats' })).statusCode).toBe(200);
  });

  it('takes the account from the environment and refuses duplicates and bad input', async () => {
    const env = { DATA_DIR: t.dir, ADMIN_USERNAME: 'envboss', ADMIN_EMAIL: 'envboss@example.com', ADMIN_PASSWORD: 'another-long-pass' };
    await expect(createUser([], env)).resolves.toMatch(/envboss/);
    await expect(createUser([], env)).rejects.toThrow(/уже существует/);
    await expect(
      createUser(['--username', 'x', '--email', 'x@example.com', '--password', 'long-enough'], { DATA_DIR: t.dir }),
    ).rejects.toThrow(/Имя пользователя/);
    await expect(
      createUser(['--username', 'okname', '--email', 'x@example.com', '--password', 'short'], { DATA_DIR: t.dir }),
    ).rejects.toThrow(/Пароль/);
    await expect(
      createUser(['--username', 'okname', '--email', 'x@example.com', '--password', 'long-enough', '--role', 'god'], { DATA_DIR: t.dir }),
    ).rejects.toThrow(/Роль/);
  });
});

describe('demo scale', () => {
  it('is the docs/architecture.md#fixed-contracts demo by default and grows for the benchmark, bounded', () => {
    expect(demoScaleFromEnv({})).toEqual({ closedPerUser: 220, adminOpen: 0 });
    expect(demoScaleFromEnv({ DEMO_HISTORY: '10000', DEMO_OPEN: '200' })).toEqual({ closedPerUser: 10000, adminOpen: 200 });
    expect(demoScaleFromEnv({ DEMO_HISTORY: '-3', DEMO_OPEN: 'many' })).toEqual({ closedPerUser: 220, adminOpen: 0 });
    expect(demoScaleFromEnv({ DEMO_HISTORY: '9999999', DEMO_OPEN: '5000' })).toEqual({ closedPerUser: 50000, adminOpen: 1000 });
  });
});
