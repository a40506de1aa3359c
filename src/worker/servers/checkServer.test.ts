import { describe, expect, it } from 'vitest';
import { systemClock } from '../clock';
import { fakeFetch, type FakeHandler } from '../testing/fakeFetch';
import { checkServer, missingCalls, type CheckContext } from './checkServer';

const CALLS = ['GET /api/health', 'GET /api/bots/{id}', 'POST /api/auth/login'];
const doc = (paths: Record<string, Record<string, unknown>>) => ({ openapi: '3.0.3', paths });
const FULL = doc({ '/api/health': { get: {} }, '/api/bots/{id}': { get: {} }, '/api/auth/login': { post: {} } });

function server(over: Record<string, FakeHandler> = {}) {
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

const check = (f: ReturnType<typeof fakeFetch>, api = 'http://b.test', over: Partial<CheckContext> = {}) =>
  checkServer(
    { name: 'B', api },
    {
      fetch: f.fetch,
      clock: systemClock,
      pageOrigin: 'http://a.test',
      cspRefused: async () => false,
      saved: () => false,
      calls: CALLS,
      ...over,
    },
  );

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

  it('names what stopped the connection: the page policy, CORS, or nothing answering; and a server that is not a dashboard', async () => {
    // The real read fails; an opaque read gets through: the server is there but refuses this page.
    let opaque: 'answers' | 'network' = 'answers';
    const refusing = server({ 'GET /api/health': (c) => (c.mode === 'no-cors' && opaque === 'answers' ? { body: null } : 'network') });
    expect(await check(refusing)).toEqual({ outcome: 'cors', origin: 'http://b.test' });
    // Neither gets through and the browser reported the policy refusing it: CSP, saved or not.
    opaque = 'network';
    const refusedBy = new Set(['http://b.test']);
    const csp = { cspRefused: async (origin: string) => refusedBy.has(origin) };
    expect(await check(refusing, 'http://b.test', csp)).toEqual({ outcome: 'csp', origin: 'http://b.test', saved: false });
    expect(await check(refusing, 'http://b.test', { ...csp, saved: (o) => o === 'http://b.test' })).toEqual({
      outcome: 'csp',
      origin: 'http://b.test',
      saved: true,
    });
    // Nothing reported: nothing answers (over https, an untrusted certificate looks the same).
    expect(await check(refusing)).toEqual({ outcome: 'unreachable', origin: 'http://b.test', secure: false });
    const secure = fakeFetch({ 'GET /api/health': () => 'network' }, 'https://b.test');
    expect(await check(secure, 'https://b.test')).toEqual({ outcome: 'unreachable', origin: 'https://b.test', secure: true });
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
