// The backend as a remote: CORS_ORIGINS (preflight, answers, sockets), the deployment's preset at
// /config.json, and the page's connect-src built from it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { loadServersPreset, parseCorsOrigins, socketOriginAllowed } from './remote';
import { makeTestApp, type TestApp } from './routes/testSupport';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const TRUSTED = 'http://127.0.0.1:5000';
const PRESET = {
  servers: [null, { name: 'Резерв', api: 'https://b.example.net' }],
  allowed: ['http://127.0.0.1:9001'],
};

describe('configuration', () => {
  it('reads CORS_ORIGINS as origins, and refuses anything else by name', () => {
    expect(parseCorsOrigins(undefined)).toEqual([]);
    expect(parseCorsOrigins(' http://127.0.0.1:5000 , https://ops.example.net/ ,')).toEqual([
      'http://127.0.0.1:5000',
      'https://ops.example.net',
    ]);
    expect(() => parseCorsOrigins('https://ops.example.net/app')).toThrow(/CORS_ORIGINS: "https:\/\/ops.example.net\/app"/);
    expect(() => parseCorsOrigins('*')).toThrow(/CORS_ORIGINS/);
  });

  it('reads SERVERS_CONFIG inline or from a file, else config.json beside the build, and names a bad one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lpops-preset-'));
    try {
      expect(loadServersPreset({}, dir)).toBeNull();
      fs.writeFileSync(path.join(dir, 'config.json'), JSON.stringify({ servers: [{ name: 'Dist', api: 'https://d.example.net' }] }));
      expect(loadServersPreset({}, dir)?.servers).toEqual([{ name: 'Dist', api: 'https://d.example.net' }]);
      expect(loadServersPreset({ SERVERS_CONFIG: JSON.stringify(PRESET) }, dir)).toEqual(PRESET);
      fs.writeFileSync(path.join(dir, 'servers.json'), JSON.stringify(PRESET));
      expect(loadServersPreset({ SERVERS_CONFIG: 'servers.json' }, dir, dir)).toEqual(PRESET);
      expect(() => loadServersPreset({ SERVERS_CONFIG: '{"servers":[{"api":"b.example.net"}]}' }, dir)).toThrow(
        'SERVERS_CONFIG: servers[0].api: addressScheme',
      );
      expect(() => loadServersPreset({ SERVERS_CONFIG: '{nope' }, dir)).toThrow('SERVERS_CONFIG: not JSON');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lets a socket in from its own host, a trusted origin, or no browser at all', () => {
    expect(socketOriginAllowed(undefined, 'a:1', [])).toBe(true);
    expect(socketOriginAllowed('http://a:1', 'a:1', [])).toBe(true);
    expect(socketOriginAllowed(TRUSTED, 'a:1', [TRUSTED])).toBe(true);
    expect(socketOriginAllowed('http://evil.example', 'a:1', [TRUSTED])).toBe(false);
    expect(socketOriginAllowed('null', 'a:1', [TRUSTED])).toBe(false);
  });
});

describe('a backend with CORS_ORIGINS and a preset', () => {
  let t: TestApp;
  let wsBase: string;

  beforeAll(async () => {
    t = await makeTestApp({ corsOrigins: [TRUSTED], serversPreset: PRESET });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    wsBase = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a preflight from a trusted origin, without credentials', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/bots',
      headers: { origin: TRUSTED, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(TRUSTED);
    expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('lets a trusted page read answers and errors, and no other page', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: TRUSTED } });
    expect(ok.headers['access-control-allow-origin']).toBe(TRUSTED);
    const refused = await t.app.inject({ method: 'GET', url: '/api/bots', headers: { origin: TRUSTED } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe(TRUSTED);
    const market = await t.app.inject({
      method: 'GET',
      url: '/market/fallback/api/v3/ticker/price?symbol=ETHUSDT',
      headers: { origin: TRUSTED },
    });
    expect(market.headers['access-control-allow-origin']).toBe(TRUSTED);

    const other = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'http://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const otherPreflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/bots',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(otherPreflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the preset at /config.json and allows the page to connect to those servers only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(PRESET);
    const csp = String(res.headers['content-security-policy']);
    const connect = csp.split('; ').find((d) => d.startsWith('connect-src'));
    expect(connect).toBe("connect-src 'self' https://b.example.net wss://b.example.net http://127.0.0.1:9001 ws://127.0.0.1:9001");
  });

  it('opens a socket for a trusted page and refuses an untrusted one before the upgrade', async () => {
    const outcome = (origin: string) =>
      new Promise<string>((resolve) => {
        const ws = new WebSocket(`${wsBase}/ws/1`, { origin });
        ws.on('unexpected-response', (_req, res) => {
          resolve(`http ${res.statusCode}`);
          ws.terminate();
        });
        ws.on('close', (code) => resolve(`closed ${code}`));
        ws.on('error', () => undefined);
      });
    expect(await outcome('http://evil.example')).toBe('http 403');
    expect(await outcome(TRUSTED)).toBe('closed 4401');
  });
});

describe('a backend without CORS_ORIGINS or a preset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers no other origin, presets no server at /config.json, and lets the page connect to itself only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'http://127.0.0.1:5000' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(String(res.headers['content-security-policy'])).toContain("connect-src 'self';");
    const config = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(config.statusCode).toBe(200);
    expect(config.json()).toEqual({ servers: [], allowed: [] });
  });
});
