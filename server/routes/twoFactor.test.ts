// The second factor (issue 18): enrolment from the profile (password, secret with its otpauth URI
// and QR code, confirmed by a code), ten recovery codes stored hashed, a login that asks for the
// code, codes used once, and admins made to enrol at login when the admin settings require it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { totpCode } from '../auth/secondFactor';
import { makeTestApp, PASSWORD, type TestApp } from './testSupport';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
const login = (username: string, password = PASSWORD) => post('/api/auth/login', { username_or_email: username, password });
/** A code of the next 30-second step: the current one may already be used (a code passes once). */
const nextCode = (secret: string) => totpCode(secret, Date.now() + 30_000);

describe('enrolment and login with a second factor', () => {
  let secret = '';
  let recovery: string[] = [];

  it('enrols from the profile with the password and a first code; ten recovery codes are stored hashed', async () => {
    await t.addUser('careful', 'trader');
    const token = await t.login('careful');
    expect((await post('/api/profile/2fa/setup', { password: 'wrong-one' }, token)).statusCode).toBe(403);
    const setup = await post('/api/profile/2fa/setup', { password: PASSWORD }, token);
    expect(setup.statusCode).toBe(200);
    ({ secret } = setup.json());
    expect(setup.json().otpauth_uri).toMatch(/^otpauth:\/\/totp\/LP%20Ops:careful\?.*secret=/);
    expect(setup.json().qr_svg).toMatch(/^<svg/);
    expect((await post('/api/profile/2fa/enable', { code: '000000' }, token)).statusCode).toBe(400);
    const enabled = await post('/api/profile/2fa/enable', { code: totpCode(secret) }, token);
    expect(enabled.statusCode).toBe(200);
    recovery = enabled.json().recovery_codes;
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    const dump = t.dump();
    for (const code of recovery) expect(dump).not.toContain(code);
    expect(dump).not.toContain(secret);
    const profile = await t.call(token, { method: 'GET', url: '/api/profile/me' });
    expect(profile.json().two_factor_enabled).toBe(true);
    expect(profile.body).not.toContain(secret);
  });

  it('a right password then asks for the code; a wrong code is refused; the right one signs in once', async () => {
    const first = await login('careful');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ two_factor: 'totp' });
    expect(first.json().access_token).toBeUndefined();
    const { challenge } = first.json();
    const bad = await post('/api/auth/2fa', { challenge, code: '123456' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().detail).toBe('Неверный код');
    const code = nextCode(secret);
    const ok = await post('/api/auth/2fa', { challenge, code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ token_type: 'bearer', user: { username: 'careful' } });
    // The challenge and the code are both spent.
    expect((await post('/api/auth/2fa', { challenge, code })).statusCode).toBe(401);
    const again = (await login('careful')).json().challenge;
    expect((await post('/api/auth/2fa', { challenge: again, code })).statusCode).toBe(401);
  });

  it('a wrong password never reveals that a second factor exists', async () => {
    const wrong = await login('careful', 'not-it-at-all');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: 'Неверное имя пользователя или пароль' });
  });

  it('a recovery code works once', async () => {
    const challenge = (await login('careful')).json().challenge;
    expect((await post('/api/auth/2fa', { challenge, code: recovery[0].toUpperCase() })).statusCode).toBe(200);
    const next = (await login('careful')).json().challenge;
    expect((await post('/api/auth/2fa', { challenge: next, code: recovery[0] })).statusCode).toBe(401);
    expect((await post('/api/auth/2fa', { challenge: next, code: recovery[1] })).statusCode).toBe(200);
  });
});

