import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionEvent, SessionState } from '../api';
import { systemClock } from '../clock';
import { ApiClient } from '../http/apiClient';
import { HttpClient } from '../http/httpClient';
import { fakeFetch, testUser, type FakeHandler, type FakeReply } from '../testing/fakeFetch';
import { MemoryAuthStore } from '../../db/authStore';
import { SessionManager } from './sessionManager';
import { TokenManager } from './tokenManager';

const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);
const HOUR = 3_600_000;

function setup(routes: Record<string, FakeHandler> = {}) {
  let refreshN = 1;
  let profile: () => FakeReply = () => ({ body: testUser });
  const f = fakeFetch({
    'POST /api/auth/login': (c) =>
      (c.body as { password: string }).password === 'demo1234'
        ? { body: { access_token: 'A1', refresh_token: 'R1', token_type: 'bearer', expires_in: 3600, user: testUser } }
        : { status: 401, body: { detail: 'Неверное имя пользователя или пароль' } },
    'POST /api/auth/refresh': () => {
      refreshN += 1;
      return { body: { access_token: `A${refreshN}`, refresh_token: `R${refreshN}`, expires_in: 3600 } };
    },
    'POST /api/auth/logout': () => ({ body: { ok: true } }),
    'GET /api/profile/me': () => profile(),
    ...routes,
  });
  const store = new MemoryAuthStore();
  const http = new HttpClient({
    fetch: f.fetch,
    baseUrl: 'http://test',
    clock: systemClock,
    onReachability: (ok) => session?.setOnline(ok),
  });
  const states: SessionState[] = [];
  const events: SessionEvent[] = [];
  const userChanges: Array<[number | null, string]> = [];
  // eslint-disable-next-line prefer-const
  let session: SessionManager;
  const tokens = new TokenManager({ http, store, clock: systemClock, persist: () => session.tokensRotated() });
  const api = new ApiClient({
    http,
    tokens,
    clock: systemClock,
    onAuthLost: () => {
      void session.authLost();
    },
  });
  session = new SessionManager({
    http,
    api,
    tokens,
    store,
    clock: systemClock,
    userAgent: 'test-agent',
    onState: (s) => states.push(s),
    onEvent: (e) => events.push(e),
    onUserChange: (u, _p, why) => {
      userChanges.push([u?.user_id ?? null, why]);
    },
  });
  return {
    f,
    store,
    tokens,
    session,
    states,
    events,
    userChanges,
    setProfile(reply: () => FakeReply) {
      profile = reply;
    },
    last: () => states[states.length - 1],
  };
}

async function loggedIn(routes: Record<string, FakeHandler> = {}) {
  const t = setup(routes);
  await t.session.start();
  await t.session.login('trader', 'demo1234');
  return t;
}

