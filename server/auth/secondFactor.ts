// The second factor: TOTP (RFC 6238: SHA-1, 6 digits, 30 s) through `otpauth`, its enrolment URI
// drawn as an SVG QR code by `qrcode` (an <img> of a data: URL, so the page's CSP needs nothing new),
// and ten one-time recovery codes of 80 random bits, of which only SHA-256 hashes are kept.
// A code is accepted one step either side of now, and never twice (the last used step is kept).
import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const TOTP_ISSUER = 'LP Ops';
const PERIOD = 30;
const RECOVERY_CODE_COUNT = 10;

function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secretBase32: string, label: string): TOTP {
  return new TOTP({ issuer: TOTP_ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secretBase32) });
}

function otpauthUri(secretBase32: string, label: string): string {
  return totp(secretBase32, label).toString();
}

async function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** A new secret as an enrolment offers it (at login or in the settings): the secret, its URI and QR code. */
export async function totpOffer(username: string): Promise<{ secret: string; otpauth_uri: string; qr_svg: string }> {
  const secret = newTotpSecret();
  const uri = otpauthUri(secret, username);
  return { secret, otpauth_uri: uri, qr_svg: await qrSvg(uri) };
}

/**
 * The time step a valid code belongs to, or null. `lastStep`: the step of the last code accepted
 * for this user, so a code seen once (over a shoulder, in a replay) cannot be used again.
 */
export function totpStep(secretBase32: string, code: string, lastStep: number, now = Date.now()): number | null {
  if (!/^[0-9]{6}$/.test(code)) return null;
  const delta = totp(secretBase32, '').validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / PERIOD) + delta;
  return step > lastStep ? step : null;
}

/** A code for tests and the login tests of the project (the authenticator's side). */
export function totpCode(secretBase32: string, now = Date.now()): string {
  return totp(secretBase32, '').generate({ timestamp: now });
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'; // no look-alikes (0/o, 1/l/i)

/** One letter of the alphabet, uniformly: bytes of 248 and above (31 × 8) are drawn again. */
function randomLetter(): string {
  let b = crypto.randomBytes(1)[0];
  while (b >= 248) b = crypto.randomBytes(1)[0];
  return RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length];
}

/** Ten codes like `k3mf-9xqp-2rtw-hv7c` (16 letters of a 31-letter alphabet: over 79 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: 4 }, () => Array.from({ length: 4 }, randomLetter).join('')).join('-'),
  );
}

/** What is stored of a recovery code: spaces, dashes and case do not matter when it is typed back. */
export function recoveryCodeHash(code: string): string {
  const plain = code.toLowerCase().replace(/[\s-]/g, '');
  return crypto.createHash('sha256').update(plain).digest('hex');
}

export const looksLikeRecoveryCode = (code: string): boolean => /^[a-z0-9]{16}$/i.test(code.replace(/[\s-]/g, ''));
