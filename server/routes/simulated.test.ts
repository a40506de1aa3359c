// The simulator's routes through the real application (auth guard, error shape, query coercion).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppContext } from '../app';
import { readConfig } from '../config';
import { userById } from '../auth/users';
import { addBot, addHedgeBot, addStrategy, addUser } from '../sim/testing/fixtures';
import { simInternals } from '../sim/engine/simulator';
import { positionView } from '../sim/engine/view';
import { historyOrder } from './positions';

let app: FastifyInstance;
let ctx: AppContext;
let dataDir: string;
const ids = { trader: 0, other: 0, admin: 0, bot: 0, stoppedBot: 0, hedgeBot: 0, otherBot: 0 };
const tokens = { trader: '', other: '', admin: '', viewer: '' };

const get = (url: string, token = tokens.trader) =>
  app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = tokens.trader) =>
  app.inject({ method, url, payload: payload as never, headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-routes-'));
  ({ app, ctx } = await buildApp({ ...readConfig({}), dataDir, distDir: path.join(dataDir, 'no-dist'), demo: false, logLevel: 'silent' }));
  const db = ctx.db;
  ids.trader = addUser(db, 'sim_trader', 'trader');
  ids.other = addUser(db, 'sim_other', 'trader');
  ids.admin = addUser(db, 'sim_admin', 'admin');
  const viewer = addUser(db, 'sim_viewer', 'viewer');
  const s = addStrategy(db, ids.trader, { channel_width: 6 });
  ids.bot = addBot(db, ids.trader, s, true);
  ids.stoppedBot = addBot(db, ids.trader, s, false);
  ids.hedgeBot = addHedgeBot(db, ids.trader, true);
  ids.otherBot = addBot(db, ids.other, addStrategy(db, ids.other), true);
  ctx.sim.backfillDemo({ miningBotIds: [ids.bot, ids.stoppedBot, ids.otherBot], hedgeBotIds: [ids.hedgeBot], closedPerUser: 220 });
  for (const [name, userId] of [
    ['trader', ids.trader],
    ['other', ids.other],
    ['admin', ids.admin],
    ['viewer', viewer],
  ] as const) {
    tokens[name] = ctx.auth.startSession(userById(db, userId)!).access_token;
  }
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('market feeds', () => {
  it('primary ticker and klines in the code-0 envelope, numbers as strings', async () => {
    const t = await get('/market/primary/ticker/24hr?symbols=ETHUSDT,BTCUSDT', '');
    expect(t.statusCode).toBe(200);
    const body = t.json();
    expect(body.code).toBe(0);
    expect(body.data.map((d: { symbol: string }) => d.symbol)).toEqual(['ETHUSDT', 'BTCUSDT']);
    expect(typeof body.data[0].lastPrice).toBe('string');
    expect(Number(body.data[0].lastPrice)).toBeCloseTo(ctx.sim.price('ETHUSDT'), 2);
    const k = (await get('/market/primary/klines?symbol=ETHUSDT&interval=15m&limit=100', '')).json();
    expect(k.code).toBe(0);
    expect(k.data).toHaveLength(100);
    expect(k.data[1][0] - k.data[0][0]).toBe(15 * 60_000);
    expect(k.data[0]).toHaveLength(6);
  });

  it('fallback price ticker and klines', async () => {
    expect((await get('/market/fallback/api/v3/ticker/price?symbol=SOLUSDT', '')).json()).toEqual({
      symbol: 'SOLUSDT',
      price: expect.any(String),
    });
    expect((await get('/market/fallback/api/v3/ticker/price', '')).json()).toHaveLength(7);
    const k = (await get('/market/fallback/api/v3/klines?symbol=ARBUSDT&interval=1h&limit=5', '')).json();
    expect(k).toHaveLength(5);
    expect(k[0][6]).toBe(k[0][0] + 3_600_000 - 1);
  });

  it('bad input is a Russian 4xx', async () => {
    const r = await get('/market/primary/klines?symbol=DOGEUSDT&interval=15m&limit=10', '');
    expect(r.statusCode).toBe(400);
    expect(r.json().detail).toMatch(/Неизвестный торговый символ/);
    expect((await get('/market/primary/klines?symbol=ETHUSDT&interval=2m', '')).statusCode).toBe(400);
    expect((await get('/market/fallback/api/v3/klines?symbol=ETHUSDT&interval=1m&limit=0', '')).statusCode).toBe(400);
  });

  it('the admin switch makes the primary fail with 503 code 50001, the fallback keeps working', async () => {
    expect((await send('PUT', '/api/admin/market', { primary_fail: true }, tokens.trader)).statusCode).toBe(403);
    expect((await send('PUT', '/api/admin/market', { primary_fail: true }, tokens.admin)).json()).toEqual({ primary_fail: true });
    const r = await get('/market/primary/ticker/24hr', '');
    expect(r.statusCode).toBe(503);
    expect(r.json().code).toBe(50001);
    expect((await get('/market/fallback/api/v3/ticker/price?symbol=ETHUSDT', '')).statusCode).toBe(200);
    await send('PUT', '/api/admin/market', { primary_fail: false }, tokens.admin);
    expect((await get('/market/primary/ticker/24hr', '')).statusCode).toBe(200);
  });
});

describe('positions', () => {
  it('open positions of the user only, with every docs/product.md §3 field', async () => {
    const r = await get('/api/positions/open?check_blockchain=true');
    expect(r.statusCode).toBe(200);
    const { positions, verified } = r.json();
    expect(verified).toBe(true);
    // one running bot: by the ladder rule it holds one position, or two a quarter channel apart
    expect(positions.length).toBeGreaterThanOrEqual(1);
    expect(positions.every((p: { bot_id: number }) => p.bot_id === ids.bot)).toBe(true);
    for (const key of [
      'token_id',
      'channel_type',
      'time_in_position',
      'needs_rebalancing',
      'stop_loss_upper',
      'current_eth_value',
      'estimated_daily_income_usd',
      'net_price_pnl_percent',
      'hedge_efficiency_percent',
      'lp_expenses_usd',
      'hedge_info',
    ]) {
      expect(positions[0]).toHaveProperty(key);
    }
    expect((await get('/api/positions/open', '')).statusCode).toBe(401);
  });

  it('history: filters, sort, paging and total', async () => {
    const page = (await get('/api/positions/history?status=closed&limit=25&offset=0&sort=close_time_desc')).json();
    expect(page.total).toBeGreaterThanOrEqual(200);
    expect(page.positions).toHaveLength(25);
    const times = page.positions.map((p: { exit_timestamp: string }) => Date.parse(p.exit_timestamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const next = (await get('/api/positions/history?status=closed&limit=25&offset=25')).json();
    expect(next.positions[0].token_id).not.toBe(page.positions[0].token_id);
    const byPnl = (await get('/api/positions/history?status=closed&limit=50&sort=pnl_asc'))
      .json()
      .positions.map((p: { pnl: number }) => p.pnl);
    expect([...byPnl].sort((a, b) => a - b)).toEqual(byPnl);
    const since = new Date(Date.now() - 86_400_000).toISOString();
    const recent = (await get(`/api/positions/history?status=closed&start_date=${encodeURIComponent(since)}`)).json();
    expect(recent.total).toBeLessThan(page.total);
    expect(recent.positions.every((p: { exit_timestamp: string }) => Date.parse(p.exit_timestamp) >= Date.parse(since))).toBe(true);
    const reasons = new Set(page.positions.map((p: { exit_reason: string }) => p.exit_reason));
    expect(
      [...reasons].every((r) => ['upper_stop_losss', 'lower_stop_loss', 'manual', 'system_restart_cleanup'].includes(r as string)),
    ).toBe(true);
    expect((await get('/api/positions/history?status=liquidated')).json()).toEqual({ positions: [], total: 0 });
  });

  it('history answers hold exactly the fresh views, kept views included (written from the contract schema)', async () => {
    const inner = simInternals(ctx.sim);
    const fresh = (tokenId: number) => {
      const row = inner.store.position(tokenId)!;
      return positionView(row, inner.store.hedgeOfToken(tokenId) ?? null, NaN, 0);
    };
    for (const token of [tokens.trader, tokens.admin]) {
      for (const query of [
        'status=closed&limit=25&offset=100',
        'status=closed&limit=40&sort=close_time_asc',
        'status=closed&limit=30&sort=pnl_desc',
      ]) {
        // twice: the second answer comes from the kept views of closed positions
        for (let i = 0; i < 2; i += 1) {
          const r = await get(`/api/positions/history?${query}`, token);
          expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
          const { positions, total } = r.json();
          const expected = { positions: positions.map((p: { token_id: number }) => fresh(p.token_id)), total };
          expect(r.json()).toEqual(JSON.parse(JSON.stringify(expected)));
        }
      }
    }
    expect(
      (await get('/api/positions/history?status=closed&limit=500', tokens.trader))
        .json()
        .positions.some((p: { hedge_info: unknown }) => p.hedge_info !== null),
    ).toBe(true);
    const open = await get('/api/positions/open');
    const now = Date.now();
    const expected = {
      positions: inner.figures
        .openRows({ userId: ids.trader, botId: null })
        .sort((a, b) => b.opened_ms - a.opened_ms)
        .map((r) => inner.engine.view(r, now)),
      verified: false,
    };
    // the clock moved between the two: compare the shape (every field, of the same type)
    const shape = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(shape)
        : v && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shape(x)]))
          : v === null
            ? null
            : typeof v;
    expect(shape(open.json())).toEqual(shape(JSON.parse(JSON.stringify(expected))));
  });

  it('history pages keep the order of the full sort, walking the index instead of sorting', async () => {
    const db = ctx.db;
    for (const status of ['closed', 'open'] as const) {
      for (const sort of ['close_time_desc', 'close_time_asc'] as const) {
        const ids = (order: string) =>
          db.prepare(`SELECT token_id FROM sim_positions WHERE bot_kind = 'mining' AND status = ? ORDER BY ${order}`).pluck().all(status);
        const full =
          sort === 'close_time_desc'
            ? '(closed_ms IS NULL) DESC, closed_ms DESC, token_id DESC'
            : '(closed_ms IS NULL) ASC, closed_ms ASC, token_id ASC';
        expect(ids(historyOrder(sort, status))).toEqual(ids(full));
      }
    }
    const plan = db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT token_id FROM sim_positions WHERE bot_kind = 'mining' AND status = 'closed' ORDER BY ${historyOrder('close_time_desc', 'closed')} LIMIT 25 OFFSET 100`,
      )
      .all() as Array<{ detail: string }>;
    expect(plan.map((p) => p.detail).join('; ')).not.toMatch(/TEMP B-TREE/);
    expect(historyOrder('close_time_desc', 'all')).toMatch(/^\(closed_ms IS NULL\) DESC/);
    expect(historyOrder('pnl_desc', 'closed')).toBe('pnl_usd DESC NULLS LAST, token_id DESC');
  });

  it('no look-ahead: a back-filled position entered at the price of its minute, as the /market klines show it', async () => {
    const k = (await get('/market/primary/klines?symbol=ETHUSDT&interval=1m&limit=1000', '')).json();
    const opens = new Map<number, number>(k.data.map((c: [number, string]) => [c[0], Number(c[1])]));
    const { positions } = (await get('/api/positions/history?status=all&limit=1000')).json();
    let checked = 0;
    for (const p of positions as { timestamp: string; entry_price: number; symbol: string }[]) {
      const at = Date.parse(p.timestamp);
      if (p.symbol !== 'ETH/USDT' || !opens.has(at)) continue;
      // the klines show prices to the cent
      expect(Math.abs(p.entry_price - opens.get(at)!)).toBeLessThanOrEqual(0.005 + 1e-9);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('history totals: count, net result, fees and win rate of everything the filters match', async () => {
    const all = (await get('/api/positions/history?limit=1000')).json();
    const totals = (await get('/api/positions/history/totals')).json();
    const closed = all.positions.filter((p: { status: string }) => p.status === 'closed');
    const sum = (list: Array<Record<string, number>>, key: string) => list.reduce((s, p) => s + p[key], 0);
    expect(totals.count).toBe(all.total);
    expect(totals.closed).toBe(closed.length);
    expect(totals.wins).toBe(closed.filter((p: { pnl: number }) => p.pnl > 0).length);
    expect(totals.win_rate).toBeCloseTo((totals.wins / totals.closed) * 100, 4);
    // open positions move between the two reads: compare the closed part exactly, the whole loosely
    const closedTotals = (await get('/api/positions/history/totals?status=closed')).json();
    expect(closedTotals.pnl_usd).toBeCloseTo(sum(closed, 'pnl'), 4);
    expect(closedTotals.fees_usd).toBeCloseTo(sum(closed, 'earned_fees'), 4);
    expect(Math.abs(totals.pnl_usd - sum(all.positions, 'pnl'))).toBeLessThan(50);
    // the same filters as the list: a bot, a pair (with or without the slash), a period
    const ofBot = (await get(`/api/positions/history/totals?bot_id=${ids.stoppedBot}`)).json();
    expect(ofBot.count).toBe((await get(`/api/positions/history?bot_id=${ids.stoppedBot}`)).json().total);
    expect(ofBot.count).toBeLessThan(totals.count);
    expect((await get('/api/positions/history/totals?symbol=ETHUSDT')).json().count).toBe(totals.count);
    expect((await get('/api/positions/history?symbol=ETH%2FUSDT&limit=5')).json().total).toBe(all.total);
    expect((await get('/api/positions/history/totals?symbol=BTC%2FUSDT')).json()).toEqual({
      count: 0,
      closed: 0,
      wins: 0,
      win_rate: null,
      pnl_usd: 0,
      fees_usd: 0,
    });
    const since = encodeURIComponent(new Date(Date.now() - 86_400_000).toISOString());
    expect((await get(`/api/positions/history/totals?start_date=${since}`)).json().count).toBe(
      (await get(`/api/positions/history?start_date=${since}`)).json().total,
    );
    expect((await get('/api/positions/history/totals?symbol=DOGE%2FUSDT')).statusCode).toBe(400);
    expect((await get('/api/positions/history/totals?limit=5')).statusCode).toBe(400);
    expect((await get(`/api/positions/history/totals?bot_id=${ids.otherBot}`)).statusCode).toBe(404);
    expect((await get('/api/positions/history/totals', '')).statusCode).toBe(401);
  });

  it("history refuses bad input and other users' bots", async () => {
    const bad = await get('/api/positions/history?start_date=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/start_date/);
    expect((await get('/api/positions/history?limit=5000')).statusCode).toBe(400);
    expect((await get('/api/positions/history?sort=random')).statusCode).toBe(400);
    expect((await get(`/api/positions/history?bot_id=${ids.otherBot}`)).statusCode).toBe(404);
    expect((await get(`/api/positions/history?bot_id=${ids.otherBot}`, tokens.admin)).statusCode).toBe(200);
  });

  it("a bot's positions, one position, and a manual close", async () => {
    const list = (await get(`/api/bots/${ids.bot}/positions`)).json();
    // the ladder rule keeps a bot's positions a quarter channel apart: one or two are open
    expect(list.length).toBeGreaterThanOrEqual(1);
    const one = (await get(`/api/bots/${ids.bot}/positions/${list[0].token_id}`)).json();
    expect(one.token_id).toBe(list[0].token_id);
    expect((await send('POST', `/api/bots/${ids.bot}/positions/${list[0].token_id}/close`, undefined, tokens.viewer)).statusCode).toBe(403);
    const closed = await send('POST', `/api/bots/${ids.bot}/positions/${list[0].token_id}/close`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().status).toBe('closed');
    expect(closed.json().exit_reason).toBe('manual');
    expect((await send('POST', `/api/bots/${ids.bot}/positions/${list[0].token_id}/close`)).statusCode).toBe(409);
    expect((await get(`/api/bots/${ids.otherBot}/positions`)).statusCode).toBe(404);
    // In the bot's history, closed by hand: not necessarily first, as the running simulator may close
    // the bot's other position within the same second.
    const hist = (await get(`/api/bots/${ids.bot}/positions/history?status=closed&limit=10`)).json();
    const mine = hist.positions.find((p: { token_id: number }) => p.token_id === list[0].token_id);
    expect(mine?.exit_reason).toBe('manual');
  });

  it("generic positions and a strategy's trading history", async () => {
    const list = (await get('/api/positions?limit=10')).json();
    expect(list).toHaveLength(10);
    expect(list[0]).toMatchObject({ position_id: expect.any(Number), pair: 'ETH/USDT', lower_tick: expect.any(Number) });
    const strategyId = (ctx.db.prepare('SELECT strategy_id FROM bots WHERE bot_id = ?').get(ids.bot) as { strategy_id: number })
      .strategy_id;
    const trades = (await get(`/api/strategies/${strategyId}/trading_history?limit=5`)).json();
    expect(trades).toHaveLength(5);
  });

  it('price chart of a bot', async () => {
    const r = (await get(`/api/bots/${ids.bot}/charts/prices?interval=1h&limit=24`)).json();
    expect(r.symbol).toBe('ETH/USDT');
    expect(r.prices).toHaveLength(24);
    expect(r.candles[23].close).toBeCloseTo(r.current_price, 6);
  });
});

describe('statistics', () => {
  it('bot, positions and system statistics, metrics', async () => {
    const bots = (await get('/api/bots/statistics')).json();
    expect(bots).toMatchObject({ total_bots: 2, running_bots: 1, totalBots: 2, activeBots: 1, mediumRiskBots: 2 });
    const pos = (await get('/api/positions/statistics')).json();
    expect(pos.closed_positions).toBeGreaterThanOrEqual(200);
    expect(pos.total_positions).toBe(pos.closed_positions + pos.active_positions);
    expect(pos.win_rate).toBeGreaterThan(0);
    const one = (await get(`/api/positions/statistics?bot_id=${ids.bot}`)).json();
    expect(one.total_positions).toBeLessThan(pos.total_positions);
    const sys = (await get('/api/system/statistics')).json();
    expect(sys.active_positions).toBe(pos.active_positions);
    expect(sys.total_pnl).toBeCloseTo(pos.total_pnl, 1);
    const metrics = (await get('/api/metrics')).json();
    expect(Object.values(metrics).every((v) => typeof v === 'number')).toBe(true);
    expect(metrics.positions_closed).toBe(pos.closed_positions);
    const figures = ctx.sim.botFigures(ids.bot);
    expect(figures.total_trades).toBeGreaterThan(0);
  });
});

describe('hedges and v2', () => {
  it('hedge positions: list, open, close, performance', async () => {
    const before = (await get(`/api/hedge-bot/${ids.hedgeBot}/positions`)).json();
    expect(before.length).toBeGreaterThan(0);
    expect(before[0]).toMatchObject({
      position_id: expect.any(Number),
      bot_id: ids.hedgeBot,
      status: expect.any(String),
      leverage: expect.any(Number),
      income_module: expect.any(Number),
    });
    const opened = await send('POST', `/api/hedge-bot/${ids.hedgeBot}/positions`, { bot_id: ids.hedgeBot, leverage: 4 });
    expect(opened.statusCode).toBe(201);
    const id = opened.json().position_id;
    expect((await send('POST', `/api/hedge-bot/${ids.hedgeBot}/positions`, { bot_id: ids.bot })).statusCode).toBe(400);
    expect((await send('POST', `/api/hedge-bot/${ids.hedgeBot}/positions`, { leverage: 'x' })).statusCode).toBe(400);
    const perf = (await get(`/api/hedge-bot/${ids.hedgeBot}/performance`)).json();
    expect(perf.hedge_performance.total_positions).toBe(before.length + 1);
    expect(perf.hedge_performance.active_positions).toBeGreaterThanOrEqual(1);
    const hp = perf.hedge_performance;
    expect(hp.total_income).toBeCloseTo(hp.total_overflow_income + hp.channel_price_pnl + hp.total_short_income, 3);
    expect(perf.bot_stats.total_trades).toBeGreaterThan(0);
    const closed = await send('POST', `/api/hedge-bot/${ids.hedgeBot}/positions/${id}/close`);
    expect(closed.json().status).toBe('closed');
    expect((await send('DELETE', `/api/v2/hedge/positions/${id}`)).statusCode).toBe(409);
    expect((await get(`/api/v2/hedge/positions/${id}`, tokens.other)).statusCode).toBe(404);
    expect((await get(`/api/v2/hedge/performance/${ids.hedgeBot}`)).json().hedge_performance.total_positions).toBe(before.length + 1);
  });

  it('technical analysis, combined strategy and pool reads', async () => {
    const ta = (await send('POST', '/api/v2/analysis/technical', { symbol: 'ETH/USDT', interval: '15m', limit: 120 })).json();
    expect(ta.candles_used).toBe(120);
    expect(ta.rsi_14).toBeGreaterThanOrEqual(0);
    expect(ta.rsi_14).toBeLessThanOrEqual(100);
    expect(['buy', 'sell', 'hold']).toContain(ta.signal);
    expect((await send('POST', '/api/v2/analysis/technical', { symbol: 'XYZ' })).statusCode).toBe(400);
    const combined = (await send('POST', '/api/v2/strategy/combined', { symbol: 'ETHUSDT', investment_usd: 1000 })).json();
    expect(combined.liquidity.lower_price).toBeLessThan(combined.technical.price);
    expect(combined.liquidity.expected_daily_fees_usd).toBeGreaterThan(0);
    const price = (await get('/api/v2/blockchain/price/WETH')).json();
    expect(price.price).toBeCloseTo(ctx.sim.price('ETHUSDT'), 6);
    const pool = (await get('/api/v2/blockchain/liquidity/ETH-USDT')).json();
    expect(pool.tvl_usd).toBeGreaterThan(1e6);
    expect((await get('/api/v2/blockchain/liquidity/NOPE')).statusCode).toBe(404);
    expect((await get('/api/v2/blockchain/liquidity/ETH%2525')).statusCode).toBeLessThan(500);
    expect((await get('/api/v2/blockchain/liquidity/ETH%2FUSDT')).json().symbol).toBe('ETH/USDT');
  });
});
