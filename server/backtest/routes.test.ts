// The backtest calls against the reference backend: who may run them, what bad input gets, the
// limit of two at a time per user, and the answers' periods and shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKTEST_MESSAGES } from '../../src/domain/rules/strategies/backtestRules';
import { makeTestApp, strategyPayload, type TestApp } from '../routes/testSupport';
import { TEXT } from '../http/texts';

let t: TestApp;
let trader: string;
let other: string;
let viewer: string;
let traderStrategy: number;
let otherStrategy: number;

const DRAFT = { strategy: strategyPayload({ channel_width: 8 }), network: 'arbitrum', days: 7 };
const run = (token: string | null, payload: object, url = '/api/strategies/backtest') => t.call(token, { method: 'POST', url, payload });

beforeAll(async () => {
  t = await makeTestApp();
  await t.addUser('trader1', 'trader');
  await t.addUser('trader2', 'trader');
  await t.addUser('viewer1', 'viewer');
  [trader, other, viewer] = await Promise.all([t.login('trader1'), t.login('trader2'), t.login('viewer1')]);
  traderStrategy = (await t.call(trader, { method: 'POST', url: '/api/strategies', payload: strategyPayload({ network: 'base' }) })).json()
    .strategy_id;
  otherStrategy = (await t.call(other, { method: 'POST', url: '/api/strategies', payload: strategyPayload() })).json().strategy_id;
});
afterAll(async () => {
  await t.close();
});

describe('backtest calls', () => {
  it('replays a draft over the last 30 days of recorded candles, with its pool named', async () => {
    const res = await run(trader, { ...DRAFT, days: 30, initial_investment: 5000 });
    expect(res.statusCode).toBe(200);
    const b = res.json();
    expect(Date.parse(b.to) - Date.parse(b.from)).toBe(30 * 86_400_000);
    expect(b.symbol).toBe('ETH/USDT');
    expect(b.pool.name).toContain('arbitrum');
    expect(b.pool.fee_tier).toBeGreaterThan(0);
    expect(b.initial_investment).toBe(5000);
    expect(b.candles).toBeGreaterThan(1000);
    expect(Math.abs(b.net_usd - (b.fees_usd + b.price_pnl_usd + b.hedge_pnl_usd - b.costs_usd))).toBeLessThan(0.005);
    expect(b.equity.length).toBeGreaterThan(100);
    expect(b.events[0]).toMatchObject({ kind: 'open', reason: null });
  });

  it('replays a saved strategy on its own network, and the same request gives the same answer', async () => {
    const once = async () => (await run(trader, { days: 7 }, `/api/strategies/${traderStrategy}/backtest`)).json();
    let [a, b] = [await once(), await once()];
    // an hour may turn between the two: the period moves with it
    if (a.to !== b.to) [a, b] = [b, await once()];
    expect(a.network).toBe('base');
    expect(b).toEqual(a);
  });

  it('is open to whoever may read strategies, on the strategies they can see', async () => {
    expect((await run(viewer, DRAFT)).statusCode).toBe(200);
    expect((await run(null, DRAFT)).statusCode).toBe(401);
    // an account waiting for its e-mail to be confirmed may not
    const pendingId = await t.addUser('pending1', 'trader');
    const pending = await t.login('pending1');
    t.ctx.db.prepare("UPDATE users SET status = 'pending_verification' WHERE user_id = ?").run(pendingId);
    expect((await run(pending, DRAFT)).statusCode).toBe(403);
    const foreign = await run(trader, { days: 7 }, `/api/strategies/${otherStrategy}/backtest`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe(TEXT.notFound.strategy);
    // a draft naming another user's strategy is bad input: a 404 of the draft call only ever means it is missing
    const draft = await run(trader, { ...DRAFT, strategy: { ...DRAFT.strategy, strategy_id: otherStrategy } });
    expect(draft.statusCode).toBe(400);
    expect(draft.json().detail).toBe(TEXT.notFound.strategy);
  });

  it.each([
    ['a period not offered', { ...DRAFT, days: 14 }, /7, 30, 90/],
    ['an unknown network', { ...DRAFT, network: 'solana' }, /«network»/],
    ['an unknown pair', { ...DRAFT, strategy: { ...DRAFT.strategy, symbol: 'DOGE/USDT' } }, /«strategy.symbol»/],
    ['a width beyond 50 %', { ...DRAFT, strategy: { ...DRAFT.strategy, channel_width: 60 } }, BACKTEST_MESSAGES.width],
    [
      'a width below 1 USDT',
      { ...DRAFT, strategy: { ...DRAFT.strategy, channel_width: 0.5, channel_width_unit: 'USDT' } },
      BACKTEST_MESSAGES.width,
    ],
    ['a position size of 0', { ...DRAFT, strategy: { ...DRAFT.strategy, position_size_percent: 0 } }, BACKTEST_MESSAGES.positionSize],
    [
      'a ratio of 3/97',
      { ...DRAFT, strategy: { ...DRAFT.strategy, upper_channel_percent: 3, lower_channel_percent: 97 } },
      BACKTEST_MESSAGES.ratio,
    ],
    [
      'bounds the wrong way round',
      { ...DRAFT, strategy: { ...DRAFT.strategy, lower_channel: 3200, upper_channel: 2800 } },
      /больше нижней/,
    ],
    ['an investment below the minimum', { ...DRAFT, initial_investment: 5 }, /«initial_investment»/],
    ['an unknown field', { ...DRAFT, speed: 2 }, /«speed»/],
  ])('refuses %s with 400 and a Russian detail, changing nothing', async (_name, payload, detail) => {
    const before = t.dump();
    const res = await run(trader, payload);
    expect(res.statusCode).toBe(400);
    if (typeof detail === 'string') expect(res.json().detail).toBe(detail);
    else expect(res.json().detail).toMatch(detail);
    expect(res.json().detail).toMatch(/[а-я]/);
    expect(t.dump()).toBe(before);
  });

  it('refuses an exit to a strategy not the user’s', async () => {
    const res = await run(trader, { ...DRAFT, strategy: { ...DRAFT.strategy, exit_strategy_upper: String(otherStrategy) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(TEXT.strategies.exitNotFound);
  });

  it('refuses a body over its size limit with 413', async () => {
    const res = await run(trader, {
      ...DRAFT,
      strategy: { ...DRAFT.strategy, description: 'д'.repeat(900), name: 'x'.repeat(90) },
      pad: 'x'.repeat(17_000),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe('Слишком большой запрос');
  });

  it('runs at most two of a user’s backtests at a time; the third gets 429 with Retry-After, others go on', async () => {
    const long = { ...DRAFT, days: 90 };
    const answers = await Promise.all([run(other, long), run(other, long), run(other, long), run(trader, long)]);
    const codes = answers.map((a) => a.statusCode);
    expect(codes.slice(0, 3).sort()).toEqual([200, 200, 429]);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json().detail).toBe(TEXT.backtest.perUser);
    expect(codes[3]).toBe(200);
    // once they are done, the user may run again
    expect((await run(other, DRAFT)).statusCode).toBe(200);
  });
});
