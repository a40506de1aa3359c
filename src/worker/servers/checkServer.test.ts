import { describe, expect, it } from 'vitest';
import { systemClock } from '../clock';
import { fakeFetch } from '../testing/fakeFetch';
import { checkServer, missingCalls } from './checkServer';

const CALLS = ['GET /api/health', 'GET /api/bots/{id}', 'POST /api/auth/login'];
const doc = (paths: Record<string, Record<string, unknown>>) => ({ openapi: '3.0.3', paths });
const FULL = doc({ '/api/health': { get: {} }, '/api/bots/{id}': { get: {} }, '/api/auth/login': { post: {} } });

function server(over: Record<string, () => { status?: number; body?: unknown } | 'network'> = {}) {
  return fakeFetch(
    {
      'GET /api/health': () => ({ body: { status: 'ok' } }),
      'GET /api/openapi.json': () => ({ body: FULL }),
      'GET /market/primary/ticker/24hr': () => ({ body: { code: 0, data: [{ symbol: 'ETHUSDT', lastPrice: '3000' }] } }),
      'GET /market/fallback/api/v3/ticker/price': () => ({ body: { symbol: 'ETHUSDT', price: '3000' } }),
      ...over,
    },
    'http://b.test',
  );
}

const check = (f: ReturnType<typeof fakeFetch>, api = 'http://b.test', preset = null as Parameters<typeof checkServer>[1]['preset']) =>
  checkServer({ name: 'B', api }, { fetch: f.fetch, clock: systemClock, pageOrigin: 'http://a.test', preset, calls: CALLS });

describe('checkServer', () => {
  it('passes a dashboard backend that publishes every call and whose feeds answer, sending no token', async () => {
    const f = server();
    expect(await check(f)).toEqual({ outcome: 'ok', calls: 3, market: { primary: true, fallback: true } });
    expect(f.calls.every((c) => c.auth === null)).toBe(true);
  });

  it('names the calls the server lacks, and feeds that answer in another shape', async () => {
    const f = server({
      'GET /api/openapi.json': () => ({ body: doc({ '/api/health': { get: {} }, '/api/bots/{id}': { put: {} } }) }),
      'GET /market/primary/ticker/24hr': () => ({ body: { code: 50001 } }),
    });
    expect(await check(f)).toEqual({
      outcome: 'contractMismatch',
      missing: ['GET /api/bots/{id}', 'POST /api/auth/login'],
      missingCount: 2,
      calls: 3,
      market: { primary: false, fallback: true },
    });
  });

  it('tells an unreachable server, one outside the page policy, one that is not a dashboard, and a bad address apart', async () => {
    const down = server({ 'GET /api/health': () => 'network' });
    expect(await check(down)).toEqual({ outcome: 'unreachable' });
    expect(await check(down, 'http://b.test', { servers: [], allowed: ['http://c.test'] })).toEqual({ outcome: 'blocked' });
    expect(await check(server({ 'GET /api/health': () => ({ status: 404, body: { detail: 'Not Found' } }) }))).toEqual({
      outcome: 'notDashboard',
      status: 404,
    });
    expect(await check(server({ 'GET /api/openapi.json': () => ({ status: 404 }) }))).toMatchObject({ outcome: 'noContract', status: 404 });
    expect(await check(server(), 'b.test')).toEqual({ outcome: 'invalid', problem: 'addressScheme' });
  });

  it('reads OpenAPI 3 documents only', () => {
    expect(missingCalls({ swagger: '2.0', paths: {} }, CALLS)).toBeNull();
    expect(missingCalls(FULL, CALLS)).toEqual([]);
  });
});
