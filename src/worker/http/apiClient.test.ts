import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../clock';
import { MemoryAuthStore } from '../../db/authStore';
import { TokenManager } from '../session/tokenManager';
import { fakeFetch, type FakeHandler } from '../testing/fakeFetch';
import { ApiClient } from './apiClient';
import { HttpClient } from './httpClient';

function setup(routes: Record<string, FakeHandler>, opts: { locks?: boolean } = {}) {
  const f = fakeFetch(routes);
  const http = new HttpClient({ fetch: f.fetch, baseUrl: 'http://test', clock: systemClock });
  const store = new MemoryAuthStore();
  const persisted: string[] = [];
  let chain = Promise.resolve() as Promise<unknown>;
  const locks = opts.locks
    ? {
        request: <T>(_n: string, cb: () => Promise<T>) => {
          const r = chain.then(cb);
          chain = r.catch(() => undefined);
          return r;
        },
      }
    : null;
  const tokens = new TokenManager({
    http,
    store,
    clock: systemClock,
    locks,
    persist: async (p) => {
      persisted.push(p.accessToken);
    },
  });
  tokens.set({ accessToken: 'A1', refreshToken: 'R1', tokenExpiresAt: Date.now() + 3_600_000 });
  const authLost = vi.fn();
  const api = new ApiClient({ http, tokens, clock: systemClock, onAuthLost: authLost });
  return { f, http, store, tokens, api, authLost, persisted };
}

/** A server with rotating refresh tokens: each refresh token works once. */
function rotatingAuth() {
  let generation = 1;
  const valid = new Set(['R1']);
  return {
    refresh: ((c) => {
      if (!c.auth || !valid.has(c.auth)) return { status: 401, body: { detail: 'Недействительный токен обновления' } };
      valid.delete(c.auth);
      generation += 1;
      valid.add(`R${generation}`);
      return { body: { access_token: `A${generation}`, refresh_token: `R${generation}`, expires_in: 3600 } };
    }) as FakeHandler,
    current: () => `A${generation}`,
  };
}

describe('request errors (docs/product.md §8)', () => {
  it('uses the server detail, else the status text, else the Russian default; status 0 offline', async () => {
    const { api } = setup({
      'GET /a': () => ({ status: 400, body: { detail: 'Плохой запрос' } }),
      'GET /b': () => ({ status: 500 }),
      'GET /c': () => 'network',
    });
    await expect(api.get('/a')).rejects.toEqual({ detail: 'Плохой запрос', status: 400 });
    await expect(api.get('/b')).rejects.toEqual({ detail: 'Произошла ошибка', status: 500 });
    await expect(api.get('/c')).rejects.toEqual({ detail: 'Ошибка сети или сервера', status: 0 });
    await expect(api.get('/missing')).rejects.toEqual({ detail: 'Не найдено', status: 404 });
  });

  it('sends the bearer access token', async () => {
    const { api, f } = setup({ 'GET /me': () => ({ body: { ok: 1 } }) });
    await api.get('/me');
    expect(f.calls[0].auth).toBe('A1');
  });
});

