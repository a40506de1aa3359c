// Session rules of docs/product.md §4 "Session" with the constants of docs/product.md §9. Pure: the worker's session
// manager drives timers with them.
import { isAuthStatus } from '../sync/httpError';
import type { ApiError, SessionRecord } from '../../contracts/types';

export const SESSION_CHECK_INTERVAL_MS = 60_000;
export const ACTIVITY_THROTTLE_MS = 60_000;
/** How often inactivity is looked at (docs/product.md §9 "session activity check 30 s"). */
export const ACTIVITY_CHECK_MS = 30_000;
export const REFRESH_BEFORE_EXPIRY_MS = 300_000;
export const MAX_REFRESH_RETRIES = 3;
const REFRESH_RETRY_STEP_MS = 1_000;
export const INACTIVITY_THRESHOLD_MS = 30 * 60_000;
export const EXPIRY_WARNING_MS = 5 * 60_000;
export const DEFAULT_EXTENSION_MS = 3_600_000;
export const TRACKED_ACTIVITY_EVENTS = ['mousedown', 'mousemove', 'keypress', 'scroll', 'touchstart', 'click'] as const;

/** Delay before retry number `retry` (1-based): grows by 1 s per attempt (1 s, 2 s, 3 s). */
export function refreshRetryDelay(retry: number): number {
  return REFRESH_RETRY_STEP_MS * Math.max(1, retry);
}

/**
 * When the refresh of a session expiring at `expiresAt` is due (never in the past): 5 minutes
 * before expiry, or half-way through a token lifetime shorter than 10 minutes (so short-lived
 * tokens are not refreshed back to back).
 */
export function refreshDueIn(expiresAt: number, now: number, tokenLifetimeMs?: number): number {
  const lead = tokenLifetimeMs && tokenLifetimeMs > 0 ? Math.min(REFRESH_BEFORE_EXPIRY_MS, tokenLifetimeMs / 2) : REFRESH_BEFORE_EXPIRY_MS;
  return Math.max(0, expiresAt - lead - now);
}

/** A renewal is asked for at least this long before the refresh token itself lapses. */
const RENEWAL_MARGIN_MS = 60_000;

/** What decides whether the worker can renew a session on its own. */
export interface RenewalInput {
  /** The session's expiry as the worker keeps it (a renewal or an extension moves it). */
  expiresAt: number;
  /** When the access token lapses: requests fail after it unless it is renewed. */
  tokenExpiresAt: number;
  hasRefreshToken: boolean;
  /** The refresh token's own end (its `exp`), when it says: the session's absolute lifetime. */
  refreshExpiresAt: number | null;
  tokenLifetimeMs?: number;
}

/**
 * When the worker renews the session on its own: when the refresh is due (refreshDueIn), or
 * earlier if the refresh token would lapse first. Null when no renewal can come: no refresh
 * token, or one that lapses within the margin.
 */
export function renewalAt(input: RenewalInput, now: number): number | null {
  if (!input.hasRefreshToken) return null;
  const due = now + refreshDueIn(input.expiresAt, now, input.tokenLifetimeMs);
  if (input.refreshExpiresAt === null) return due;
  const last = input.refreshExpiresAt - RENEWAL_MARGIN_MS;
  return last > now ? Math.min(due, last) : null;
}

/**
 * When the session will end for certain unless the user acts: the earlier of its expiry and the
 * access token's, once no renewal can come before it. Null while the worker will renew it in time,
 * so the panel never warns of an end that a silent renewal then cancels (issue 52).
 */
export function sessionEnd(input: RenewalInput, now: number): number | null {
  return renewalAt(input, now) === null ? Math.min(input.expiresAt, input.tokenExpiresAt) : null;
}

/** The yellow warning with «Продлить» (docs/product.md §9: under 5 minutes), only for an end that is certain. */
export function warnsOfEnd(endsAt: number | null | undefined, now: number): boolean {
  return typeof endsAt === 'number' && endsAt - now < EXPIRY_WARNING_MS;
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Base64url as one character per byte (enough for JSON's ASCII structure), or null when it is not base64url. */
function base64UrlBytes(value: string): string | null {
  let out = '';
  let acc = 0;
  let bits = 0;
  for (const ch of value.replace(/=+$/, '')) {
    const digit = BASE64URL.indexOf(ch);
    if (digit < 0) return null;
    acc = ((acc << 6) | digit) & 0xffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += String.fromCharCode((acc >> bits) & 0xff);
    }
  }
  return out;
}

/** The `exp` of a JWT as ms, read without checking the signature; null when the token carries none. */
export function tokenExpiry(token: string | null | undefined): number | null {
  const payload = token?.split('.')[1];
  const json = payload ? base64UrlBytes(payload) : null;
  if (!json) return null;
  try {
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

export type ValidationOutcome = 'keep' | 'expire' | 'clear';

/**
 * docs/product.md §4: network errors (fetch failure, timeout, ERR_NETWORK: status 0) keep the session for now;
 * authentication errors (401, 403, Unauthorized, Forbidden) expire it; any other error clears it.
 */
export function classifyValidationError(error: ApiError | { status?: number; detail?: string; message?: string }): ValidationOutcome {
  const status = typeof error.status === 'number' ? error.status : -1;
  const text = `${'detail' in error ? (error.detail ?? '') : ''} ${'message' in error ? (error.message ?? '') : ''}`;
  if (isAuthStatus(status) || /unauthori[sz]ed|forbidden/i.test(text)) return 'expire';
  // 429 (the hourly API limit) says nothing about the session: treated like a network error.
  if (status === 0 || status === 429 || /ERR_NETWORK|timeout|failed to fetch|network/i.test(text)) return 'keep';
  return 'clear';
}

export function isInactive(session: Pick<SessionRecord, 'lastActivity'>, now: number): boolean {
  return now - session.lastActivity > INACTIVITY_THRESHOLD_MS;
}

export function isExpired(session: Pick<SessionRecord, 'expiresAt'>, now: number): boolean {
  return session.expiresAt <= now;
}

/** Extend: the expiry becomes at least now + 1 h. */
export function extendedExpiry(expiresAt: number, now: number): number {
  return Math.max(expiresAt, now + DEFAULT_EXTENSION_MS);
}

/** Activity is recorded at most once per 60 s. */
export function shouldRecordActivity(lastRecorded: number, now: number): boolean {
  return now - lastRecorded >= ACTIVITY_THROTTLE_MS;
}

export function newSessionRecord(input: {
  userId: number;
  expiresAt: number;
  now: number;
  userAgent: string;
  random?: () => string;
}): SessionRecord {
  const id =
    input.random?.() ??
    (typeof crypto !== 'undefined' ? crypto.randomUUID?.() : undefined) ??
    `${input.now}-${Math.random().toString(36).slice(2)}`;
  return { sessionId: id, userId: input.userId, expiresAt: input.expiresAt, lastActivity: input.now, userAgent: input.userAgent };
}

/** A stored record restores the session when its token is still valid and it belongs to the stored user. */
export function canRestore(
  stored: { tokenExpiresAt: number; session: SessionRecord; user: { user_id: number } } | null | undefined,
  now: number,
): boolean {
  if (!stored) return false;
  return stored.tokenExpiresAt > now && stored.session.userId === stored.user.user_id && !isExpired(stored.session, now);
}
