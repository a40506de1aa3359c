import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_CHECK_MS,
  ACTIVITY_THROTTLE_MS,
  DEFAULT_EXTENSION_MS,
  EXPIRY_WARNING_MS,
  INACTIVITY_THRESHOLD_MS,
  MAX_REFRESH_RETRIES,
  REFRESH_BEFORE_EXPIRY_MS,
  SESSION_CHECK_INTERVAL_MS,
  TRACKED_ACTIVITY_EVENTS,
  canRestore,
  classifyValidationError,
  extendedExpiry,
  isInactive,
  refreshDueIn,
  refreshRetryDelay,
  renewalAt,
  sessionEnd,
  shouldRecordActivity,
  tokenExpiry,
  warnsOfEnd,
} from './sessionRules';

/** A JWT-shaped token whose payload is {"exp":1800}; the signature is not read. */
const JWT_EXP_1800 = 'h.eyJleHAiOjE4MDB9.sig';

describe('session rules (docs/product.md §4, §9)', () => {
  it('has the constants of docs/product.md §9', () => {
    expect(SESSION_CHECK_INTERVAL_MS).toBe(60_000);
    expect(ACTIVITY_THROTTLE_MS).toBe(60_000);
    expect(ACTIVITY_CHECK_MS).toBe(30_000);
    expect(REFRESH_BEFORE_EXPIRY_MS).toBe(300_000);
    expect(MAX_REFRESH_RETRIES).toBe(3);
    expect(INACTIVITY_THRESHOLD_MS).toBe(1_800_000);
    expect(EXPIRY_WARNING_MS).toBe(300_000);
    expect(DEFAULT_EXTENSION_MS).toBe(3_600_000);
    expect(TRACKED_ACTIVITY_EVENTS).toEqual(['mousedown', 'mousemove', 'keypress', 'scroll', 'touchstart', 'click']);
  });

  it('retry delay grows by 1 s per attempt', () => {
    expect([1, 2, 3].map(refreshRetryDelay)).toEqual([1_000, 2_000, 3_000]);
  });

  it('refresh is due 5 min before expiry, never in the past', () => {
    expect(refreshDueIn(1_000_000, 0)).toBe(700_000);
    expect(refreshDueIn(1_000_000, 900_000)).toBe(0);
    // A 60 s token is refreshed half-way (30 s), not at once and again and again.
    expect(refreshDueIn(60_000, 0, 60_000)).toBe(30_000);
    expect(refreshDueIn(3_600_000, 0, 3_600_000)).toBe(3_300_000);
  });

  it('classifies validation errors', () => {
    expect(classifyValidationError({ detail: 'Ошибка сети или сервера', status: 0 })).toBe('keep');
    expect(classifyValidationError({ message: 'ERR_NETWORK' })).toBe('keep');
    expect(classifyValidationError({ message: 'timeout of 10000ms exceeded' })).toBe('keep');
    expect(classifyValidationError({ detail: 'x', status: 401 })).toBe('expire');
    expect(classifyValidationError({ detail: 'x', status: 403 })).toBe('expire');
    expect(classifyValidationError({ message: 'Unauthorized' })).toBe('expire');
    expect(classifyValidationError({ detail: 'Forbidden', status: 200 })).toBe('expire');
    expect(classifyValidationError({ detail: 'x', status: 500 })).toBe('clear');
    expect(classifyValidationError({ detail: 'Превышен лимит запросов', status: 429 })).toBe('keep');
  });

  it('inactivity over 30 min, extension to at least now + 1 h, activity once per 60 s', () => {
    expect(isInactive({ lastActivity: 0 }, 1_800_000)).toBe(false);
    expect(isInactive({ lastActivity: 0 }, 1_800_001)).toBe(true);
    expect(extendedExpiry(1_000, 10_000)).toBe(3_610_000);
    expect(extendedExpiry(9_000_000, 10_000)).toBe(9_000_000);
    expect(shouldRecordActivity(0, 59_999)).toBe(false);
    expect(shouldRecordActivity(0, 60_000)).toBe(true);
  });

  it('warns only of an end that will really come: no refresh token, or one that lapses first (issue 52)', () => {
    const hour = 3_600_000;
    const base = { expiresAt: hour, tokenExpiresAt: hour, hasRefreshToken: true, refreshExpiresAt: null, tokenLifetimeMs: hour };
    // Renewed 5 min before expiry: no end, so never a warning, however close the expiry is.
    expect(renewalAt(base, 0)).toBe(hour - 300_000);
    expect(sessionEnd(base, 0)).toBeNull();
    expect(sessionEnd(base, hour - 60_000)).toBeNull();
    expect(warnsOfEnd(sessionEnd(base, hour - 60_000), hour - 60_000)).toBe(false);
    // No refresh token: it ends with the access token, and the last 5 minutes warn.
    const noRefresh = { ...base, hasRefreshToken: false };
    expect(renewalAt(noRefresh, 0)).toBeNull();
    expect(sessionEnd(noRefresh, 0)).toBe(hour);
    expect(warnsOfEnd(hour, hour - 300_001)).toBe(false);
    expect(warnsOfEnd(hour, hour - 299_999)).toBe(true);
    // A refresh token lapsing before the renewal is due: renewed while it still lives, ...
    expect(renewalAt({ ...base, refreshExpiresAt: 1_800_000 }, 0)).toBe(1_740_000);
    // ... and once it is about to lapse, the session ends with the access token (its absolute lifetime).
    expect(renewalAt({ ...base, refreshExpiresAt: 1_800_000 }, 1_750_000)).toBeNull();
    expect(sessionEnd({ ...base, refreshExpiresAt: 1_800_000, tokenExpiresAt: 3_000_000 }, 1_750_000)).toBe(3_000_000);
    // An extension past the token's end does not move the end the server sets.
    expect(sessionEnd({ ...noRefresh, expiresAt: 2 * hour }, 0)).toBe(hour);
    expect(warnsOfEnd(null, 0)).toBe(false);
  });

  it("reads a token's expiry without trusting it, and nothing from a token that is not a JWT", () => {
    expect(tokenExpiry(JWT_EXP_1800)).toBe(1_800_000);
    expect(tokenExpiry('R1')).toBeNull();
    expect(tokenExpiry('a.%%%.b')).toBeNull();
    expect(tokenExpiry(null)).toBeNull();
  });

  it('restores only a valid token of the stored user', () => {
    const session = { sessionId: 's', userId: 7, expiresAt: 2_000, lastActivity: 0, userAgent: 'x' };
    expect(canRestore({ tokenExpiresAt: 2_000, session, user: { user_id: 7 } }, 1_000)).toBe(true);
    expect(canRestore({ tokenExpiresAt: 900, session, user: { user_id: 7 } }, 1_000)).toBe(false);
    expect(canRestore({ tokenExpiresAt: 2_000, session, user: { user_id: 8 } }, 1_000)).toBe(false);
    expect(canRestore(null, 1_000)).toBe(false);
  });
});
