// Issue 19: a hedge bot never holds more active shorts than its max_hedge_positions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hedgePayload, makeTestApp, type TestApp } from './testSupport';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await makeTestApp();
  await t.addUser('hedger', 'trader');
  token = await t.login('hedger');
});
afterAll(async () => {
  await t.close();
});

describe('hedge position limit', () => {
  it('refuses a manual short beyond max_hedge_positions with 409, naming the limit, and opens none', async () => {
    const bot = (
      await t.call(token, { method: 'POST', url: '/api/hedge-bot/create', payload: hedgePayload({ max_hedge_positions: 2 }) })
    ).json();
    const open = () => t.call(token, { method: 'POST', url: `/api/hedge-bot/${bot.bot_id}/positions`, payload: {} });
    expect((await open()).statusCode).toBe(201);
    expect((await open()).statusCode).toBe(201);
    const third = await open();
    expect(third.statusCode).toBe(409);
    expect(third.json().detail).toBe('Достигнут лимит хедж-позиций бота (2). Закройте одну из открытых позиций');
    const list = (await t.call(token, { method: 'GET', url: `/api/hedge-bot/${bot.bot_id}/positions` })).json() as Array<{
      status: string;
    }>;
    expect(list.filter((p) => p.status === 'active')).toHaveLength(2);
    const v2 = await t.call(token, { method: 'POST', url: '/api/v2/hedge/positions', payload: { bot_id: bot.bot_id } });
    expect(v2.statusCode).toBe(409);
  });
});