describe('session (docs/product.md §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('login creates the session record and stores tokens and user, never the password', async () => {
    const t = await loggedIn();
    const s = t.last();
    expect(s.status).toBe('authenticated');
    expect(s.user?.username).toBe('trader');
    expect(s.session).toMatchObject({ userId: 7, expiresAt: T0 + HOUR, lastActivity: T0, userAgent: 'test-agent' });
    expect(typeof s.session?.sessionId).toBe('string');
    expect(s.limits).toEqual({ botsUsed: 2, maxBots: 5, apiCallsPerHour: 1000, maxConcurrentBots: 3, remainingBotSlots: 3 });
    expect(t.store.row).toMatchObject({ accessToken: 'A1', refreshToken: 'R1', tokenExpiresAt: T0 + HOUR, user: { user_id: 7 } });
    expect(JSON.stringify(t.store.row)).not.toContain('demo1234');
    expect(t.f.calls[0].body).toEqual({ username_or_email: 'trader', password: 'demo1234' });
  });

  it('a login that needs a second factor waits for the code, keeps the challenge to itself, and stores nothing of it', async () => {
    let tries = 0;
    const t = setup({
      'POST /api/auth/login': () => ({ body: { two_factor: 'totp', challenge: 'CH-secret', expires_in: 300, message: 'Введите код' } }),
      'POST /api/auth/2fa': (c) => {
        tries += 1;
        expect(c.body).toEqual({ challenge: 'CH-secret', code: tries === 1 ? '000000' : '123456' });
        return tries === 1
          ? { status: 401, body: { detail: 'Неверный код' } }
          : { body: { access_token: 'A1', refresh_token: 'R1', token_type: 'bearer', expires_in: 3600, user: testUser } };
      },
    });
    await t.session.start();
    expect(await t.session.login('trader', 'demo1234')).toEqual({ kind: 'code', message: 'Введите код' });
    expect(t.last().status).toBe('anonymous');
    await expect(t.session.secondFactor('000000')).rejects.toEqual({ detail: 'Неверный код', status: 401 });
    const done = await t.session.secondFactor('123456');
    expect(done).toMatchObject({ kind: 'signedIn', user: { username: 'trader' } });
    expect(t.last().status).toBe('authenticated');
    expect(JSON.stringify(t.store.row)).not.toContain('CH-secret');
    await expect(t.session.secondFactor('123456')).rejects.toMatchObject({ status: 401 });
  });

  it('an admin asked to enrol gets the secret and QR code, then ten recovery codes with the session', async () => {
    const t = setup({
      'POST /api/auth/login': () => ({
        body: {
          two_factor: 'enrol',
          challenge: 'CH',
          expires_in: 300,
          message: 'm',
          secret: 'SECRET',
          otpauth_uri: 'otpauth://x',
          qr_svg: '<svg/>',
        },
      }),
      'POST /api/auth/2fa': () => ({
        body: {
          access_token: 'A1',
          refresh_token: 'R1',
          token_type: 'bearer',
          expires_in: 3600,
          user: testUser,
          recovery_codes: ['a', 'b'],
        },
      }),
    });
    await t.session.start();
    expect(await t.session.login('admin', 'demo1234')).toEqual({
      kind: 'enrol',
      message: 'm',
      secret: 'SECRET',
      otpauthUri: 'otpauth://x',
      qrSvg: '<svg/>',
    });
    expect(await t.session.secondFactor('111111')).toMatchObject({ kind: 'signedIn', recoveryCodes: ['a', 'b'] });
    expect(JSON.stringify(t.store.row)).not.toMatch(/SECRET|"a"/);
  });

  it('login failure carries the server message and changes nothing', async () => {
    const t = setup();
    await t.session.start();
    await expect(t.session.login('trader', 'bad')).rejects.toEqual({ detail: 'Неверное имя пользователя или пароль', status: 401 });
    expect(t.last().status).toBe('anonymous');
    expect(t.store.row).toBeNull();
  });

  it('restores on start-up from a valid stored token and user', async () => {
    const a = await loggedIn();
    const b = setup();
    b.store.row = a.store.row;
    await b.session.start();
    expect(b.last().status).toBe('authenticated');
    expect(b.tokens.accessToken).toBe('A1');
    expect(b.userChanges).toEqual([[7, 'restore']]);
  });

  it('an expired stored token is cleared on start-up', async () => {
    const a = await loggedIn();
    const b = setup();
    b.store.row = a.store.row;
    vi.setSystemTime(T0 + HOUR + 1);
    await b.session.start();
    expect(b.last().status).toBe('anonymous');
    expect(b.store.row).toBeNull();
  });

  it('refresh is scheduled 300000 ms before expiry and validated by the profile', async () => {
    const t = await loggedIn();
    await vi.advanceTimersByTimeAsync(HOUR - 300_000 - 1_000);
    expect(t.f.count('POST /api/auth/refresh')).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(t.f.count('POST /api/auth/refresh')).toBe(1);
    expect(t.f.calls.at(-1)?.path).toBe('/api/profile/me');
    expect(t.f.calls.at(-1)?.auth).toBe('A2');
    expect(t.last().session?.expiresAt).toBe(T0 + HOUR - 300_000 + HOUR);
    expect(t.store.row?.refreshToken).toBe('R2');
  });

  it('a failing refresh retries after 1 s, 2 s, 3 s, then expires the session', async () => {
    const t = await loggedIn();
    const due = HOUR - 300_000;
    await vi.advanceTimersByTimeAsync(due - 1);
    t.setProfile(() => ({ status: 500, body: { detail: 'сбой' } }));
    await vi.advanceTimersByTimeAsync(1);
    const profileCalls = () => t.f.count('GET /api/profile/me');
    const base = profileCalls();
    expect(t.f.calls.at(-1)?.path).toBe('/api/profile/me');
    await vi.advanceTimersByTimeAsync(999);
    expect(profileCalls()).toBe(base);
    await vi.advanceTimersByTimeAsync(1);
    expect(profileCalls()).toBe(base + 1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(profileCalls()).toBe(base + 2);
    expect(t.last().status).toBe('authenticated');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(profileCalls()).toBe(base + 3);
    expect(t.last().status).toBe('anonymous');
    expect(t.events).toContainEqual({ type: 'expired', reason: 'refresh_failed' });
    expect(t.store.row).toBeNull();
    expect(t.tokens.accessToken).toBeNull();
  });

  it('validates every 60 s; a network error keeps the session', async () => {
    const t = await loggedIn();
    const calls = () => t.f.count('GET /api/profile/me');
    await vi.advanceTimersByTimeAsync(59_999);
    expect(calls()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls()).toBe(1);
    t.setProfile(() => 'network');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls()).toBe(2);
    expect(t.last().status).toBe('authenticated');
    expect(t.last().online).toBe(false);
  });

  it('403 during validation expires the session; expiry stops the timers', async () => {
    const t = await loggedIn();
    t.setProfile(() => ({ status: 403, body: { detail: 'Forbidden' } }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.last().status).toBe('anonymous');
    expect(t.events).toEqual([{ type: 'expired', reason: 'auth_error' }]);
    const n = t.f.calls.length;
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(t.f.calls.length).toBe(n);
  });

  it('any other validation error clears the session', async () => {
    const t = await loggedIn();
    t.setProfile(() => ({ status: 500 }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.last().status).toBe('anonymous');
    expect(t.events).toEqual([{ type: 'expired', reason: 'other' }]);
  });

  it('a 401 whose refresh is rejected clears tokens and user and sends the app to /', async () => {
    const t = await loggedIn({ 'POST /api/auth/refresh': () => ({ status: 401, body: { detail: 'нет' } }) });
    t.setProfile(() => ({ status: 401, body: { detail: 'Не авторизован' } }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.last().status).toBe('anonymous');
    expect(t.events).toContainEqual({ type: 'navigate', to: '/' });
    expect(t.store.row).toBeNull();
  });

  it('validates when the page becomes visible again', async () => {
    const t = await loggedIn();
    t.session.visibility(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(t.f.count('GET /api/profile/me')).toBe(0);
    t.session.visibility(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(t.f.count('GET /api/profile/me')).toBe(1);
  });

  it('after more than 30 min of inactivity a failed validation reports the inactive session', async () => {
    const t = await loggedIn();
    await vi.advanceTimersByTimeAsync(31 * 60_000);
    expect(t.last().status).toBe('authenticated');
    t.setProfile(() => ({ status: 401 }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.events).toContainEqual({ type: 'inactive' });
    expect(t.last().status).toBe('anonymous');
  });

  it('inactivity is looked at every 30 s: the first look past 30 min validates at once', async () => {
    const t = await loggedIn();
    await vi.advanceTimersByTimeAsync(30 * 60_000 + 1_000); // last periodic check at 30:00 saw 30 min exactly
    const before = t.f.count('GET /api/profile/me');
    t.setProfile(() => ({ status: 403 }));
    await vi.advanceTimersByTimeAsync(29_000); // 30:30: the activity check
    expect(t.f.count('GET /api/profile/me')).toBe(before + 1);
    expect(t.events).toContainEqual({ type: 'inactive' });
  });

  it('activity is recorded at most once per 60 s', async () => {
    const t = await loggedIn();
    t.session.activity();
    expect(t.last().session?.lastActivity).toBe(T0);
    await vi.advanceTimersByTimeAsync(30_000);
    t.session.activity();
    expect(t.last().session?.lastActivity).toBe(T0);
    await vi.advanceTimersByTimeAsync(30_000);
    t.session.activity();
    expect(t.last().session?.lastActivity).toBe(T0 + 60_000);
  });

  it('extend validates, renews the tokens, then sets the expiry to at least now + 1 h and reschedules the refresh', async () => {
    const t = await loggedIn();
    await vi.advanceTimersByTimeAsync(50 * 60_000 + 30_000);
    const before = t.f.count('GET /api/profile/me');
    await t.session.extend();
    // renewed on the server, and validated by the profile
    expect(t.f.count('GET /api/profile/me')).toBe(before + 1);
    expect(t.f.count('POST /api/auth/refresh')).toBe(1);
    expect(t.tokens.accessToken).toBe('A2');
    const expected = T0 + 50 * 60_000 + 30_000 + HOUR;
    expect(t.last().session?.expiresAt).toBe(expected);
    expect(t.events).toContainEqual({ type: 'extended', expiresAt: expected });
    // The old refresh moment (55 min) passes without a refresh; the new one (expected - 5 min) refreshes.
    await vi.advanceTimersByTimeAsync(6 * 60_000);
    expect(t.f.count('POST /api/auth/refresh')).toBe(1);
    await vi.advanceTimersByTimeAsync(expected - 300_000 - Date.now());
    expect(t.f.count('POST /api/auth/refresh')).toBe(2);
  });

  it('a session the worker renews is never marked as ending, however close its token is to expiry (issue 52)', async () => {
    const t = await loggedIn();
    await vi.advanceTimersByTimeAsync(HOUR - 300_000 - 1_000);
    expect(t.last().session?.endsAt).toBeNull();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(t.f.count('POST /api/auth/refresh')).toBe(1);
    expect(t.last().session?.endsAt).toBeNull();
  });

  it('without a refresh token the session ends with its token: marked at once, never renewed silently, and extend says why it cannot', async () => {
    const t = await loggedIn({
      'POST /api/auth/login': () => ({
        body: { access_token: 'A1', refresh_token: '', token_type: 'bearer', expires_in: 3600, user: testUser },
      }),
    });
    expect(t.last().session?.endsAt).toBe(T0 + HOUR);
    await vi.advanceTimersByTimeAsync(HOUR - 4 * 60_000);
    expect(t.last().session?.endsAt).toBe(T0 + HOUR); // the warning's end stands
    await expect(t.session.extend()).rejects.toMatchObject({ detail: expect.stringMatching(/^Сессию продлить нельзя/) });
    // It ends at its end, not at the next minute's check.
    await vi.advanceTimersByTimeAsync(T0 + HOUR - 1 - Date.now());
    expect(t.last().status).toBe('authenticated');
    await vi.advanceTimersByTimeAsync(1);
    expect(t.last().status).toBe('anonymous');
    expect(t.f.count('POST /api/auth/refresh')).toBe(0);
    expect(t.events).toContainEqual({ type: 'expired', reason: 'timeout' });
    expect(t.events).not.toContainEqual({ type: 'navigate', to: '/' });
  });

  it('a 401 at the end of a session no renewal can reach is that end: an expiry, not a trip to /', async () => {
    const t = await loggedIn({
      'POST /api/auth/login': () => ({
        body: { access_token: 'A1', refresh_token: '', token_type: 'bearer', expires_in: 3600, user: testUser },
      }),
    });
    await t.session.authLost();
    expect(t.last().status).toBe('anonymous');
    expect(t.events).toEqual([{ type: 'expired', reason: 'timeout' }]);
  });

  it('a refresh token with an absolute end: renewed while it lives, then the end is marked and no silent renewal follows', async () => {
    // The refresh token lapses 30 min after login and rotation does not move its end.
    const refresh = `h.${btoa(JSON.stringify({ exp: (T0 + 30 * 60_000) / 1000 })).replace(/=+$/, '')}.s`;
    let n = 1;
    const t = await loggedIn({
      'POST /api/auth/login': () => ({
        body: { access_token: 'A1', refresh_token: refresh, token_type: 'bearer', expires_in: 3600, user: testUser },
      }),
      'POST /api/auth/refresh': () => {
        n += 1;
        return { body: { access_token: `A${n}`, refresh_token: refresh, expires_in: 3600 } };
      },
    });
    expect(t.last().session?.endsAt).toBeNull();
    // Renewed a minute before the refresh token lapses, not 5 min before the access token's end.
    await vi.advanceTimersByTimeAsync(29 * 60_000 + 2_000);
    expect(t.f.count('POST /api/auth/refresh')).toBe(1);
    const end = T0 + 29 * 60_000 + HOUR;
    expect(t.last().session?.endsAt).toBe(end);
    // From here only the user can extend: the warning's last minutes pass without a renewal.
    await vi.advanceTimersByTimeAsync(end - 4 * 60_000 - Date.now());
    expect(t.last().session?.endsAt).toBe(end);
    await vi.advanceTimersByTimeAsync(3 * 60_000);
    expect(t.f.count('POST /api/auth/refresh')).toBe(1);
  });

  it('the session expires when its time is up (checked every 60 s)', async () => {
    const t = await loggedIn({ 'POST /api/auth/refresh': () => 'network' });
    await vi.advanceTimersByTimeAsync(HOUR + 60_000);
    expect(t.last().status).toBe('anonymous');
    expect(t.events).toContainEqual({ type: 'expired', reason: 'timeout' });
  });

  it('logout always clears, even when the call fails', async () => {
    const t = await loggedIn({ 'POST /api/auth/logout': () => 'network' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await t.session.logout();
    expect(t.last().status).toBe('anonymous');
    expect(t.store.row).toBeNull();
    expect(t.tokens.accessToken).toBeNull();
    expect(t.userChanges.at(-1)).toEqual([null, 'logout']);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
