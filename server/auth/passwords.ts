// Password hashing with node:crypto scrypt at OWASP's parameters (N = 2^17, r = 8, p = 1). Stored
// as `scrypt$N$r$p$salt$hash` (base64 parts), so a hash made with older parameters still verifies
// and is replaced at the owner's next successful login (`needsRehash`).
// SCRYPT_LOG2N lowers N for test runs only (unit tests log in hundreds of times); production never sets it.
import crypto from 'node:crypto';

const LOG2N = scryptLog2N(process.env.SCRYPT_LOG2N);
const N = 2 ** LOG2N;
const R = 8;
const P = 1;
const KEY_LEN = 32;

/** N = 2^17 needs 128 MiB (128 · N · r bytes); headroom for the parameters of stored hashes. */
const MAX_MEM = 256 * 1024 * 1024;

export function scryptLog2N(value: string | undefined): number {
  const n = Number(value);
  return value !== undefined && Number.isInteger(n) && n >= 10 && n <= 17 ? n : 17;
}

function scrypt(password: string, salt: Buffer, n: number, r: number, p: number, len: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    crypto.scrypt(password.normalize('NFKC'), salt, len, { N: n, r, p, maxmem: MAX_MEM }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password, salt, N, R, P, KEY_LEN);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

function parse(stored: string): { n: number; r: number; p: number; salt: Buffer; expected: Buffer } | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [n, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4], 'base64');
  const expected = Buffer.from(parts[5], 'base64');
  // Parameters a hash of ours can carry: anything else (a tampered row) would only burn memory.
  if (!Number.isInteger(Math.log2(n)) || n < 2 ** 10 || n > 2 ** 20 || !(r >= 1 && r <= 16) || !(p >= 1 && p <= 4)) return null;
  if (expected.length === 0 || 128 * n * r > MAX_MEM) return null;
  return { n, r, p, salt, expected };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const h = parse(stored);
  if (!h) return false;
  const key = await scrypt(password, h.salt, h.n, h.r, h.p, h.expected.length);
  return crypto.timingSafeEqual(key, h.expected);
}

/** Whether a stored hash is weaker than what `hashPassword` makes today (upgraded at the next login). */
export function needsRehash(stored: string): boolean {
  const h = parse(stored);
  return !h || h.n < N || h.r !== R || h.p !== P;
}

/** A hash of a random password: lets unknown-user logins do the same work as real ones. */
export const DUMMY_HASH_PROMISE = hashPassword(crypto.randomBytes(12).toString('hex'));
