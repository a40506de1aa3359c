import { describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashPassword, needsRehash, scryptLog2N, verifyPassword } from './passwords';
import { canonicalBase64url, signJwt, verifyJwt } from './jwt';
import { createSecretBox, secretKeyFrom } from './secretBox';
import { loadOrCreateKey } from './keyFile';

describe('passwords', () => {
  it('verifies the right password and refuses a wrong one; hashes are salted', async () => {
    const a = await hashPassword('demo1234');
    const b = await hashPassword('demo1234');
    expect(a).not.toBe(b);
    expect(a.startsWith('scrypt$')).toBe(true);
    expect(await verifyPassword('demo1234', a)).toBe(true);
    expect(await verifyPassword('demo12345', a)).toBe(false);
    expect(await verifyPassword('demo1234', 'garbage')).toBe(false);
  });

  it("hashes at OWASP's scrypt parameters (N = 2^17, r = 8, p = 1) unless a test run lowers N", () => {
    expect(scryptLog2N(undefined)).toBe(17);
    expect(scryptLog2N('12')).toBe(12);
    expect(scryptLog2N('30')).toBe(17);
    expect(scryptLog2N('junk')).toBe(17);
  });

  it('knows a hash made with weaker parameters, and refuses parameters no hash of ours has', async () => {
    const current = await hashPassword('demo1234');
    expect(needsRehash(current)).toBe(false);
    expect(needsRehash(current.replace(/^scrypt\$\d+/, 'scrypt$1024'))).toBe(true);
    expect(await verifyPassword('demo1234', current.replace(/^scrypt\$\d+/, `scrypt$${2 ** 24}`))).toBe(false);
  });
});

describe('jwt', () => {
  const key = crypto.randomBytes(32);
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub: 7, typ: 'access' as const, sid: 's', jti: 'j', iat: now, exp: now + 60 };

  it('round-trips valid claims', () => {
    expect(verifyJwt(signJwt(claims, key), key)).toEqual(claims);
  });
  it('refuses expired tokens, another key, and tampered payloads', () => {
    expect(verifyJwt(signJwt({ ...claims, exp: now - 1 }, key), key)).toBeNull();
    expect(verifyJwt(signJwt(claims, key), crypto.randomBytes(32))).toBeNull();
    const [h, , s] = signJwt(claims, key).split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 1 })).toString('base64url');
    expect(verifyJwt(`${h}.${forged}.${s}`, key)).toBeNull();
    expect(verifyJwt('a.b', key)).toBeNull();
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(verifyJwt(`${none}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`, key)).toBeNull();
  });
});

describe('canonical base64url', () => {
  it('takes the alphabet without padding and without spare bits set', () => {
    expect(canonicalBase64url('AQID')).toEqual(Buffer.from([1, 2, 3]));
    expect(canonicalBase64url('AQI')).toEqual(Buffer.from([1, 2]));
    expect(canonicalBase64url('AQJ')).toBeNull(); // the same bytes, with spare bits
    expect(canonicalBase64url('AQID=')).toBeNull();
    expect(canonicalBase64url('AQ+D')).toBeNull();
    expect(canonicalBase64url('')).toBeNull();
  });
});

describe('secret box', () => {
  it('seals so that the plain text does not appear, and opens it back', () => {
    const box = createSecretBox(crypto.randomBytes(32));
    const sealed = box.seal('0xdeadbeefsecret');
    expect(sealed).not.toContain('deadbeef');
    expect(box.open(sealed)).toBe('0xdeadbeefsecret');
    expect(box.seal('x')).not.toBe(box.seal('x'));
  });
  it('refuses a sealed value changed by one byte', () => {
    const box = createSecretBox(crypto.randomBytes(32));
    const raw = Buffer.from(box.seal('secret').slice(3), 'base64');
    raw[raw.length - 1] ^= 1;
    expect(() => box.open(`v1:${raw.toString('base64')}`)).toThrow();
  });
  it('takes the key from SECRET_KEY, else generates it once into the data folder', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lpops-key-'));
    try {
      const file = path.join(dir, 'secret.key');
      expect(secretKeyFrom(file, 'a'.repeat(64))).toEqual(Buffer.from('a'.repeat(64), 'hex'));
      expect(secretKeyFrom(file, 'passphrase')).toHaveLength(32);
      const k1 = secretKeyFrom(file, undefined);
      expect(secretKeyFrom(file, undefined)).toEqual(k1);
      expect(fs.statSync(path.join(dir, 'secret.key')).mode & 0o077).toBe(0);
      expect(loadOrCreateKey(dir, 'jwt.key')).not.toEqual(k1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
