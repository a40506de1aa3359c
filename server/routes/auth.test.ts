import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fs from 'node:fs';
import { openDatabase } from '../db/open';
import { makeTestApp, PASSWORD, type TestApp } from './testSupport';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  await t.addUser('alice', 'trader');
  await t.addUser('locky', 'trader');
  await t.addUser('limited', 'viewer', { api_rate_limit: 3 });
  await t.addUser('sus', 'trader');
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload?: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    ...(payload !== undefined ? { payload: payload as object } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('login', () => {
  it('accepts the username or the e-mail and answers tokens and the user', async () => {
    for (const login of ['alice', 'alice@test.local', 'ALICE']) {
      const res = await post('/api/auth/login', { username_or_email: login, password: PASSWORD });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { username: 'alice', role: 'trader', status: 'active' } });
      expect(typeof body.access_token).toBe('string');
      expect(typeof body.refresh_token).toBe('string');
      expect(JSON.stringify(body.user)).not.toContain('password');
    }
  });

  it('refuses a wrong password and an unknown user with 401 and the same Russian detail', async () => {
    const wrong = await post('/api/auth/login', { username_or_email: 'alice', password: 'nope-nope' });
    const unknown = await post('/api/auth/login', { username_or_email: 'nobody', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().detail).toBe('Неверное имя пользователя или пароль');
    expect(unknown.json().detail).toBe(wrong.json().detail);
  });

  it('locks the account for 15 minutes after 5 failures in a row (429), even for the right password', async () => {
    for (let i = 1; i <= 4; i += 1)
      expect((await post('/api/auth/login', { username_or_email: 'locky', password: 'bad-pass' })).statusCode).toBe(401);
    const fifth = await post('/api/auth/login', { username_or_email: 'locky', password: 'bad-pass' });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().detail).toMatch(/Слишком много неудачных попыток входа.*15 мин/);
    const right = await post('/api/auth/login', { username_or_email: 'locky', password: PASSWORD });
    expect(right.statusCode).toBe(429);
    const row = t.ctx.db.prepare("SELECT locked_until_ms FROM users WHERE username = 'locky'").get() as { locked_until_ms: number };
    expect(row.locked_until_ms - Date.now()).toBeGreaterThan(14 * 60_000);
    // Once the 15 minutes have passed the right password works again and the counter is reset.
    t.ctx.db.prepare("UPDATE users SET locked_until_ms = ? WHERE username = 'locky'").run(Date.now() - 1);
    expect((await post('/api/auth/login', { username_or_email: 'locky', password: PASSWORD })).statusCode).toBe(200);
    expect(
      (t.ctx.db.prepare("SELECT failed_logins FROM users WHERE username = 'locky'").get() as { failed_logins: number }).failed_logins,
    ).toBe(0);
  });

  it('a success in between resets the failure count', async () => {
    await t.addUser('bob', 'user');
    for (let i = 0; i < 4; i += 1) await post('/api/auth/login', { username_or_email: 'bob', password: 'bad-pass' });
    expect((await post('/api/auth/login', { username_or_email: 'bob', password: PASSWORD })).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1)
      expect((await post('/api/auth/login', { username_or_email: 'bob', password: 'bad-pass' })).statusCode).toBe(401);
  });
});

describe('register and e-mail verification', () => {
  it('registers a pending user whose login is refused until the e-mail is verified', async () => {
    const res = await post('/api/auth/register', {
      username: 'newbie',
      email: 'newbie@example.com',
      password: 'long-password',
      full_name: 'Новичок',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      username: 'newbie',
      role: 'user',
      status: 'pending_verification',
      max_bots: 5,
      api_rate_limit: 10000,
    });
    const early = await post('/api/auth/login', { username_or_email: 'newbie', password: 'long-password' });
    expect(early.statusCode).toBe(403);
    expect(early.json().detail).toMatch(/Подтвердите адрес электронной почты/);
    // The registration token reads its own profile (the session stays valid) and nothing else.
    const auth = { authorization: `Bearer ${res.json().access_token}` };
    const me = await t.app.inject({ method: 'GET', url: '/api/profile/me', headers: auth });
    expect(me.statusCode).toBe(200);
    expect(me.json().status).toBe('pending_verification');
    const bots = await t.app.inject({ method: 'GET', url: '/api/bots', headers: auth });
    expect(bots.statusCode).toBe(403);
    expect(bots.json().detail).toMatch(/Подтвердите адрес электронной почты/);

    const mail = t.mails.find((m) => m.kind === 'verify' && m.email === 'newbie@example.com');
    expect(mail).toBeDefined();
    expect((await post('/api/auth/verify-email', { token: 'wrong-token' })).statusCode).toBe(400);
    const verified = await post('/api/auth/verify-email', { token: mail?.token });
    expect(verified.statusCode).toBe(200);
    expect((await post('/api/auth/verify-email', { token: mail?.token })).statusCode).toBe(400); // one use only
    expect((await post('/api/auth/login', { username_or_email: 'newbie@example.com', password: 'long-password' })).statusCode).toBe(200);
  });

  it('refuses a taken username or e-mail with 409', async () => {
    expect(
      (await post('/api/auth/register', { username: 'alice', email: 'other@example.com', password: 'long-password' })).statusCode,
    ).toBe(409);
    expect(
      (await post('/api/auth/register', { username: 'other1', email: 'ALICE@test.local', password: 'long-password' })).statusCode,
    ).toBe(409);
  });
});

