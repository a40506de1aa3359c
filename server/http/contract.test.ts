// The contract holds the server to itself (issue 17): every route is registered from its catalogue
// entry with its schemas, every catalogue entry has its route, the published OpenAPI document
// lists exactly those, and no answer carries a field its response schema does not name (which
// fast-json-stringify would silently drop).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type Call } from '../../src/domain/contracts/api';
import { seedDemo, DEMO_PASSWORD } from '../seed/demo';
import { makeTestApp, type TestApp } from '../routes/testSupport';

let t: TestApp;
/** The last answer's object before serialisation (the walk sends one request at a time). */
let lastAnswer: unknown = null;

beforeAll(async () => {
  t = await makeTestApp({}, undefined, (app) =>
    app.addHook('preSerialization', async (_request, _reply, payload) => {
      lastAnswer = payload;
      return payload;
    }),
  );
  await seedDemo(t.ctx, { closedPerUser: 30, adminOpen: 0 });
});
afterAll(async () => {
  await t.close();
});

const calls = Object.entries(API) as Array<[string, Call]>;
/** Routes of the API (not the PWA's static files, not Fastify's automatic HEAD twins). */
const apiRoutes = () =>
  t.ctx.routes.filter((r) => r.method !== 'HEAD' && /^\/(api|market|ws)\//.test(r.url) && !r.url.startsWith('/api/openapi.json/'));

describe('the contract and the routes', () => {
  it('every API route is a catalogue entry, registered with its params, query and answers', () => {
    const byKey = new Map(calls.map(([, c]) => [`${c.method} ${c.url}`, c]));
    for (const route of apiRoutes()) {
      const call = byKey.get(`${route.method} ${route.url}`);
      expect(call, `${route.method} ${route.url} is not in src/domain/contracts/api.ts`).toBeDefined();
      const schema = route.schema ?? {};
      expect(schema.response, `${route.url}: response schema`).toBeDefined();
      expect(schema.querystring, `${route.url}: query schema`).toBeDefined();
      if (route.url.includes(':')) expect(schema.params, `${route.url}: params schema`).toBeDefined();
      if (call?.body) expect(schema.body, `${route.url}: body schema`).toBe(call.body);
    }
  });

  it('every catalogue entry has its route', () => {
    const registered = new Set(apiRoutes().map((r) => `${r.method} ${r.url}`));
    for (const [name, call] of calls) expect(registered.has(`${call.method} ${call.url}`), name).toBe(true);
  });

  it('publishes an OpenAPI 3 document of exactly those routes, bearer-secured, with no example values', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    // The socket upgrade is described in docs/api.md and src/domain/rules/sync/live.ts: OpenAPI 3 has no words for it.
    const expected = calls.filter(([, c]) => c.raw !== 'websocket').map(([, c]) => `${c.method} ${c.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(documented.sort()).toEqual([...new Set(expected)].sort());
    expect(doc.paths['/api/bots/{id}'].get.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/auth/login'].post.security).toEqual([]);
    expect(res.body).not.toMatch(/"examples?":/);
  });
});

describe('answers carry only fields their schema names', () => {
  /** Paths whose object keys differ between the handler's answer and what was sent. */
  function dropped(sent: unknown, answer: unknown, path = ''): string[] {
    if (Array.isArray(answer) && Array.isArray(sent)) return answer.flatMap((a, i) => dropped(sent[i], a, `${path}[${i}]`)).slice(0, 5);
    if (answer && typeof answer === 'object' && sent && typeof sent === 'object') {
      return Object.entries(answer as Record<string, unknown>).flatMap(([k, v]) =>
        v === undefined ? [] : k in (sent as object) ? dropped((sent as Record<string, unknown>)[k], v, `${path}.${k}`) : [`${path}.${k}`],
      );
    }
    return [];
  }

  it('every read call of the demo admin and trader keeps every field', async () => {
    const ids = { bot: 0, hedgeBot: 0, strategy: 0, position: 0 };
    for (const user of ['admin', 'trader']) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username_or_email: user, password: DEMO_PASSWORD },
      });
      const token = login.json().access_token as string;
      const get = async (url: string) => {
        lastAnswer = null;
        const res = await t.call(token, { method: 'GET', url });
        expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBeLessThan(300);
        // (null: the route wrote its answer itself, from the same schema: sendBySchema)
        if (lastAnswer !== null) expect(dropped(res.json(), lastAnswer), url).toEqual([]);
        return res.json();
      };
      ids.bot = (await get('/api/bots'))[0].bot_id;
      ids.hedgeBot = (await get('/api/hedge-bot/'))[0].bot_id;
      ids.strategy = (await get('/api/strategies'))[0].strategy_id;
      const open = await get('/api/positions/open');
      ids.position = open.positions[0]?.token_id ?? 0;
      const positionBot = open.positions[0]?.bot_id ?? ids.bot;
      for (const [, call] of calls) {
        if (call.method !== 'GET' || call.auth !== 'bearer' || call.raw) continue;
        const url = call.url
          .replace(':id/positions/:positionId', `${positionBot}/positions/${ids.position}`)
          .replace('/api/hedge-bot/:id', `/api/hedge-bot/${ids.hedgeBot}`)
          .replace('/api/v2/hedge/performance/:id', `/api/v2/hedge/performance/${ids.hedgeBot}`)
          .replace('/api/strategies/:id', `/api/strategies/${ids.strategy}`)
          .replace('price/:token', 'price/ETH')
          .replace(':token', 'USDT')
          .replace(':pool', 'ETHUSDT')
          .replace(':id', String(ids.bot));
        if (url.includes(':') || url.startsWith('/api/v2/hedge/positions/') || (url.startsWith('/api/admin') && user !== 'admin')) continue;
        await get(url);
      }
    }
  });
});
