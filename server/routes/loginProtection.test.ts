// Login protection that cannot be raced or abused (issue 18): every parallel guess counts and the
// lock holds at the maximum; unknown names get the same answers and work as accounts; anonymous
// routes are throttled per address; a password reset lets a locked-out owner back in; failed-login
// records keep no typed text; admin settings set the maximum and the auto-lock; old password
// hashes are upgraded at login.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { makeTestApp, PASSWORD, type TestApp } from './testSupport';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (username_or_email: string, password: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username_or_email, password }, remoteAddress });

describe('failed logins are counted before the password is checked', () => {
  it('40 parallel wrong passwords: at most 5 are checked, the account is locked', async () => {
    await t.addUser('racer', 'trader');
    const answers = await Promise.all(Array.from({ length: 40 }, () => login('racer', 'wrong-password')));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(35);
    const row = t.ctx.db.prepare("SELECT locked_until_ms FROM users WHERE username = 'racer'").get() as { locked_until_ms: number };
    expect(row.locked_until_ms).toBeGreaterThan(Date.now());
  });

  it('a burst of 39 wrong and 1 right password does not sign in', async () => {
    await t.addUser('burst', 'trader');
    const guesses = Array.from({ length: 40 }, (_, i) => (i === 39 ? PASSWORD : `wrong-${i}`));
    const answers = await Promise.all(guesses.map((p) => login('burst', p)));
    expect(answers[39].statusCode).toBe(429);
    expect(answers.some((a) => a.statusCode === 200)).toBe(false);
  });
});

describe('a right password waiting for its second factor', () => {
  it('is not a failure: abandoned challenges never lock the owner out', async () => {
    const id = await t.addUser('abandoner', 'trader');
    t.ctx.db.prepare('UPDATE users SET totp_enabled = 1 WHERE user_id = ?').run(id);
    for (let i = 0; i < 7; i += 1) {
      const answer = await login('abandoner', PASSWORD);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().two_factor).toBe('totp');
    }
    const row = t.ctx.db.prepare('SELECT failed_logins, locked_until_ms FROM users WHERE user_id = ?').get(id) as {
      failed_logins: number;
      locked_until_ms: number;
    };
    expect(row).toEqual({ failed_logins: 0, locked_until_ms: 0 });
  });
});

describe('password hashing is shared fairly between addresses', () => {
  /**
   * Starts `flood`; once `done` of its hashes have finished, sends `other`. Returns how many of the
   * flood's hashes started after `other` was sent and before its own hash did, and the most hashes
   * that ever ran at once.
   */
  async function hashing(
    flood: () => Array<Promise<unknown>>,
    done: number,
    other: () => Promise<{ statusCode: number }>,
  ): Promise<{ ahead: number; mostAtOnce: number }> {
    const started: string[] = [];
    let finished = 0;
    let mostAtOnce = 0;
    const scrypt = crypto.scrypt as (...args: unknown[]) => void;
    const spy = vi.spyOn(crypto, 'scrypt').mockImplementation(((...args: unknown[]) => {
      const callback = args.pop() as (...result: unknown[]) => void;
      started.push(String(args[0]));
      mostAtOnce = Math.max(mostAtOnce, started.length - finished);
      scrypt(...args, (...result: unknown[]) => {
        finished += 1;
        callback(...result);
      });
    }) as typeof crypto.scrypt);
    try {
      const flooding = flood();
      while (finished < done) await new Promise((resolve) => setImmediate(resolve));
      const sentAt = started.length;
      expect((await other()).statusCode).toBe(200);
      await Promise.all(flooding);
      return { ahead: started.indexOf(PASSWORD) - sentAt, mostAtOnce };
    } finally {
      spy.mockRestore();
    }
  }

  it('a burst of 30 logins from one address: two hashes at most run at once; another address is hashed next', async () => {
    await t.addUser('fair-owner', 'user');
    const { ahead, mostAtOnce } = await hashing(
      () => Array.from({ length: 30 }, (_, i) => login(`ghost-${i}`, `burst-${i}`, '198.51.100.7')),
      2,
      () => login('fair-owner', PASSWORD, '203.0.113.8'),
    );
    // Without the queue all 30 ran at once, and the login's hash came after them.
    expect(mostAtOnce).toBeLessThanOrEqual(2);
    expect(ahead).toBeLessThanOrEqual(2);
  });

  it('while ten addresses flood, a login from another address goes next, not after a turn of each', async () => {
    await t.addUser('fair-owner2', 'user');
    const { ahead } = await hashing(
      () => Array.from({ length: 50 }, (_, i) => login(`ghost-flood-${i}`, `flood-${i}`, `198.51.100.${10 + (i % 10)}`)),
      12,
      () => login('fair-owner2', PASSWORD, '203.0.113.9'),
    );
    // A turn of each would be about ten; a few start while the login's request reaches the queue.
    expect(ahead).toBeLessThanOrEqual(4);
  });
});