describe('password reset', () => {
  it('always answers 200, mails a token only for a known address, and the reset revokes old sessions', async () => {
    await t.addUser('forgetful', 'user');
    const oldToken = await t.login('forgetful');
    const before = t.mails.length;
    const unknown = await post('/api/auth/forgot-password', { email: 'nobody@nowhere.org' });
    expect(unknown.statusCode).toBe(200);
    expect(t.mails.length).toBe(before);
    const known = await post('/api/auth/forgot-password', { email: 'forgetful@test.local' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const mail = t.mails.at(-1);
    expect(mail).toMatchObject({ kind: 'reset', email: 'forgetful@test.local' });
    expect((await post('/api/auth/reset-password', { token: 'bad', new_password: 'new-password-1' })).statusCode).toBe(400);
    expect((await post('/api/auth/reset-password', { token: mail?.token, new_password: 'new-password-1' })).statusCode).toBe(200);
    expect((await post('/api/auth/login', { username_or_email: 'forgetful', password: PASSWORD })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { username_or_email: 'forgetful', password: 'new-password-1' })).statusCode).toBe(200);
    expect((await t.call(oldToken, { method: 'GET', url: '/api/profile/me' })).statusCode).toBe(401);
  });
});

describe('refresh and logout', () => {
  it('rotates the refresh token: the new pair works; a used one is refused and ends its whole family', async () => {
    const login = (await post('/api/auth/login', { username_or_email: 'alice', password: PASSWORD })).json();
    const first = await post('/api/auth/refresh', undefined, login.refresh_token);
    expect(first.statusCode).toBe(200);
    const pair = first.json();
    expect(Object.keys(pair).sort()).toEqual(['access_token', 'expires_in', 'refresh_token']);
    expect(pair.refresh_token).not.toBe(login.refresh_token);
    expect((await t.call(pair.access_token, { method: 'GET', url: '/api/profile/me' })).statusCode).toBe(200);
    const again = await post('/api/auth/refresh', undefined, login.refresh_token);
    expect(again.statusCode).toBe(401);
    expect(again.json().detail).toMatch(/токен обновления/);
    // Whoever rotated first does not keep the session: the replay revoked the chain it belongs to.
    expect((await post('/api/auth/refresh', undefined, pair.refresh_token)).statusCode).toBe(401);
    expect((await t.call(pair.access_token, { method: 'GET', url: '/api/profile/me' })).statusCode).toBe(401);
  });

  it('an access token is not a refresh token and vice versa', async () => {
    const login = (await post('/api/auth/login', { username_or_email: 'alice', password: PASSWORD })).json();
    expect((await post('/api/auth/refresh', undefined, login.access_token)).statusCode).toBe(401);
    expect((await t.call(login.refresh_token, { method: 'GET', url: '/api/profile/me' })).statusCode).toBe(401);
    expect((await post('/api/auth/refresh')).statusCode).toBe(401);
  });

  it('logout revokes the session: its refresh token and its access token stop working', async () => {
    const login = (await post('/api/auth/login', { username_or_email: 'alice', password: PASSWORD })).json();
    const other = (await post('/api/auth/login', { username_or_email: 'alice', password: PASSWORD })).json();
    expect((await post('/api/auth/logout', undefined, login.access_token)).statusCode).toBe(200);
    expect((await post('/api/auth/refresh', undefined, login.refresh_token)).statusCode).toBe(401);
    expect((await t.call(login.access_token, { method: 'GET', url: '/api/profile/me' })).statusCode).toBe(401);
    // Another session of the same user is untouched.
    expect((await t.call(other.access_token, { method: 'GET', url: '/api/profile/me' })).statusCode).toBe(200);
    expect((await post('/api/auth/logout')).statusCode).toBe(401);
  });
});

describe('account status and rate limit', () => {
  it('a suspended user cannot log in, and an existing token stops working', async () => {
    const token = await t.login('sus');
    t.ctx.db.prepare("UPDATE users SET status = 'suspended' WHERE username = 'sus'").run();
    const me = await t.call(token, { method: 'GET', url: '/api/profile/me' });
    expect(me.statusCode).toBe(403);
    expect(me.json().detail).toMatch(/заблокирована/);
    const login = await post('/api/auth/login', { username_or_email: 'sus', password: PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(login.json().detail).toMatch(/заблокирована/);
  });

  it('answers 429 once the hourly api_rate_limit is used up', async () => {
    const token = await t.login('limited');
    for (let i = 0; i < 3; i += 1) expect((await t.call(token, { method: 'GET', url: '/api/profile/me' })).statusCode).toBe(200);
    const over = await t.call(token, { method: 'GET', url: '/api/bots' });
    expect(over.statusCode).toBe(429);
    expect(over.json().detail).toMatch(/Превышен лимит запросов к API \(3 в час\)/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Other users are not affected.
    expect((await t.call(await t.login('alice'), { method: 'GET', url: '/api/profile/me' })).statusCode).toBe(200);
  });

  it('counts are written when the app closes, and a restart on the same data keeps the limit', async () => {
    const first = await makeTestApp();
    const dataDir = first.dir;
    await first.addUser('metered', 'viewer', { api_rate_limit: 2 });
    expect((await first.call(await first.login('metered'), { method: 'GET', url: '/api/profile/me' })).statusCode).toBe(200);
    await first.app.close();
    const db = openDatabase(dataDir);
    expect((db.prepare('SELECT sum(requests) AS n FROM api_usage').get() as { n: number }).n).toBe(1);
    db.close();
    const second = await makeTestApp({ dataDir });
    try {
      const token = await second.login('metered');
      expect((await second.call(token, { method: 'GET', url: '/api/profile/me' })).statusCode).toBe(200);
      expect((await second.call(token, { method: 'GET', url: '/api/profile/me' })).statusCode).toBe(429);
    } finally {
      await second.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
