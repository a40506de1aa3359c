// Sessions and account changes that need the owner (issue 18): strict tokens, refresh for
// unverified users, the sessions list with "this device" and "all devices", e-mail and password
// changes behind the current password, reset links (one at a time, an hour, void after use or any
// password change) and reset mails throttled per address, per account and address, and per account
// for addresses its owner was never at.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeTestApp, PASSWORD, type TestApp } from './testSupport';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload?: object, token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    ...(payload ? { payload } : {}),
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
const signIn = async (username: string, password = PASSWORD, agent = 'test-agent') =>
  (await post('/api/auth/login', { username_or_email: username, password }, undefined, { 'user-agent': agent })).json();
const me = (token: string) => t.call(token, { method: 'GET', url: '/api/profile/me' });

describe('tokens', () => {
  it('only canonical base64url: a trailing "=" or changed spare bits are refused', async () => {
    await t.addUser('strict', 'user');
    const { access_token } = await signIn('strict');
    expect((await me(access_token)).statusCode).toBe(200);
    expect((await me(`${access_token}=`)).statusCode).toBe(401);
    // The signature's last character carries 2 spare bits: another letter decodes to the same bytes.
    const last = access_token.at(-1) as string;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const twin = alphabet[(alphabet.indexOf(last) & ~3) + ((alphabet.indexOf(last) + 1) & 3)];
    expect(Buffer.from(`${access_token.slice(0, -1)}${twin}`.split('.')[2], 'base64url')).toEqual(
      Buffer.from(access_token.split('.')[2], 'base64url'),
    );
    expect((await me(`${access_token.slice(0, -1)}${twin}`)).statusCode).toBe(401);
  });

  it('an account waiting for e-mail verification can refresh its session', async () => {
    const res = await post('/api/auth/register', { username: 'pending1', email: 'pending1@example.com', password: 'long-password' });
    expect(res.statusCode).toBe(201);
    const refreshed = await post('/api/auth/refresh', undefined, res.json().refresh_token);
    expect(refreshed.statusCode).toBe(200);
    expect((await me(refreshed.json().access_token)).statusCode).toBe(200);
  });
});

describe('the sessions list', () => {
  it('lists the own sessions with device, address and last use; ends one, then all', async () => {
    await t.addUser('many', 'trader');
    const phone = await signIn('many', PASSWORD, 'Phone/1.0');
    const desk = await signIn('many', PASSWORD, 'Desk/2.0');
    const list = (await t.call(desk.access_token, { method: 'GET', url: '/api/profile/sessions' })).json();
    expect(list).toHaveLength(2);
    expect(list.find((s: { current: boolean }) => s.current)).toMatchObject({ device: 'Desk/2.0', address: '127.0.0.1' });
    const other = list.find((s: { current: boolean }) => !s.current);
    expect(other).toMatchObject({ device: 'Phone/1.0' });
    expect(typeof other.last_used_at).toBe('string');
    expect(JSON.stringify(list)).not.toMatch(/token/i);

    // Another user's session id is not found.
    await t.addUser('nosy', 'trader');
    const nosy = await signIn('nosy');
    expect((await t.call(nosy.access_token, { method: 'DELETE', url: `/api/profile/sessions/${other.session_id}` })).statusCode).toBe(404);

    expect((await t.call(desk.access_token, { method: 'DELETE', url: `/api/profile/sessions/${other.session_id}` })).statusCode).toBe(200);
    expect((await me(phone.access_token)).statusCode).toBe(401);
    expect((await me(desk.access_token)).statusCode).toBe(200);

    const third = await signIn('many');
    expect((await post('/api/profile/sessions/end-all', undefined, desk.access_token)).statusCode).toBe(200);
    expect((await me(desk.access_token)).statusCode).toBe(401);
    expect((await me(third.access_token)).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', undefined, third.refresh_token)).statusCode).toBe(401);
  });
});

describe('changing the e-mail', () => {
  it('needs the current password; the new address counts only once verified; the old one is told', async () => {
    await t.addUser('mover', 'trader');
    const { access_token } = await signIn('mover');
    const put = (payload: object) => t.call(access_token, { method: 'PUT', url: '/api/profile/me', payload });
    const bare = await put({ email: 'thief@evil.example' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().detail).toMatch(/текущий пароль/);
    const wrong = await put({ email: 'thief@evil.example', current_password: 'not-my-password' });
    expect(wrong.statusCode).toBe(403);

    const before = t.mails.length;
    const asked = await put({ email: 'mover-new@example.com', current_password: PASSWORD });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ email: 'mover@test.local', pending_email: 'mover-new@example.com' });
    const sent = t.mails.slice(before);
    expect(sent.find((m) => m.kind === 'email_notice')).toMatchObject({ email: 'mover@test.local', new_email: 'mover-new@example.com' });
    const link = sent.find((m) => m.kind === 'email_change');
    expect(link).toMatchObject({ email: 'mover-new@example.com' });

    // Until the link is followed, the old address is the account's (reset mail goes there).
    await post('/api/auth/forgot-password', { email: 'mover-new@example.com' });
    expect(t.mails.filter((m) => m.kind === 'reset' && m.email === 'mover-new@example.com')).toEqual([]);

    expect((await post('/api/auth/verify-email', { token: link?.token })).statusCode).toBe(200);
    expect((await me(access_token)).json()).toMatchObject({ email: 'mover-new@example.com', pending_email: null });
  });
});