describe('unknown names and accounts look alike', () => {
  it('an unknown name is locked after the same number of failures, with the same answers', async () => {
    await t.addUser('realname', 'user');
    const real: Array<[number, string]> = [];
    const ghost: Array<[number, string]> = [];
    for (let i = 0; i < 6; i += 1) {
      const a = await login('realname', 'bad-password');
      const b = await login('ghost-account', 'bad-password');
      real.push([a.statusCode, a.json().detail]);
      ghost.push([b.statusCode, b.json().detail]);
    }
    expect(ghost).toEqual(real);
    expect(real.map(([c]) => c)).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('an unknown name costs a password hash like an account does', async () => {
    const spy = vi.spyOn(crypto, 'scrypt');
    try {
      await login('nobody-at-all', 'whatever-1');
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('failed-login records keep an account name, never other typed text', async () => {
    await login('my-password-typed-here', 'x');
    await login('realname', 'y');
    const rows = t.ctx.db.prepare('SELECT login FROM login_attempts').all() as Array<{ login: string }>;
    expect(rows.some((r) => r.login.includes('my-password'))).toBe(false);
    expect(rows.some((r) => r.login === 'realname')).toBe(true);
  });
});

describe('a locked-out owner', () => {
  it('gets back in through a password reset, which lifts the lock', async () => {
    await t.addUser('victim', 'admin');
    for (let i = 0; i < 5; i += 1) await login('victim', 'attacker-guess', '10.0.0.66');
    expect((await login('victim', PASSWORD)).statusCode).toBe(429);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'victim@test.local' } });
    const token = t.mails.filter((m) => m.kind === 'reset' && m.email === 'victim@test.local').at(-1)?.token;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, new_password: 'brand-new-pass' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login('victim', 'brand-new-pass')).statusCode).toBe(200);
  });

  it('after a reset, strangers guessing on lock only themselves out: the new password works from the reset address', async () => {
    await t.addUser('victim2', 'trader');
    for (let i = 0; i < 5; i += 1) await login('victim2', 'attacker-guess', '10.0.0.77');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'victim2@test.local' },
      remoteAddress: '192.0.2.44',
    });
    const token = t.mails.filter((m) => m.kind === 'reset' && m.email === 'victim2@test.local').at(-1)?.token;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, new_password: 'brand-new-pass' },
      remoteAddress: '192.0.2.44',
    });
    expect(reset.statusCode).toBe(200);
    // The guessing goes on: five more wrong passwords lock the account for everyone else at once.
    const guesses: number[] = [];
    for (let i = 0; i < 6; i += 1) guesses.push((await login('victim2', `guess-${i}`, '10.0.0.77')).statusCode);
    expect(guesses).toEqual([401, 401, 401, 401, 429, 429]);
    expect((await login('victim2', 'brand-new-pass', '10.0.0.78')).statusCode).toBe(429);
    // The owner, at the address they reset from, is not locked by them.
    expect((await login('victim2', 'brand-new-pass', '192.0.2.44')).statusCode).toBe(200);
    // Their own address still counts its own failures.
    const own: number[] = [];
    for (let i = 0; i < 6; i += 1) own.push((await login('victim2', `typo-${i}`, '192.0.2.44')).statusCode);
    expect(own).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('a lock answers with Retry-After, the seconds left', async () => {
    await t.addUser('waiter', 'user');
    for (let i = 0; i < 5; i += 1) await login('waiter', 'nope-nope', '10.0.0.90');
    const locked = await login('waiter', PASSWORD, '10.0.0.90');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().detail).toBe('Слишком много неудачных попыток входа. Повторите через 15 мин.');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(900);
  });
});

