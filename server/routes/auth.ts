// /api/auth/*: login (username or e-mail), register, logout, refresh (refresh token as bearer),
// verify-email, forgot-password, reset-password. Lockout: 5 failed logins in a row → 15 minutes.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hashPassword, verifyPassword, DUMMY_HASH_PROMISE } from '../auth/passwords';
import { bearerToken, statusError } from '../auth/guard';
import { insertUser, toUser, userById, userByLogin, type UserRow } from '../auth/users';
import type { RouteDeps } from './deps';
import { API } from '../../src/domain/contracts/api';
import { badRequest, conflict, forbidden, tooMany, unauthorized } from '../http/errors';
import { serve } from '../http/serve';
import { TEXT } from '../http/texts';

const LOCKOUT = { attempts: 5, minutes: 15 } as const;
const EMAIL_TOKEN_TTL_MS = 24 * 3600_000;

const AUTH_TEXT = TEXT.auth;
const GUARD_TEXT = TEXT.guard;

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

export async function registerAuthRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db, auth } = deps;

  const issueEmailToken = (user: UserRow, kind: 'verify' | 'reset') => {
    const token = crypto.randomBytes(24).toString('base64url');
    db.prepare('INSERT INTO email_tokens (token_hash, user_id, kind, expires_at_ms, created_at) VALUES (?, ?, ?, ?, ?)').run(
      sha256(token),
      user.user_id,
      kind,
      Date.now() + EMAIL_TOKEN_TTL_MS,
      new Date().toISOString(),
    );
    deps.mail({ kind, email: user.email, token });
  };

  /** Marks a one-time token used and returns its user, or null when unknown, used or expired. */
  const takeEmailToken = (token: string, kind: 'verify' | 'reset'): UserRow | null => {
    const row = db
      .prepare('SELECT user_id, used_at_ms, expires_at_ms FROM email_tokens WHERE token_hash = ? AND kind = ?')
      .get(sha256(token), kind) as { user_id: number; used_at_ms: number | null; expires_at_ms: number } | undefined;
    if (!row || row.used_at_ms !== null || row.expires_at_ms <= Date.now()) return null;
    db.prepare('UPDATE email_tokens SET used_at_ms = ? WHERE token_hash = ?').run(Date.now(), sha256(token));
    return userById(db, row.user_id) ?? null;
  };

  const sessionAnswer = (user: UserRow) => ({ ...auth.startSession(user), token_type: 'bearer' as const, user: toUser(user) });

  serve(app, API.login, {}, async (request) => {
    const { username_or_email: login, password } = request.body;
    const now = Date.now();
    const user = userByLogin(db, login.trim());
    const record = (success: boolean) =>
      db
        .prepare('INSERT INTO login_attempts (user_id, login, success, at_ms) VALUES (?, ?, ?, ?)')
        .run(user?.user_id ?? null, login.slice(0, 100), success ? 1 : 0, now);
    if (!user) {
      await verifyPassword(password, await DUMMY_HASH_PROMISE);
      record(false);
      throw unauthorized(AUTH_TEXT.badCredentials);
    }
    if (user.locked_until_ms > now) {
      record(false);
      throw tooMany(AUTH_TEXT.locked(Math.ceil((user.locked_until_ms - now) / 60_000)));
    }
    if (!(await verifyPassword(password, user.password_hash))) {
      record(false);
      const failed = user.failed_logins + 1;
      if (failed >= LOCKOUT.attempts) {
        db.prepare('UPDATE users SET failed_logins = 0, locked_until_ms = ? WHERE user_id = ?').run(
          now + LOCKOUT.minutes * 60_000,
          user.user_id,
        );
        throw tooMany(AUTH_TEXT.locked(LOCKOUT.minutes));
      }
      db.prepare('UPDATE users SET failed_logins = ? WHERE user_id = ?').run(failed, user.user_id);
      throw unauthorized(AUTH_TEXT.badCredentials);
    }
    const refusal = statusError(user.status);
    if (refusal) {
      record(false);
      throw refusal;
    }
    record(true);
    const at = new Date(now).toISOString();
    db.prepare('UPDATE users SET failed_logins = 0, locked_until_ms = 0, last_login = ? WHERE user_id = ?').run(at, user.user_id);
    return sessionAnswer({ ...user, last_login: at });
  });

  serve(app, API.register, {}, async (request, reply) => {
    const body = request.body;
    const existing = db.prepare('SELECT 1 FROM users WHERE username = ? OR email = ?').get(body.username, body.email);
    if (existing) throw conflict(AUTH_TEXT.taken);
    const password_hash = await hashPassword(body.password);
    let userId: number;
    try {
      userId = insertUser(db, {
        username: body.username,
        email: body.email.trim(),
        full_name: body.full_name?.trim() || null,
        password_hash,
        role: 'user',
        status: 'pending_verification',
      });
    } catch {
      throw conflict(AUTH_TEXT.taken); // a concurrent registration took the name meanwhile
    }
    const user = userById(db, userId) as UserRow;
    issueEmailToken(user, 'verify');
    reply.code(201);
    return { ...sessionAnswer(user), message: AUTH_TEXT.registered };
  });

  serve(app, API.refresh, {}, async (request) => {
    const token = bearerToken(request) ?? request.body?.refresh_token;
    if (!token) throw unauthorized(AUTH_TEXT.badRefresh);
    const rotated = auth.refresh(token);
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
    const user = takeEmailToken(request.body.token, 'verify');
    if (!user) throw badRequest(AUTH_TEXT.badEmailToken);
    if (user.status === 'suspended') throw forbidden(GUARD_TEXT.suspended);
    db.prepare("UPDATE users SET status = 'active', updated_at = ? WHERE user_id = ? AND status = 'pending_verification'").run(
      new Date().toISOString(),
      user.user_id,
    );
    return { message: AUTH_TEXT.verified };
  });

  serve(app, API.forgotPassword, {}, async (request) => {
    const email = request.body.email.trim();
    const user = db.prepare('SELECT * FROM users WHERE email = ?').get(email) as UserRow | undefined;
    if (user && user.status !== 'suspended') issueEmailToken(user, 'reset');
    return { message: AUTH_TEXT.forgot };
  });

  serve(app, API.resetPassword, {}, async (request) => {
    const body = request.body;
    const hash = await hashPassword(body.new_password);
    const user = takeEmailToken(body.token, 'reset');
    if (!user) throw badRequest(AUTH_TEXT.badEmailToken);
    db.prepare('UPDATE users SET password_hash = ?, failed_logins = 0, locked_until_ms = 0, updated_at = ? WHERE user_id = ?').run(
      hash,
      new Date().toISOString(),
      user.user_id,
    );
    auth.revokeUser(user.user_id);
    return { message: AUTH_TEXT.reset };
  });
}
