// The application server's VAPID identity (RFC 8292): a P-256 key pair and a contact subject.
// From the environment when both keys are given (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY), else
// generated once into the data folder (vapid.json, mode 0600) and read on every later start.
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export const VAPID_FILE = 'vapid.json';
/** A contact the push services may write to; a deployment sets its own (docs/configuration.md). */
export const DEFAULT_VAPID_SUBJECT = 'mailto:admin@localhost';

const PUBLIC = /^[A-Za-z0-9_-]{87}$/;
const PRIVATE = /^[A-Za-z0-9_-]{43}$/;

function checked(keys: { publicKey: unknown; privateKey: unknown }, where: string): { publicKey: string; privateKey: string } {
  const { publicKey, privateKey } = keys;
  if (typeof publicKey !== 'string' || !PUBLIC.test(publicKey) || Buffer.from(publicKey, 'base64url')[0] !== 4)
    throw new Error(`${where}: the VAPID public key must be base64url of an uncompressed P-256 point (65 bytes)`);
  if (typeof privateKey !== 'string' || !PRIVATE.test(privateKey))
    throw new Error(`${where}: the VAPID private key must be base64url of 32 bytes`);
  return { publicKey, privateKey };
}

function fromFile(file: string): { publicKey: string; privateKey: string } | null {
  if (!fs.existsSync(file)) return null;
  return checked(JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey: unknown; privateKey: unknown }, file);
}

export function loadVapidKeys(dataDir: string, env: NodeJS.ProcessEnv = process.env): VapidKeys {
  const subject = env.VAPID_SUBJECT?.trim() || DEFAULT_VAPID_SUBJECT;
  if (!/^(mailto:|https:\/\/)/.test(subject)) throw new Error('VAPID_SUBJECT must be a mailto: or https: URL');
  if (env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY)
    return { ...checked({ publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }, 'environment'), subject };
  const file = path.join(dataDir, VAPID_FILE);
  const stored = fromFile(file);
  if (stored) return { ...stored, subject };
  fs.mkdirSync(dataDir, { recursive: true });
  const fresh = webpush.generateVAPIDKeys();
  try {
    // 'wx': a second process starting at the same time keeps the first one's keys
    fs.writeFileSync(file, JSON.stringify(fresh), { mode: 0o600, flag: 'wx' });
  } catch {
    return { ...(fromFile(file) ?? fresh), subject };
  }
  return { ...fresh, subject };
}
