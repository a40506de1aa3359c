import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_VAPID_SUBJECT, loadVapidKeys, VAPID_FILE } from './vapid';

const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'vapid-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('VAPID keys', () => {
  it('are generated into the data folder on first start (mode 0600) and read back after', () => {
    const dir = tmp();
    const first = loadVapidKeys(dir, {});
    const file = path.join(dir, VAPID_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const point = Buffer.from(first.publicKey, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4); // uncompressed P-256
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(first.subject).toBe(DEFAULT_VAPID_SUBJECT);
    expect(loadVapidKeys(dir, {})).toEqual(first);
  });

  it('come from the environment when both are given, with the subject', () => {
    const keys = webpush.generateVAPIDKeys();
    const dir = tmp();
    const got = loadVapidKeys(dir, {
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'https://ops.example.com',
    });
    expect(got).toEqual({ ...keys, subject: 'https://ops.example.com' });
    expect(fs.existsSync(path.join(dir, VAPID_FILE))).toBe(false);
  });

  it('refuse a half-given or malformed pair and a subject that is not mailto: or https:', () => {
    const keys = webpush.generateVAPIDKeys();
    expect(() => loadVapidKeys(tmp(), { VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/private key/);
    expect(() => loadVapidKeys(tmp(), { VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(/public key/);
    expect(() => loadVapidKeys(tmp(), { VAPID_SUBJECT: 'http://ops.example.com' })).toThrow(/VAPID_SUBJECT/);
  });
});