describe('2FA required for admins', () => {
  it('turning it on ends the sessions of admins without it; an admin without it is asked to enrol at login', async () => {
    await t.addUser('chief', 'admin');
    await t.addUser('deputy', 'admin');
    await t.addUser('keeper', 'admin');
    const token = await t.login('chief');
    const deputyBefore = await t.login('deputy');
    // keeper has a second factor, and signs in with it
    const keeperSetup = (await post('/api/profile/2fa/setup', { password: PASSWORD }, await t.login('keeper'))).json();
    await post('/api/profile/2fa/enable', { code: totpCode(keeperSetup.secret) }, await t.login('keeper'));
    const keeper = (
      await post('/api/auth/2fa', { challenge: (await login('keeper')).json().challenge, code: nextCode(keeperSetup.secret) })
    ).json().access_token as string;
    const settings = (await t.call(token, { method: 'GET', url: '/api/admin/settings' })).json();
    expect(
      (await t.call(token, { method: 'PUT', url: '/api/admin/settings', payload: { ...settings, require_2fa_admins: true } })).statusCode,
    ).toBe(200);
    const me = (bearer: string) => t.call(bearer, { method: 'GET', url: '/api/profile/me' });
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(deputyBefore)).statusCode).toBe(401);
    expect((await me(keeper)).statusCode).toBe(200);
    const first = await login('deputy');
    expect(first.json()).toMatchObject({ two_factor: 'enrol' });
    expect(first.json().qr_svg).toMatch(/^<svg/);
    const done = await post('/api/auth/2fa', { challenge: first.json().challenge, code: totpCode(first.json().secret) });
    expect(done.statusCode).toBe(200);
    expect(done.json().recovery_codes).toHaveLength(10);
    expect(done.json().user).toMatchObject({ username: 'deputy', two_factor_enabled: true });
    // Traders are not asked.
    await t.addUser('plain', 'trader');
    expect((await login('plain')).json().access_token).toEqual(expect.any(String));
    expect((await t.call(keeper, { method: 'PUT', url: '/api/admin/settings', payload: settings })).statusCode).toBe(200);
  });
});

describe('second-factor guesses', () => {
  /** An account with a second factor, signed in: its token and secret. */
  async function enrolled(username: string): Promise<{ token: string; secret: string }> {
    await t.addUser(username, 'trader');
    const token = await t.login(username);
    const { secret } = (await post('/api/profile/2fa/setup', { password: PASSWORD }, token)).json();
    expect((await post('/api/profile/2fa/enable', { code: totpCode(secret) }, token)).statusCode).toBe(200);
    return { token, secret };
  }
  const wrongCode = (secret: string) => (Number(totpCode(secret)) + 500_000) % 1_000_000;

  it('turning it off: five wrong codes with the right password, then locked with Retry-After; the right code waits too', async () => {
    const { token, secret } = await enrolled('guesser');
    const disable = (code: string) => post('/api/profile/2fa/disable', { password: PASSWORD, code }, token);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await disable(String(wrongCode(secret)).padStart(6, '0'))).statusCode);
    expect(codes).toEqual([400, 400, 400, 400, 429, 429]);
    const locked = await disable(nextCode(secret));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().detail).toMatch(/^Слишком много неверных кодов\. Повторите через \d+ мин\.$/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect((await t.call(token, { method: 'GET', url: '/api/profile/me' })).json().two_factor_enabled).toBe(true);
  });

  it('are counted per account across routes: guesses when turning it off count at the login step too', async () => {
    const { token, secret } = await enrolled('crossroute');
    for (let i = 0; i < 4; i++)
      expect((await post('/api/profile/2fa/disable', { password: PASSWORD, code: '000000' }, token)).statusCode).toBe(400);
    const { challenge } = (await login('crossroute')).json();
    expect((await post('/api/auth/2fa', { challenge, code: '999999' })).statusCode).toBe(429);
    const fresh = (await login('crossroute')).json().challenge;
    const refused = await post('/api/auth/2fa', { challenge: fresh, code: nextCode(secret) });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('confirming a new secret counts too', async () => {
    await t.addUser('confirmer', 'trader');
    const token = await t.login('confirmer');
    const { secret } = (await post('/api/profile/2fa/setup', { password: PASSWORD }, token)).json();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await post('/api/profile/2fa/enable', { code: String(wrongCode(secret)).padStart(6, '0') }, token)).statusCode);
    expect(codes).toEqual([400, 400, 400, 400, 429, 429]);
    expect((await post('/api/profile/2fa/enable', { code: totpCode(secret) }, token)).statusCode).toBe(429);
  });
});
