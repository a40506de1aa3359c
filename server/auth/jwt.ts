// Minimal HS256 JSON Web Tokens (RFC 7519) over node:crypto: sign and verify, nothing else.
import crypto from 'node:crypto';

export interface JwtClaims {
  sub: number;
  typ: 'access' | 'refresh';
  sid: string;
  jti: string;
  iat: number;
  exp: number;
  username?: string;
  role?: string;
}

const b64url = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');
const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

export function signJwt(claims: JwtClaims, key: Buffer): string {
  const body = `${HEADER}.${b64url(JSON.stringify(claims))}`;
  const sig = crypto.createHmac('sha256', key).update(body).digest('base64url');
  return `${body}.${sig}`;
}

/**
 * Canonical base64url only: the alphabet without padding, and no trailing bits that decoding would
 * drop (`Buffer.from` forgives both, so `token=` or a changed last character would pass).
 */
export function canonicalBase64url(part: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]+$/.test(part)) return null;
  const bytes = Buffer.from(part, 'base64url');
  return bytes.toString('base64url') === part ? bytes : null;
}

/** Returns the claims of a well-formed, correctly signed, unexpired token; otherwise null. */
export function verifyJwt(token: string, key: Buffer, nowSec = Math.floor(Date.now() / 1000)): JwtClaims | null {
  if (typeof token !== 'string' || token.length > 4096) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const expected = crypto.createHmac('sha256', key).update(`${parts[0]}.${parts[1]}`).digest();
  const given = canonicalBase64url(parts[2]);
  if (!given || given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  const body = canonicalBase64url(parts[1]);
  if (!body) return null;
  let claims: JwtClaims;
  try {
    claims = JSON.parse(body.toString('utf8')) as JwtClaims;
  } catch {
    return null;
  }
  if (!claims || typeof claims !== 'object') return null;
  if (!Number.isInteger(claims.sub) || typeof claims.exp !== 'number' || typeof claims.sid !== 'string' || typeof claims.jti !== 'string')
    return null;
  if (claims.typ !== 'access' && claims.typ !== 'refresh') return null;
  if (claims.exp <= nowSec) return null;
  return claims;
}