describe('admin settings drive the lock', () => {
  it('max failed logins and auto-lock are the saved ones', async () => {
    await t.addUser('boss2', 'admin');
    await t.addUser('three', 'user');
    await t.addUser('free', 'user');
    const token = await t.login('boss2');
    const settings = (await t.call(token, { method: 'GET', url: '/api/admin/settings' })).json();
    const save = (changes: Record<string, unknown>) =>
      t.call(token, { method: 'PUT', url: '/api/admin/settings', payload: { ...settings, ...changes } });
    expect((await save({ max_failed_logins: 3 })).statusCode).toBe(200);
    expect([
      (await login('three', 'x1')).statusCode,
      (await login('three', 'x2')).statusCode,
      (await login('three', 'x3')).statusCode,
    ]).toEqual([401, 401, 429]);
    expect((await save({ auto_lock: false })).statusCode).toBe(200);
    for (let i = 0; i < 8; i += 1) expect((await login('free', 'nope-nope')).statusCode).toBe(401);
    expect((await login('free', PASSWORD)).statusCode).toBe(200);
    expect((await save({ auto_lock: true, max_failed_logins: 5 })).statusCode).toBe(200);
  });
});

describe('password hashes', () => {
  it('a hash with older parameters still signs in and is upgraded at that login', async () => {
    const id = await t.addUser('oldhash', 'user');
    const salt = crypto.randomBytes(16);
    const key = crypto.scryptSync(PASSWORD.normalize('NFKC'), salt, 32, { N: 1024, r: 8, p: 1 });
    const old = ['scrypt', 1024, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    t.ctx.db.prepare('UPDATE users SET password_hash = ? WHERE user_id = ?').run(old, id);
    expect((await login('oldhash', PASSWORD)).statusCode).toBe(200);
    const stored = (t.ctx.db.prepare('SELECT password_hash FROM users WHERE user_id = ?').get(id) as { password_hash: string })
      .password_hash;
    expect(stored).not.toBe(old);
    expect(stored.split('$')[1]).toBe((await hashPassword('x')).split('$')[1]);
    expect((await login('oldhash', PASSWORD)).statusCode).toBe(200);
  });
});

describe('per-address throttling of anonymous routes', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await makeTestApp({ anonRateLimit: 3 });
  });
  afterAll(async () => {
    await small.close();
  });

  it('the 4th call of a route from one address a minute is refused with 429 and a Russian detail; others are not', async () => {
    for (const [url, payload] of [
      ['/api/auth/login', { username_or_email: 'a', password: 'b' }],
      ['/api/auth/register', { username: 'x', email: 'bad', password: 'short' }],
      ['/api/auth/forgot-password', { email: 'a@b.cd' }],
      ['/api/auth/reset-password', { token: 'nope', new_password: 'long-enough-1' }],
      ['/api/auth/verify-email', { token: 'nope' }],
      ['/api/auth/2fa', { challenge: 'nope', code: '123456' }],
    ] as const) {
      const send = (remoteAddress: string) => small.app.inject({ method: 'POST', url, payload, remoteAddress });
      for (let i = 0; i < 3; i += 1) expect((await send('192.0.2.10')).statusCode, url).not.toBe(429);
      const over = await send('192.0.2.10');
      expect(over.statusCode, url).toBe(429);
      expect(over.json().detail, url).toMatch(/Слишком много запросов с этого адреса/);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect((await send('192.0.2.11')).statusCode, url).not.toBe(429);
    }
  });
});
