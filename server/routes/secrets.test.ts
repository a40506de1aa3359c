// Secrets handed to the API (bot private keys, exchange API key and secret) never come back: not in
// any GET answer (every GET route is walked as admin and as the owner), not in the log, and not in
// plain text in the database files.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { botPayload, hedgePayload, makeTestApp, strategyPayload, type TestApp } from './testSupport';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

const SECRETS = [
  // Private keys are 0x and 64 hex digits (src/domain/rules/input/inputHygiene.ts); each one distinct.
  `0x${'7f3a9c01'.repeat(8)}`,
  `0x${'7f3a9c02'.repeat(8)}`,
  `0x${'7f3a9c03'.repeat(8)}`,
  `0x${'7f3a9c04'.repeat(8)}`,
  `0x${'51b2e0aa'.repeat(8)}`,
  'GATE-KEY-c0ffee-1',
  'GATE-SECRET-deadbeef-1',
  'GATE-KEY-c0ffee-2',
  'GATE-SECRET-deadbeef-2',
];

let t: TestApp;
const log: string[] = [];
let admin: string;
let trader: string;
const ids = { bots: [] as number[], hedges: [] as number[], strategies: [] as number[] };

beforeAll(async () => {
  t = await makeTestApp(
    { logLevel: 'trace' },
    {
      write: (line) => {
        log.push(line);
      },
    },
  );
  await t.addUser('owner', 'trader');
  await t.addUser('root', 'admin');
  [trader, admin] = [await t.login('owner'), await t.login('root')];
  const call = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const res = await t.call(trader, { method, url, payload });
    expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(300);
    return res.json();
  };
  const strategy = await call('POST', '/api/strategies', strategyPayload());
  ids.strategies.push(strategy.strategy_id);
  const bot = await call('POST', '/api/bots', botPayload({ private_key: SECRETS[0], strategy_id: strategy.strategy_id }));
  ids.bots.push(bot.bot_id);
  await call('PUT', `/api/bots/${bot.bot_id}`, { private_key: SECRETS[1] });
  const mined = await call('POST', '/api/mining/start', {
    strategy_id: strategy.strategy_id,
    wallet_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    private_key: SECRETS[2],
  });
  ids.bots.push(mined.bot_id);
  ids.bots.push((await call('POST', '/api/mining-bots', botPayload({ private_key: SECRETS[3] }))).bot_id);
  const hedge = await call(
    'POST',
    '/api/hedge-bot/create',
    hedgePayload({ private_key: SECRETS[4], gate_api_key: SECRETS[5], gate_api_secret: SECRETS[6] }),
  );
  ids.hedges.push(hedge.bot_id);
  await call('PUT', `/api/hedge-bot/${hedge.bot_id}/settings`, { gate_api_key: SECRETS[7], gate_api_secret: SECRETS[8] });
  await call('POST', `/api/hedge-bot/${hedge.bot_id}/start`, {});
  await call('POST', `/api/bots/${bot.bot_id}/start`, {});
  // A refused create with a secret in it: the error answer must not echo it either.
  const refused = await t.call(trader, {
    method: 'POST',
    url: '/api/hedge-bot/create',
    payload: hedgePayload({ name: '', private_key: SECRETS[4] }),
  });
  expect(refused.statusCode).toBe(400);
  expect(refused.body).not.toContain(SECRETS[4]);
});
afterAll(async () => {
  await t.close();
});

function urlsFor(template: string): string[] {
  if (!template.includes(':')) return [template];
  const idSets = [...ids.bots, ...ids.hedges, ...ids.strategies, 1];
  return [
    ...new Set(
      idSets.map((id) =>
        template
          .replace(':id', String(id))
          .replace(':botId', String(id))
          .replace(':positionId', '1')
          .replace(':token', 'ETH')
          .replace(':pool', 'ETHUSDT')
          .replace(':file', 'x.png'),
      ),
    ),
  ];
}

describe('secrets are never returned', () => {
  it('no GET answer, as admin or as the owner, contains a secret or an encrypted column', async () => {
    // (The OpenAPI document names the secret fields of request bodies: it holds no values.)
    const gets = t.ctx.routes.filter(
      (r) => r.method === 'GET' && !r.url.startsWith('/ws/') && !r.url.startsWith('/api/openapi.json') && !r.url.includes('*'),
    );
    expect(gets.length).toBeGreaterThan(30);
    let answers = 0;
    for (const token of [admin, trader]) {
      for (const route of gets) {
        for (const url of urlsFor(route.url)) {
          for (const query of ['', '?limit=1000', '?check_blockchain=true', '?symbol=ETHUSDT&interval=15m&limit=5']) {
            const res = await t.call(token, { method: 'GET', url: `${url}${query}` });
            answers += 1;
            for (const secret of SECRETS) expect(res.body, `${url}${query}`).not.toContain(secret);
            expect(res.body).not.toMatch(/_enc"|"private_key"|"gate_api_key"|"gate_api_secret"|password/);
          }
        }
      }
    }
    expect(answers).toBeGreaterThan(200);
  });

  it('the log (at trace level) holds no secret, body, token or password', () => {
    const text = log.join('');
    expect(text.length).toBeGreaterThan(0);
    for (const secret of [...SECRETS, 'password123', trader, admin]) expect(text).not.toContain(secret);
  });

  it('the database files hold the secrets only encrypted', () => {
    t.ctx.db.pragma('wal_checkpoint(TRUNCATE)');
    for (const file of fs.readdirSync(t.dir).filter((f) => f.startsWith('app.sqlite'))) {
      const bytes = fs.readFileSync(path.join(t.dir, file)).toString('latin1');
      for (const secret of SECRETS) expect(bytes, file).not.toContain(secret);
    }
    const row = t.ctx.db.prepare('SELECT private_key_enc FROM bots WHERE bot_id = ?').get(ids.bots[0]) as { private_key_enc: string };
    expect(t.ctx.secrets.open(row.private_key_enc)).toBe(SECRETS[1]);
  });
});
