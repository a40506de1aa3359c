// The conformance check against the reference backend (everything it sends conforms) and against a
// test server that answers one route with a wrong shape (the table names the field, exit 1).
import { execFile } from 'node:child_process';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { API } from '../../src/domain/contracts/api';
import { makeTestApp, type TestApp } from '../../server/routes/testSupport';
import { DEMO_PASSWORD, seedDemo } from '../../server/seed/demo';
import { checkBackend, conforms } from './check';
import { judge } from './client';
import { NEVER_SENT } from './writes';

const root = path.resolve(import.meta.dirname, '../..');
const apps: TestApp[] = [];

async function serveDemo(beforeReady?: Parameters<typeof makeTestApp>[2]): Promise<string> {
  const t = await makeTestApp({}, undefined, beforeReady);
  apps.push(t);
  await seedDemo(t.ctx, { closedPerUser: 20, adminOpen: 0 });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

afterAll(async () => {
  for (const t of apps) await t.close();
});

describe('judge', () => {
  const call = API.bots;
  it('tells a missing route, a refusal and a failure apart', () => {
    expect(judge(call, 404, undefined).result).toBe('missing');
    expect(judge(call, 405, { detail: 'Method Not Allowed' }).result).toBe('missing');
    expect(judge(call, 403, { detail: 'Недостаточно прав' })).toEqual({ result: 'refused', detail: '403: Недостаточно прав' });
    expect(judge(call, 500, { detail: 'Ошибка' })).toEqual({ result: 'failed', detail: '500: Ошибка' });
  });

  it("accepts a backend's hedge performance without the fields it may leave out", () => {
    const answer = {
      hedge_performance: {
        total_positions: 2,
        active_positions: 1,
        total_income: 5,
        total_overflow_income: 3,
        total_short_income: 2,
        average_leverage: 3,
      },
      bot_stats: { total_trades: 4 },
    };
    expect(judge(API.hedgePerformance, 200, answer).result).toBe('ok');
    const wrong = { ...answer, hedge_performance: { ...answer.hedge_performance, channel_price_pnl: 'n/a' } };
    expect(judge(API.hedgePerformance, 200, wrong).detail).toMatch(/channel_price_pnl/);
  });

  it('holds answers to their schemas, errors included', () => {
    expect(judge(call, 200, []).result).toBe('ok');
    expect(judge(call, 200, undefined)).toEqual({ result: 'mismatch', detail: '200: the answer is not JSON' });
    expect(judge(call, 201, [])).toEqual({ result: 'mismatch', detail: 'answered 201; the contract names 200' });
    expect(judge(call, 400, { error: 'bad' })).toEqual({ result: 'mismatch', detail: '400 without { detail }: /detail: missing' });
    expect(judge(call, 200, [{ bot_id: 1 }]).detail).toBe('/0/name: missing');
  });
});

describe('npm run check-backend', () => {
  it('finds the reference backend conforming, every call of the catalogue sent or skipped for a stated reason', async () => {
    const url = await serveDemo();
    const rows = await checkBackend({ url, user: 'admin', password: DEMO_PASSWORD, write: true });

    const notOk = rows.filter((r) => r.result !== 'ok');
    expect(notOk.filter((r) => r.result !== 'skipped')).toEqual([]);
    expect(notOk.map((r) => r.call).sort()).toEqual(Object.keys(NEVER_SENT).sort());
    expect(new Set(rows.map((r) => r.call))).toEqual(new Set(Object.keys(API)));
    expect(conforms(rows)).toBe(true);
    // what --write created, it deleted
    const deletes = rows.filter((r) => r.call.startsWith('delete') && r.result !== 'skipped').map((r) => r.call);
    expect(deletes.sort()).toEqual(['deleteBot', 'deleteBot', 'deleteBot', 'deleteHedgeBot', 'deleteStrategy']);
    expect(rows.filter((r) => r.call === 'pushDeviceDelete').map((r) => r.result)).toEqual(['ok']);
  });

  it('reports a route that answers the wrong shape with its first differing field, and exits 1', async () => {
    const url = await serveDemo((app) =>
      // the real answer with one field of the wrong type
      app.addHook('onSend', async (request, _reply, payload) =>
        request.url === '/api/bots/statistics' ? JSON.stringify({ ...JSON.parse(String(payload)), total_bots: 'много' }) : payload,
      ),
    );
    const run = promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/checkBackend/main.ts', '--url', url, '--user', 'trader', '--password', DEMO_PASSWORD],
      { cwd: root },
    );
    const failure = await run.then(
      () => null,
      (error: { code: number; stdout: string }) => error,
    );
    expect(failure?.code).toBe(1);
    const lines = failure!.stdout.trim().split('\n');
    expect(lines.find((l) => l.startsWith('botStatistics '))).toMatch(/GET \/api\/bots\/statistics\s+mismatch\s+\/total_bots: .*"много"/);
    expect(lines.filter((l) => / mismatch /.test(l))).toHaveLength(1);
    expect(lines.at(-1)).toMatch(/1 mismatch.*does NOT conform/);
  });
});
