// Seeded random input against every route (ours and the simulator's), as admin: whatever arrives,
// the answer is never a 5xx and always carries a `detail` when it is an error.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { botPayload, hedgePayload, makeTestApp, strategyPayload, type TestApp } from './testSupport';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 60_000 });

let t: TestApp;
let admin: string;
let ids: number[] = [];

beforeAll(async () => {
  t = await makeTestApp();
  await t.addUser('root', 'admin');
  admin = await t.login('root');
  const s = (await t.call(admin, { method: 'POST', url: '/api/strategies', payload: strategyPayload() })).json().strategy_id;
  const b = (await t.call(admin, { method: 'POST', url: '/api/bots', payload: botPayload({ strategy_id: s }) })).json().bot_id;
  const h = (await t.call(admin, { method: 'POST', url: '/api/hedge-bot/create', payload: hedgePayload() })).json().bot_id;
  await t.call(admin, { method: 'POST', url: `/api/bots/${b}/start` });
  await t.call(admin, { method: 'POST', url: `/api/hedge-bot/${h}/start` });
  ids = [s, b, h];
});
afterAll(async () => {
  await t.close();
});

function rng(seed: number) {
  let x = seed >>> 0;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 4294967296;
  };
}

describe('random input', () => {
  it('never produces a 5xx', async () => {
    const next = rng(20261122);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
    const values: unknown[] = [
      null,
      true,
      false,
      0,
      -1,
      1e308,
      -1e308,
      0.5,
      'x',
      '',
      ' ',
      'ETHUSDT',
      'ETH/USDT',
      'arbitrum',
      'active',
      'current',
      'я'.repeat(300),
      [],
      [1, 'a'],
      {},
      { a: { b: [] } },
      '__proto__',
      '2026-01-01',
      'NaN',
      '1e999',
      42,
      3000,
    ];
    const keys = [
      'name',
      'symbol',
      'network',
      'status',
      'limit',
      'offset',
      'bot_id',
      'price_open',
      'leverage',
      'strategy_id',
      'stop_type',
      'token',
      'email',
      'password',
      'primary_fail',
      'channel_upper',
      'interval',
      'amount',
      'indicators',
      'pool',
      'sort',
      'start_date',
    ];
    const segments = [...ids.map(String), '1', '0', '-1', 'abc', '1e3', '%20', '99999999999999999999', 'ETH', 'x.png'];
    const routes = t.ctx.routes.filter(
      (r) => r.method !== 'HEAD' && !r.url.startsWith('/ws/') && !r.url.includes('*') && r.url !== '/api/sim/flood',
    );
    const failures: string[] = [];
    for (let round = 0; round < 6; round += 1) {
      for (const route of routes) {
        const url = route.url.replace(/:[A-Za-z]+/g, () => pick(segments));
        const query = Array.from(
          { length: Math.floor(next() * 3) },
          () => `${pick(keys)}=${encodeURIComponent(String(pick(values)))}`,
        ).join('&');
        const body = Object.fromEntries(Array.from({ length: Math.floor(next() * 4) }, () => [pick(keys), pick(values)]));
        const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
        const res = await t.call(admin, {
          method: route.method as 'GET',
          url: query ? `${url}?${query}` : url,
          ...(hasBody ? { payload: body } : {}),
        });
        if (res.statusCode >= 500)
          failures.push(`${route.method} ${url}?${query} ${JSON.stringify(body)} → ${res.statusCode} ${res.body.slice(0, 120)}`);
        else if (res.statusCode >= 400 && !String(res.headers['content-type'] ?? '').includes('json'))
          failures.push(`${route.method} ${url}: ${res.statusCode} not JSON`);
      }
    }
    expect(failures).toEqual([]);
  });
});
