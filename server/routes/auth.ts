// /api/auth/*: login (username or e-mail; a second step for accounts with a second factor), register,
// logout, refresh (refresh token as bearer), verify-email (also a change of address),
// forgot-password, reset-password. Failed logins are counted before the password is checked
// (auth/loginThrottle.ts) and unknown names get the same answers and the same work as accounts.
// Every password hash waits its address's turn (auth/hashQueue.ts).
// Every anonymous route here is throttled per address (its catalogue entry says `throttled`).
import crypto from 'node:crypto';
import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { hashPassword, needsRehash, verifyPassword, DUMMY_HASH_PROMISE } from '../auth/passwords';
import { bearerToken, clientOf, statusError } from '../auth/guard';
import { lockedOut } from '../auth/lockout';
import { normaliseLogin, type LoginTarget } from '../auth/loginThrottle';
import { totpOffer, totpStep } from '../auth/secondFactor';
import type { ClientInfo } from '../auth/service';
import { CHALLENGE_TTL_SEC } from '../auth/twoFactor';
import { insertUser, setPassword, toUser, userById, userByLogin, type UserRow } from '../auth/users';
import type { RouteDeps } from './deps';
import { API } from '../../src/domain/contracts/api';
import { nameProblem } from '../../src/domain/rules/input/inputHygiene';
import { badRequest, conflict, forbidden, unauthorized } from '../http/errors';
import { serve } from '../http/serve';
import { TEXT } from '../http/texts';

const VERIFY_TOKEN_TTL_MS = 24 * 3600_000;
/** A reset link lives an hour; only the newest one of an account works. */
const RESET_TOKEN_TTL_MS = 3600_000;
/**
 * Reset mails: an address asks for at most five an hour (whatever accounts), and for one account
 * once a minute; addresses the account's owner was never at share five an hour, so strangers can
 * neither flood an inbox nor spend the mails the owner needs (their own addresses are not held by
 * that share).
 */
const RESET_MAILS = { perAddressHour: 5, perAccountAddressMinute: 1, strangersPerAccountHour: 5 } as const;

const AUTH_TEXT = TEXT.auth;

type EmailTokenKind = 'verify' | 'reset' | 'email_change' | 'invite';
const GUARD_TEXT = TEXT.guard;

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/**
 * One row of the login history the security screen lists. Only an existing account's own name is
 * kept: a name that matches no account may be a password typed into the wrong field.
 */
function recordLoginAttempt(db: Database.Database, user: Pick<UserRow, 'user_id' | 'username'> | undefined, success: boolean): void {
  db.prepare('INSERT INTO login_attempts (user_id, login, success, at_ms) VALUES (?, ?, ?, ?)').run(
    user?.user_id ?? null,
    user?.username ?? '',
    success ? 1 : 0,
    Date.now(),
  );
}

