// The surface an attacker sees (issue 18): platform-wide metrics for admins only, data files only
// the server's user can read, the key file apart from the data, avatar uploads that leave no
// orphan and have a quota, every error answered as JSON with `detail` (also 431, a bad URL and
// requests Node cannot parse), admin settings that are the admin's and that the server applies.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AVATAR_DAILY_QUOTA } from './profile';
import { makeTestApp, type TestApp } from './testSupport';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let t: TestApp;
let trader: string;
let admin: string;
beforeAll(async () => {
  t = await makeTestApp();
  await t.addUser('trader1', 'trader');
  await t.addUser('root', 'admin');
  [trader, admin] = [await t.login('trader1'), await t.login('root')];
});
afterAll(async () => {
  await t.close();
});

describe('/api/metrics', () => {
  it('shows platform-wide figures to an admin only', async () => {
    const mine = (await t.call(trader, { method: 'GET', url: '/api/metrics' })).json();
    const all = (await t.call(admin, { method: 'GET', url: '/api/metrics' })).json();
    for (const key of ['sim_ticks', 'sim_live_messages', 'sim_speed', 'uptime_seconds']) {
      expect(mine, key).not.toHaveProperty(key);
      expect(all, key).toHaveProperty(key);
    }
    expect(mine.bots_running).toBe(0);
  });
});

describe('data files', () => {
  it('are readable by the server user only, the key file may live apart (SECRET_KEY_FILE)', async () => {
    const keyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lpops-keys-'));
    const keyFile = path.join(keyDir, 'nested', 'secret.key');
    const other = await makeTestApp({ secretKeyFile: keyFile });
    try {
      const mode = (f: string) => fs.statSync(f).mode & 0o777;
      expect(mode(path.join(other.dir, 'app.sqlite'))).toBe(0o600);
      expect(mode(path.join(other.dir, 'app.sqlite-wal'))).toBe(0o600);
      expect(mode(path.join(other.dir, 'jwt.key'))).toBe(0o600);
      expect(mode(keyFile)).toBe(0o600);
      expect(fs.existsSync(path.join(other.dir, 'secret.key'))).toBe(false);
    } finally {
      await other.close();
      fs.rmSync(keyDir, { recursive: true, force: true });
    }
  });
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
function upload(token: string) {
  const boundary = '----lpops';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.call(token, {
    method: 'POST',
    url: '/api/profile/avatar',
    payload: body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

describe('avatars', () => {
  it('20 parallel uploads leave exactly one file, the one the profile names; then the quota refuses', async () => {
    const answers = await Promise.all(Array.from({ length: AVATAR_DAILY_QUOTA }, () => upload(trader)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const files = fs.readdirSync(path.join(t.dir, 'avatars'));
    const named = (await t.call(trader, { method: 'GET', url: '/api/profile/me' })).json().avatar_url as string;
    expect(files).toEqual([named.split('/').pop()]);
    const over = await upload(trader);
    expect(over.statusCode).toBe(429);
    expect(over.json().detail).toMatch(/аватара/);
    expect(fs.readdirSync(path.join(t.dir, 'avatars'))).toEqual(files);
  });
});

describe('every error is JSON with a detail', () => {
  let port = 0;
  beforeAll(async () => {
    port = await t.listen();
  });

  /** Sends raw bytes and returns the status and body of the answer. */
  const raw = (request: string) =>
    new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
      let data = '';
      socket.on('data', (d) => (data += String(d)));
      socket.on('end', () => {
        const [head, ...rest] = data.split('\r\n\r\n');
        resolve({
          status: Number(head.split(' ')[1]),
          type: /content-type: ([^\r\n]+)/i.exec(head)?.[1] ?? '',
          body: rest.join('\r\n\r\n'),
        });
      });
      socket.on('error', reject);
    });

  it('431 for headers too large', async () => {
    const res = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(res.type).toMatch(/application\/json/);
    expect(JSON.parse(res.body).detail).toBe('Слишком большие заголовки запроса');
  });

  it('400 for a request Node cannot parse', async () => {
    const res = await raw('GARBAGE\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ detail: 'Некорректный запрос' });
  });

  it('400 with a detail for an HTTP/1.1 request without Host; HTTP/1.0 needs none', async () => {
    const res = await raw('GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(400);
    expect(res.type).toMatch(/application\/json/);
    expect(JSON.parse(res.body)).toEqual({ detail: 'В запросе нет заголовка Host' });
    expect((await raw('GET /api/health HTTP/1.0\r\n\r\n')).status).toBe(200);
  });

  it('400 for a URL that cannot be decoded', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/bots/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Некорректный адрес запроса' });
  });
});

describe('admin settings', () => {
  it('are read and saved by admins only, validated, and applied to new accounts and tokens', async () => {
    expect((await t.call(trader, { method: 'GET', url: '/api/admin/settings' })).statusCode).toBe(403);
    const settings = (await t.call(admin, { method: 'GET', url: '/api/admin/settings' })).json();
    expect(settings).toMatchObject({
      default_max_bots: 5,
      api_rate_limit: 10_000,
      auto_lock: true,
      max_failed_logins: 5,
      require_2fa_admins: false,
    });
    const changed = { ...settings, default_max_bots: 7, api_rate_limit: 6000, session_minutes: 20 };
    expect((await t.call(trader, { method: 'PUT', url: '/api/admin/settings', payload: changed })).statusCode).toBe(403);
    const bad = await t.call(admin, { method: 'PUT', url: '/api/admin/settings', payload: { ...changed, session_minutes: 1 } });
    expect(bad.statusCode).toBe(400);
    expect((await t.call(admin, { method: 'PUT', url: '/api/admin/settings', payload: changed })).json()).toEqual(changed);
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'fresh1', email: 'fresh1@example.com', password: 'long-password' },
    });
    expect(reg.json()).toMatchObject({ expires_in: 1200, user: { max_bots: 7, api_rate_limit: 6000 } });
    const claims = JSON.parse(Buffer.from(reg.json().access_token.split('.')[1], 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(1200);
    await t.call(admin, { method: 'PUT', url: '/api/admin/settings', payload: settings });
  });
});
