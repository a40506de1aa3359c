// AES-256-GCM for the secrets users hand us (bot private keys, exchange API key and secret).
// Key: env SECRET_KEY (64 hex chars, or any passphrase, hashed to 32 bytes) or a key file
// (SECRET_KEY_FILE, by default `secret.key` in the data folder), generated once. Stored form: `v1:` + base64(iv ‖ tag ‖ ciphertext).
import crypto from 'node:crypto';
import { loadOrCreateKeyFile } from './keyFile';

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function secretKeyFrom(keyFile: string, envKey: string | undefined): Buffer {
  if (envKey && envKey.length > 0) {
    return /^[0-9a-fA-F]{64}$/.test(envKey) ? Buffer.from(envKey, 'hex') : crypto.createHash('sha256').update(envKey).digest();
  }
  return loadOrCreateKeyFile(keyFile);
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('secret box key must be 32 bytes');
  return {
    seal(plain) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `v1:${Buffer.concat([iv, cipher.getAuthTag(), ct]).toString('base64')}`;
    },
    open(sealed) {
      if (!sealed.startsWith('v1:')) throw new Error('unknown sealed format');
      const raw = Buffer.from(sealed.slice(3), 'base64');
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