describe('request queue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('identical GETs in flight share one request', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const { api, f } = setup({
      'GET /api/bots': async () => {
        await gate;
        return { body: [1] };
      },
    });
    const all = Promise.all([api.get('/api/bots'), api.get('/api/bots'), api.get('/api/bots')]);
    release();
    expect(await all).toEqual([[1], [1], [1]]);
    expect(f.count('GET /api/bots')).toBe(1);
  });

  it('caches a result for 5 s', async () => {
    let n = 0;
    const { api, f } = setup({ 'GET /x': () => ({ body: ++n }) });
    expect(await api.get('/x')).toBe(1);
    await vi.advanceTimersByTimeAsync(4_900);
    expect(await api.get('/x')).toBe(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(await api.get('/x')).toBe(2);
    expect(f.count('GET /x')).toBe(2);
  });

  it('sends the same request at most once per second, even when the cache is bypassed', async () => {
    let n = 0;
    const { api, f } = setup({ 'GET /x': () => ({ status: n++ === 0 ? 500 : 200, body: n }) });
    await expect(api.get('/x', { maxAge: 0 })).rejects.toMatchObject({ status: 500 });
    const second = api.get('/x', { maxAge: 0 });
    await vi.advanceTimersByTimeAsync(500);
    expect(f.count('GET /x')).toBe(1);
    await vi.advanceTimersByTimeAsync(600);
    expect(await second).toBe(2);
    expect(f.count('GET /x')).toBe(2);
  });

  it('10 concurrent 401s lead to exactly one refresh call, then one retry each', async () => {
    const auth = rotatingAuth();
    const routes: Record<string, FakeHandler> = { 'POST /api/auth/refresh': auth.refresh };
    for (let i = 0; i < 10; i += 1) {
      routes[`GET /r${i}`] = (c) =>
        c.auth === auth.current() && c.auth !== 'A1' ? { body: i } : { status: 401, body: { detail: 'Не авторизован' } };
    }
    const { api, f, tokens, authLost, persisted } = setup(routes);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => api.get(`/r${i}`)));
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(f.count('POST /api/auth/refresh')).toBe(1);
    expect(tokens.accessToken).toBe('A2');
    expect(persisted).toEqual(['A2']);
    expect(authLost).not.toHaveBeenCalled();
    for (let i = 0; i < 10; i += 1) expect(f.calls.filter((c) => c.path === `/r${i}`)).toHaveLength(2);
  });

  it('a failed refresh ends the session once and the request fails with its 401', async () => {
    const { api, authLost } = setup({
      'GET /p': () => ({ status: 401, body: { detail: 'Не авторизован' } }),
      'POST /api/auth/refresh': () => ({ status: 401, body: { detail: 'нет' } }),
    });
    await expect(api.get('/p')).rejects.toEqual({ detail: 'Не авторизован', status: 401 });
    expect(authLost).toHaveBeenCalledTimes(1);
    expect(authLost.mock.calls[0][0]).toEqual({ detail: 'Failed to refresh token', status: 401 });
  });

  it("an invalid refresh answer is the spec's invalid-response error", async () => {
    const { api, authLost } = setup({
      'GET /p': () => ({ status: 401 }),
      'POST /api/auth/refresh': () => ({ body: { nope: true } }),
    });
    await expect(api.get('/p')).rejects.toMatchObject({ status: 401 });
    expect(authLost.mock.calls[0][0].detail).toBe('Invalid server response during token refresh');
  });

  it('a refresh that cannot reach the server keeps the session', async () => {
    const { api, authLost, tokens } = setup({ 'GET /p': () => ({ status: 401 }), 'POST /api/auth/refresh': () => 'network' });
    await expect(api.get('/p')).rejects.toMatchObject({ status: 0 });
    expect(authLost).not.toHaveBeenCalled();
    expect(tokens.refreshToken).toBe('R1');
  });

  it('without a refresh token a 401 is just an error', async () => {
    const { api, authLost, tokens, f } = setup({ 'GET /p': () => ({ status: 401, body: { detail: 'Не авторизован' } }) });
    tokens.set(null);
    await expect(api.get('/p')).rejects.toMatchObject({ status: 401 });
    expect(authLost).not.toHaveBeenCalled();
    expect(f.count('POST /api/auth/refresh')).toBe(0);
  });

  it('proactive refresh racing a reactive 401 refresh does not log the user out (rotating tokens)', async () => {
    const auth = rotatingAuth();
    let releaseRefresh!: () => void;
    const slow = new Promise<void>((r) => {
      releaseRefresh = r;
    });
    const { api, tokens, authLost, f } = setup({
      'POST /api/auth/refresh': async (c) => {
        await slow;
        return auth.refresh(c) as { body: unknown };
      },
      'GET /p': (c) => (c.auth === auth.current() && c.auth !== 'A1' ? { body: 'ok' } : { status: 401 }),
    });
    const proactive = tokens.refresh(tokens.accessToken); // the timer
    const reactive = api.get('/p'); // a request with the old token
    await vi.advanceTimersByTimeAsync(0);
    releaseRefresh();
    await proactive;
    expect(await reactive).toBe('ok');
    expect(f.count('POST /api/auth/refresh')).toBe(1);
    expect(authLost).not.toHaveBeenCalled();
    // A 401 that arrives after the timer's refresh finished: the new token is adopted, no second refresh.
    expect(await tokens.refresh('A1')).toBe('A2');
    expect(f.count('POST /api/auth/refresh')).toBe(1);
  });

  it('across tabs: another tab already rotated the stored pair, so no refresh call is made', async () => {
    const auth = rotatingAuth();
    const { api, store, f, authLost } = setup(
      {
        'POST /api/auth/refresh': auth.refresh,
        'GET /p': (c) => (c.auth === 'A9' ? { body: 'ok' } : { status: 401 }),
      },
      { locks: true },
    );
    await store.save({
      key: 'current',
      accessToken: 'A9',
      refreshToken: 'R9',
      tokenExpiresAt: Date.now() + 3_600_000,
      session: { sessionId: 's', userId: 7, expiresAt: Date.now() + 3_600_000, lastActivity: 0, userAgent: 'x' },
      user: { user_id: 7 } as never,
    });
    expect(await api.get('/p')).toBe('ok');
    expect(f.count('POST /api/auth/refresh')).toBe(0);
    expect(authLost).not.toHaveBeenCalled();
  });

  it('a request without an answer for 15 s is a network failure (status 0)', async () => {
    const http = new HttpClient({
      baseUrl: 'http://test',
      clock: systemClock,
      fetch: (_u, init) =>
        new Promise((_r, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    });
    const pending = http.send({ method: 'GET', path: '/slow' }, null);
    const caught = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await caught).toEqual({ detail: 'Ошибка сети или сервера', status: 0 });
  });

  it('mutations are not cached and drop the GET cache', async () => {
    let n = 0;
    const { api, f } = setup({ 'GET /x': () => ({ body: ++n }), 'POST /y': () => ({ body: { ok: true } }) });
    await api.get('/x');
    await vi.advanceTimersByTimeAsync(1_100);
    await api.send('POST', '/y', { a: 1 });
    expect(await api.get('/x')).toBe(2);
    expect(f.calls.find((c) => c.path === '/y')?.body).toEqual({ a: 1 });
  });
});
