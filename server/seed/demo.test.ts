// The demo of docs/architecture.md#fixed-contracts through the API, and `user:create`.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoScaleFromEnv, hasDemoAccounts, seedDemo } from './demo';
import { createUser } from '../cli/userCreation';
import { makeTestApp, type TestApp } from '../routes/testSupport';
import type { HedgePosition, MiningPosition } from '../../src/domain/contracts/types';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

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

  it("adds up every hedge bot's total income from its parts, each counted in one place", async () => {
    const near = (a: number, b: number) => expect(Math.abs(a - b), `${a} vs ${b}`).toBeLessThan(0.01);
    for (const who of ['trader', 'admin']) {
      const uid = (await get(who, '/api/profile/me')).user_id;
      const hedgeBots = (await get(who, '/api/hedge-bot/')).filter((h: { user_id: number }) => h.user_id === uid);
      expect(hedgeBots.length).toBeGreaterThan(0);
      for (const bot of hedgeBots) {
        const perf = (await get(who, `/api/hedge-bot/${bot.bot_id}/performance`)).hedge_performance;
        near(perf.total_income, perf.total_overflow_income + perf.channel_price_pnl + perf.total_short_income);
        // the parts from the positions themselves: the channel's fees and price PnL after its costs…
        const channel: MiningPosition[] = [];
        for (const status of ['open', 'closed'])
          channel.push(...(await get(who, `/api/positions/history?bot_id=${bot.bot_id}&status=${status}&limit=1000`)).positions);
        expect(channel.length).toBeGreaterThan(0);
        near(perf.total_overflow_income, sum(channel.map((p) => p.earned_fees + p.liquidity_rewards_usd)));
        near(perf.channel_price_pnl, sum(channel.map((p) => p.mining_price_pnl_usd - p.lp_expenses_usd)));
        // …and the shorts: those hedging mining positions are in those positions' PnL, not here
        const shorts: HedgePosition[] = await get(who, `/api/hedge-bot/${bot.bot_id}/positions?limit=1000`);
        const channelIds = new Set(channel.map((p) => p.token_id));
        const own = shorts.filter((s) => s.token_id == null || channelIds.has(s.token_id));
        near(perf.total_short_income, sum(own.map((s) => s.income_module)));
        near(perf.mining_hedge_income, sum(shorts.filter((s) => !own.includes(s)).map((s) => s.income_module)));
      }
    }
  });

  it("gives no two users' demo positions the same entry and range", () => {
    const rows = t.ctx.db
      .prepare('SELECT user_id, symbol, network, opened_ms, entry_price, lower_price, upper_price FROM sim_positions')
      .all() as {
      user_id: number;
    }[];
    const owners = new Map<string, Set<number>>();
    for (const { user_id, ...position } of rows) {
      const key = JSON.stringify(position);
      owners.set(key, (owners.get(key) ?? new Set()).add(user_id));
    }
    expect(new Set(rows.map((r) => r.user_id)).size).toBeGreaterThanOrEqual(3);
    expect([...owners.entries()].filter(([, users]) => users.size > 1)).toEqual([]);
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
