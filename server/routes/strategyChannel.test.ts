// Issue 19: the server refuses a strategy whose channel no pool could hold, or whose stops
// contradict themselves, with 400 and a Russian detail, and changes nothing; sound partial changes
// still go through, the stops following the channel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_MESSAGES } from '../../src/domain/rules/strategies/strategyChannelCheck';
import { makeTestApp, strategyPayload, type TestApp } from './testSupport';

let t: TestApp;
let token: string;
let id: number;

beforeAll(async () => {
  t = await makeTestApp();
  await t.addUser('chan', 'trader');
  token = await t.login('chan');
  const res = await t.call(token, { method: 'POST', url: '/api/strategies', payload: strategyPayload() });
  id = res.json().strategy_id;
});
afterAll(async () => {
  await t.close();
});

const refused = async (method: 'POST' | 'PUT', payload: object, detail?: string) => {
  const before = t.dump();
  const res = await t.call(token, { method, url: method === 'POST' ? '/api/strategies' : `/api/strategies/${id}`, payload });
  expect(res.statusCode, res.body).toBe(400);
  if (detail) expect(res.json()).toEqual({ detail });
  else expect(res.json().detail).toMatch(/[а-я]/);
  expect(t.dump()).toBe(before);
};

describe('strategy channel refusals', () => {
  it('refuses a lower bound at or below zero', async () => {
    await refused('POST', strategyPayload({ lower_channel: 0, upper_channel: 7874 }), CHANNEL_MESSAGES.lowerPositive);
    await refused('PUT', { lower_channel: 0 }, CHANNEL_MESSAGES.lowerPositive);
    await refused('PUT', { lower_channel: -2125.81 }); // the schema's own minimum
  });

  it('refuses a zero-width or inverted channel', async () => {
    await refused('PUT', { lower_channel: 3000, upper_channel: 3000 }, CHANNEL_MESSAGES.upperAboveLower);
    await refused('POST', strategyPayload({ lower_channel: 3100, upper_channel: 2900 }), CHANNEL_MESSAGES.upperAboveLower);
  });

  it('refuses stops on or outside the channel', async () => {
    await refused(
      'PUT',
      { lower_channel: 2000, upper_channel: 3000, lower_stop_losses: [2000], lower_stop_losses_percent: [0] },
      CHANNEL_MESSAGES.stopsInside,
    );
    await refused('PUT', { lower_channel: 2000, upper_channel: 3000, upper_stop_losses: [3500] }, CHANNEL_MESSAGES.stopsInside);
  });

  it('refuses price and percent stops that disagree', async () => {
    await refused(
      'PUT',
      { lower_channel: 2000, upper_channel: 3000, lower_stop_losses: [2100, 2150], lower_stop_losses_percent: [10, 5] },
      CHANNEL_MESSAGES.stopsAgree,
    );
  });

  it('accepts a moved channel: stops keep their percents, prices follow; one list alone gives the other', async () => {
    const moved = (
      await t.call(token, { method: 'PUT', url: `/api/strategies/${id}`, payload: { lower_channel: 2000, upper_channel: 3000 } })
    ).json();
    expect(moved.upper_stop_losses_percent).toEqual([90]);
    expect(moved.upper_stop_losses).toEqual([2900]);
    const byPercent = (
      await t.call(token, { method: 'PUT', url: `/api/strategies/${id}`, payload: { lower_stop_losses_percent: [20] } })
    ).json();
    expect(byPercent.lower_stop_losses).toEqual([2200]);
    const byPrice = (await t.call(token, { method: 'PUT', url: `/api/strategies/${id}`, payload: { lower_stop_losses: [2250] } })).json();
    expect(byPrice.lower_stop_losses_percent).toEqual([25]);
    expect(byPrice.lower_stop_losses).toEqual([2250]);
  });
});