export async function registerAuthRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db, auth, throttle, twoFactor, hashing } = deps;
  /** A password hash in the turn of the address that asks. */
  const hashed = <T>(request: { ip: string }, work: () => Promise<T>) => hashing.run(`ip:${request.ip}`, work);

  // An invitation (an account an admin created) is a password link like a reset's, worded as an invitation.
  const issueEmailToken = (
    user: UserRow,
    kind: EmailTokenKind,
    email = user.email,
    ttlMs = VERIFY_TOKEN_TTL_MS,
    requestedIp: string | null = null,
  ) => {
    const token = crypto.randomBytes(24).toString('base64url');
    db.prepare(
      'INSERT INTO email_tokens (token_hash, user_id, kind, new_email, expires_at_ms, created_at, requested_ip) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(
      sha256(token),
      user.user_id,
      kind === 'invite' ? 'reset' : kind,
      kind === 'email_change' ? email : null,
      Date.now() + ttlMs,
      new Date().toISOString(),
      requestedIp,
    );
    deps.mail({ kind, email, token });
  };
  app.decorate('issueEmailToken', issueEmailToken);

  /** Marks a one-time token used and returns it with its user, or null when unknown, used or expired. */
  const takeEmailToken = (token: string, kinds: Array<'verify' | 'reset' | 'email_change'>) => {
    const row = db
      .prepare(
        `SELECT user_id, kind, new_email, used_at_ms, expires_at_ms FROM email_tokens
        WHERE token_hash = ? AND kind IN (${kinds.map(() => '?').join(', ')})`,
      )
      .get(sha256(token), ...kinds) as
      | {
          user_id: number;
          kind: 'verify' | 'reset' | 'email_change';
          new_email: string | null;
          used_at_ms: number | null;
          expires_at_ms: number;
        }
      | undefined;
    if (!row || row.used_at_ms !== null || row.expires_at_ms <= Date.now()) return null;
    if (
      db.prepare('UPDATE email_tokens SET used_at_ms = ? WHERE token_hash = ? AND used_at_ms IS NULL').run(Date.now(), sha256(token))
        .changes !== 1
    )
      return null; // taken meanwhile by a concurrent request
    const user = userById(db, row.user_id);
    return user ? { user, kind: row.kind, newEmail: row.new_email } : null;
  };

  const sessionAnswer = (user: UserRow, client: ClientInfo) => {
    const { session_id: _sid, ...pair } = auth.startSession(user, client);
    return { ...pair, token_type: 'bearer' as const, user: toUser(user) };
  };

  /** The owner is in: the failure count is cleared, the address trusted, the last login noted, a session opened. */
  const signIn = (user: UserRow, client: ClientInfo) => {
    throttle.clear({ userId: user.user_id, ip: client.ip });
    throttle.trust(user.user_id, client.ip);
    const at = new Date().toISOString();
    db.prepare('UPDATE users SET last_login = ? WHERE user_id = ?').run(at, user.user_id);
    return sessionAnswer({ ...user, last_login: at }, client);
  };

  const mustEnrol = (user: UserRow) => user.role === 'admin' && !user.totp_enabled && deps.settings.get().require_2fa_admins;

  serve(app, API.login, {}, async (request) => {
    const { username_or_email: login, password } = request.body;
    const client = clientOf(request);
    const user = userByLogin(db, login.trim());
    const target: LoginTarget = user ? { userId: user.user_id, ip: client.ip } : { name: normaliseLogin(login) };
    const record = (success: boolean) => recordLoginAttempt(db, user, success);

    const locked = throttle.begin(target);
    if (locked !== null) {
      record(false);
      throw lockedOut(locked);
    }
    const right = await hashed(request, async () => verifyPassword(password, user?.password_hash ?? (await DUMMY_HASH_PROMISE)));
    if (!user || !right) {
      record(false);
      const lockedNow = throttle.fail(target);
      if (lockedNow !== null) throw lockedOut(lockedNow);
      throw unauthorized(AUTH_TEXT.badCredentials);
    }
    if (needsRehash(user.password_hash)) {
      db.prepare('UPDATE users SET password_hash = ? WHERE user_id = ? AND password_hash = ?').run(
        await hashed(request, () => hashPassword(password)),
        user.user_id,
        user.password_hash,
      );
    }
    const refusal = statusError(user.status);
    if (refusal) {
      record(false);
      throttle.clear(target); // the password was right: the count is not the owner's fault
      throw refusal;
    }
    if (user.totp_enabled || mustEnrol(user)) throttle.settle(target);
    if (user.totp_enabled) {
      const challenge = twoFactor.challenge(user.user_id, 'totp', client);
      return { two_factor: 'totp' as const, challenge, expires_in: CHALLENGE_TTL_SEC, message: AUTH_TEXT.secondFactor };
    }
    if (mustEnrol(user)) {
      const offer = await totpOffer(user.username);
      const challenge = twoFactor.challenge(user.user_id, 'enrol', client, offer.secret);
      return { two_factor: 'enrol' as const, challenge, expires_in: CHALLENGE_TTL_SEC, message: AUTH_TEXT.enrolRequired, ...offer };
    }
    record(true);
    return signIn(user, client);
  });

  serve(app, API.secondFactor, {}, async (request) => {
    const { challenge: token, code } = request.body;
    const challenge = twoFactor.tryChallenge(token);
    const user = challenge ? userById(db, challenge.user_id) : undefined;
    if (!challenge || !user) throw unauthorized(AUTH_TEXT.badChallenge);
    // Codes count on their own, per account, on every route that takes one (auth/loginThrottle.ts).
    const target = { codesOf: user.user_id };
    const locked = throttle.begin(target);
    if (locked !== null) throw lockedOut(locked, 'codes');
    const refusal = statusError(user.status);
    if (refusal) throw refusal;
    const record = (success: boolean) => recordLoginAttempt(db, user, success);
    let passed = false;
    let recoveryCodes: string[] | undefined;
    if (challenge.kind === 'enrol') {
      const step = challenge.secret ? totpStep(challenge.secret, code.trim(), 0) : null;
      if (step !== null && challenge.secret && twoFactor.finish(token)) {
        recoveryCodes = twoFactor.enable(user.user_id, challenge.secret, step);
        passed = true;
      }
    } else passed = twoFactor.checkCode(user, code) && twoFactor.finish(token);
    if (!passed) {
      record(false);
      const lockedNow = throttle.fail(target);
      if (lockedNow !== null) throw lockedOut(lockedNow, 'codes');
      throw unauthorized(AUTH_TEXT.badCode);
    }
    throttle.clear(target);
    record(true);
    const answer = signIn(userById(db, user.user_id) as UserRow, { userAgent: challenge.user_agent, ip: challenge.ip });
    return recoveryCodes ? { ...answer, recovery_codes: recoveryCodes, message: AUTH_TEXT.enrolled } : answer;
  });

  serve(app, API.register, {}, async (request, reply) => {
    const body = request.body;
    const hidden = nameProblem(body.full_name ?? '') ?? nameProblem(body.email);
    if (hidden) throw badRequest(hidden);
    const existing = db.prepare('SELECT 1 FROM users WHERE username = ? OR email = ?').get(body.username, body.email);
    if (existing) throw conflict(AUTH_TEXT.taken);
    const password_hash = await hashed(request, () => hashPassword(body.password));
    const settings = deps.settings.get();
    let userId: number;
    try {
      userId = insertUser(db, {
        username: body.username,
        email: body.email.trim(),
        full_name: body.full_name?.trim() || null,
        password_hash,
        role: 'user',
        status: 'pending_verification',
        max_bots: settings.default_max_bots,
        api_rate_limit: settings.api_rate_limit,
      });
    } catch {
      throw conflict(AUTH_TEXT.taken); // a concurrent registration took the name meanwhile
    }
    const user = userById(db, userId) as UserRow;
    issueEmailToken(user, 'verify');
    reply.code(201);
    return { ...sessionAnswer(user, clientOf(request)), message: AUTH_TEXT.registered };
  });

  serve(app, API.refresh, {}, async (request) => {
    const token = bearerToken(request) ?? request.body?.refresh_token;
    if (!token) throw unauthorized(AUTH_TEXT.badRefresh);
    const rotated = auth.refresh(token, clientOf(request));
    if (!rotated) throw unauthorized(AUTH_TEXT.badRefresh);
    return rotated.pair;
  });

  serve(app, API.logout, {}, async (request) => {
    const bearer = bearerToken(request);
    const bodyToken = request.body?.refresh_token;
    const sessions = new Set<string>();
    if (bearer) {
      const access = auth.verifyAccess(bearer);
      if (access) sessions.add(access.claims.sid);
      const refresh = auth.refreshClaims(bearer);
      if (refresh) sessions.add(refresh.sid);
    }
    if (bodyToken) {
      const refresh = auth.refreshClaims(bodyToken);
      if (refresh) sessions.add(refresh.sid);
    }
    if (sessions.size === 0) throw unauthorized(bearer ? GUARD_TEXT.badToken : GUARD_TEXT.noToken);
    for (const sid of sessions) auth.revokeSession(sid);
    return { message: AUTH_TEXT.loggedOut };
  });

  serve(app, API.verifyEmail, {}, async (request) => {
    const taken = takeEmailToken(request.body.token, ['verify', 'email_change']);
    if (!taken) throw badRequest(AUTH_TEXT.badEmailToken);
    const { user } = taken;
    if (user.status === 'suspended') throw forbidden(GUARD_TEXT.suspended);
    const now = new Date().toISOString();
    if (taken.kind === 'email_change') {
      // The new address proved to be the owner's: it replaces the old one, unless taken meanwhile.
      if (!taken.newEmail || user.pending_email?.toLowerCase() !== taken.newEmail.toLowerCase()) throw badRequest(AUTH_TEXT.badEmailToken);
      try {
        db.prepare(
          "UPDATE users SET email = ?, pending_email = NULL, status = CASE status WHEN 'pending_verification' THEN 'active' ELSE status END, updated_at = ? WHERE user_id = ?",
        ).run(taken.newEmail, now, user.user_id);
      } catch {
        throw conflict(TEXT.profile.taken);
      }
      return { message: AUTH_TEXT.emailChanged };
    }
    db.prepare("UPDATE users SET status = 'active', updated_at = ? WHERE user_id = ? AND status = 'pending_verification'").run(
      now,
      user.user_id,
    );
    return { message: AUTH_TEXT.verified };
  });

  serve(app, API.forgotPassword, {}, async (request) => {
    const email = request.body.email.trim();
    const user = db.prepare('SELECT * FROM users WHERE email = ?').get(email) as UserRow | undefined;
    if (user && user.status !== 'suspended' && resetMailAllowed(user.user_id, request.ip)) {
      // One outstanding link per account: a newer one voids the older ones.
      db.prepare("UPDATE email_tokens SET used_at_ms = ? WHERE user_id = ? AND kind = 'reset' AND used_at_ms IS NULL").run(
        Date.now(),
        user.user_id,
      );
      issueEmailToken(user, 'reset', user.email, RESET_TOKEN_TTL_MS, request.ip);
    }
    return { message: AUTH_TEXT.forgot };
  });

  /**
   * Whether this address may have another reset mail sent to this account now (void and used links
   * count too: they stay until the next password change).
   */
  const resetMailAllowed = (userId: number, ip: string): boolean => {
    const now = Date.now();
    const since = (ms: number) => new Date(now - ms).toISOString();
    const count = (where: string, ...args: unknown[]) =>
      (db.prepare(`SELECT count(*) AS n FROM email_tokens e WHERE e.kind = 'reset' AND ${where}`).get(...args) as { n: number }).n;
    if (count('e.requested_ip = ? AND e.created_at > ?', ip, since(3600_000)) >= RESET_MAILS.perAddressHour) return false;
    if (
      count('e.user_id = ? AND e.requested_ip = ? AND e.created_at > ?', userId, ip, since(60_000)) >= RESET_MAILS.perAccountAddressMinute
    )
      return false;
    if (throttle.trusted(userId, ip, now)) return true;
    const strangers = count(
      `e.user_id = ? AND e.created_at > ? AND NOT EXISTS
        (SELECT 1 FROM login_trust t WHERE t.user_id = e.user_id AND t.ip = e.requested_ip AND t.trusted_until_ms > ?)`,
      userId,
      since(3600_000),
      now,
    );
    return strangers < RESET_MAILS.strangersPerAccountHour;
  };

  serve(app, API.resetPassword, {}, async (request) => {
    const body = request.body;
    const hash = await hashed(request, () => hashPassword(body.new_password));
    const taken = takeEmailToken(body.token, ['reset']);
    if (!taken) throw badRequest(AUTH_TEXT.badEmailToken);
    // A reset proves the owner: it lifts a lock someone caused by guessing, and this address
    // becomes theirs, so strangers guessing on cannot lock the new password at once.
    setPassword(db, taken.user.user_id, hash);
    throttle.trust(taken.user.user_id, request.ip);
    auth.revokeUser(taken.user.user_id);
    return { message: AUTH_TEXT.reset };
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Mails a one-time token (the profile's change of e-mail uses it too). */
    issueEmailToken(user: UserRow, kind: EmailTokenKind, email?: string, ttlMs?: number, requestedIp?: string | null): void;
  }
}