describe('changing the password', () => {
  it('needs the current one, ends the other sessions and voids reset links', async () => {
    await t.addUser('changer', 'trader');
    const here = await signIn('changer');
    const there = await signIn('changer');
    await post('/api/auth/forgot-password', { email: 'changer@test.local' });
    const link = t.mails.filter((m) => m.kind === 'reset' && m.email === 'changer@test.local').at(-1);
    const change = (payload: object) => post('/api/profile/password', payload, here.access_token);
    expect((await change({ current_password: 'wrong-one', new_password: 'next-password-1' })).statusCode).toBe(403);
    expect((await change({ current_password: PASSWORD, new_password: 'next-password-1' })).statusCode).toBe(200);
    expect((await me(here.access_token)).statusCode).toBe(200);
    expect((await me(there.access_token)).statusCode).toBe(401);
    expect((await post('/api/auth/reset-password', { token: link?.token, new_password: 'attacker-pass-1' })).statusCode).toBe(400);
    expect((await post('/api/auth/login', { username_or_email: 'changer', password: 'next-password-1' })).statusCode).toBe(200);
  });
});

describe('reset links', () => {
  it('only the newest works, for an hour, once', async () => {
    await t.addUser('forgot1', 'user');
    const ask = () => post('/api/auth/forgot-password', { email: 'forgot1@test.local' });
    const links = () => t.mails.filter((m) => m.kind === 'reset' && m.email === 'forgot1@test.local');
    await ask();
    const first = links().at(-1)?.token;
    const row = t.ctx.db
      .prepare("SELECT created_at, expires_at_ms FROM email_tokens WHERE kind = 'reset' ORDER BY created_at DESC")
      .get() as {
      created_at: string;
      expires_at_ms: number;
    };
    expect(row.expires_at_ms - Date.parse(row.created_at)).toBeLessThanOrEqual(3600_000);
    // The per-account throttle allows one mail a minute: make the first one older.
    t.ctx.db.prepare("UPDATE email_tokens SET created_at = ? WHERE kind = 'reset'").run(new Date(Date.now() - 120_000).toISOString());
    await ask();
    const second = links().at(-1)?.token;
    expect(second).not.toBe(first);
    expect((await post('/api/auth/reset-password', { token: first, new_password: 'new-password-1' })).statusCode).toBe(400);
    expect((await post('/api/auth/reset-password', { token: second, new_password: 'new-password-2' })).statusCode).toBe(200);
    expect((await post('/api/auth/reset-password', { token: second, new_password: 'new-password-3' })).statusCode).toBe(400);
  });

  it("strangers' addresses share five mails an hour per account; the owner's own address still gets one", async () => {
    await t.addUser('flooded', 'user');
    const forgot = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'flooded@test.local' }, remoteAddress });
    const mails = () => t.mails.filter((m) => m.kind === 'reset' && m.email === 'flooded@test.local');
    // The owner signed in from 192.0.2.55 once: that address is theirs.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username_or_email: 'flooded', password: PASSWORD },
      remoteAddress: '192.0.2.55',
    });
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => forgot(`10.1.0.${i}`)));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(mails()).toHaveLength(5);
    // Before, the strangers' mails were the account's: the owner got none for an hour.
    expect((await forgot('192.0.2.55')).json()).toEqual(answers[0].json());
    expect(mails()).toHaveLength(6);
    // Once a minute per account and address, the owner's included.
    await forgot('192.0.2.55');
    expect(mails()).toHaveLength(6);
  });

  it('one address gets at most five reset mails an hour, whatever accounts it names', async () => {
    for (let i = 0; i < 7; i++) await t.addUser(`sweep${i}`, 'user');
    for (let i = 0; i < 7; i++)
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: `sweep${i}@test.local` },
        remoteAddress: '198.51.100.99',
      });
    expect(t.mails.filter((m) => m.kind === 'reset' && m.email.startsWith('sweep'))).toHaveLength(5);
  });
});
