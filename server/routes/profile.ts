// /api/profile/me (read, update) and the avatar: multipart upload of one image (PNG, JPEG, WebP or
// GIF, recognised by its first bytes, at most 1 MB) kept in the data folder under an unguessable
// name, served back by GET /api/avatars/:file (public, so an <img> can load it without a token).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type {} from '@fastify/multipart';
import { authenticate, authenticateAllowPending, type AuthUser } from '../auth/guard';
import { lockedOut } from '../auth/lockout';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { totpOffer, totpStep } from '../auth/secondFactor';
import { setPassword, toUser, userById, type UserRow } from '../auth/users';
import { API } from '../../src/domain/contracts/api';
import { nameProblem } from '../../src/domain/rules/input/inputHygiene';
import { canEditOwnProfile } from '../../src/domain/rules/accounts/permissions';
import { AVATAR_FILE_PATTERN } from '../../src/domain/contracts/users';
import { AVATAR_MAX_BYTES } from '../../src/domain/rules/accounts/profileForm';
import { badRequest, conflict, forbidden, HttpError, notFound, tooMany } from '../http/errors';
import { serve } from '../http/serve';
import { TEXT } from '../http/texts';
import type { RouteDeps } from './deps';

/** Avatar uploads per user per 24 h: a picture is changed now and then, not written in a loop. */
export const AVATAR_DAILY_QUOTA = 20;

const PROFILE_TEXT = TEXT.profile;

const IMAGE_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' };

/** The image kind by its magic bytes, or null. */
function imageKind(buf: Buffer): keyof typeof IMAGE_TYPES | null {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpg';
  if (buf.length >= 6 && (buf.subarray(0, 6).toString('latin1') === 'GIF87a' || buf.subarray(0, 6).toString('latin1') === 'GIF89a'))
    return 'gif';
  if (buf.length >= 12 && buf.subarray(0, 4).toString('latin1') === 'RIFF' && buf.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp';
  return null;
}

/** Files in the avatars folder that no account names (left by a crash between write and update). */
function removeOrphanAvatars(db: RouteDeps['db'], avatarDir: string): number {
  if (!fs.existsSync(avatarDir)) return 0;
  const named = new Set(
    (db.prepare('SELECT avatar_file FROM users WHERE avatar_file IS NOT NULL').all() as Array<{ avatar_file: string }>).map(
      (r) => r.avatar_file,
    ),
  );
  const orphans = fs.readdirSync(avatarDir).filter((f) => new RegExp(AVATAR_FILE_PATTERN).test(f) && !named.has(f));
  for (const f of orphans) fs.rmSync(path.join(avatarDir, f), { force: true });
  return orphans.length;
}

export async function registerProfileRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db } = deps;
  const avatarDir = path.join(deps.config.dataDir, 'avatars');
  removeOrphanAvatars(db, avatarDir);
  const me = (request: { user?: AuthUser }) => userById(db, (request.user as AuthUser).user_id) as UserRow;

  serve(app, API.profile, { onRequest: authenticateAllowPending }, async (request) => toUser(me(request)));

  /**
   * The current password, checked like a login (counted before the hash, locked at the maximum), so
   * a stolen token cannot guess it through these routes either.
   */
  const checkPassword = async (user: UserRow, ip: string, password: string | undefined, missing: string) => {
    if (!password) throw badRequest(missing);
    const target = { userId: user.user_id, ip };
    const locked = deps.throttle.begin(target);
    if (locked !== null) throw lockedOut(locked);
    if (!(await deps.hashing.run(`user:${user.user_id}`, () => verifyPassword(password, user.password_hash)))) {
      const lockedNow = deps.throttle.fail(target);
      if (lockedNow !== null) throw lockedOut(lockedNow);
      throw forbidden(PROFILE_TEXT.wrongPassword);
    }
    deps.throttle.clear(target);
  };

  /**
   * A second-factor code, counted per account like the login's (a right password does not clear
   * that count). `check` gives what a right code yields, or null or false for a wrong one.
   */
  const checkCode = <T>(user: UserRow, check: () => T | null | false): T => {
    const target = { codesOf: user.user_id };
    const locked = deps.throttle.begin(target);
    if (locked !== null) throw lockedOut(locked, 'codes');
    const result = check();
    if (result === null || result === false) {
      const lockedNow = deps.throttle.fail(target);
      if (lockedNow !== null) throw lockedOut(lockedNow, 'codes');
      throw badRequest(TEXT.auth.badCode);
    }
    deps.throttle.clear(target);
    return result;
  };

  /** Name, e-mail and avatar: not for a read-only account (src/domain/rules/accounts/permissions.ts). */
  const mayEdit = async (request: { user?: AuthUser }) => {
    if (!canEditOwnProfile((request.user as AuthUser).role)) throw forbidden(PROFILE_TEXT.readOnly);
  };

  serve(app, API.updateProfile, { onRequest: [authenticate, mayEdit] }, async (request) => {
    const user = me(request);
    const body = request.body;
    const hidden = nameProblem(body.full_name ?? '') ?? nameProblem(body.email ?? '');
    if (hidden) throw badRequest(hidden);
    const changes: Record<string, unknown> = {};
    if (body.username !== undefined && body.username !== user.username) changes.username = body.username;
    if (body.full_name !== undefined) changes.full_name = body.full_name?.trim() || null;
    const newEmail = body.email !== undefined && body.email.trim().toLowerCase() !== user.email.toLowerCase() ? body.email.trim() : null;
    if (newEmail) await checkPassword(user, request.ip, body.current_password, PROFILE_TEXT.passwordNeeded);
    if (changes.username || newEmail) {
      const clash = db
        .prepare('SELECT 1 FROM users WHERE (username = ? OR email = ?) AND user_id <> ?')
        .get(changes.username ?? '\u0000', newEmail ?? '\u0000', user.user_id);
      if (clash) throw conflict(PROFILE_TEXT.taken);
    }
    // A new address replaces the old one only once its owner follows the link sent to it; the
    // old address hears of the change (a stolen token cannot quietly move the account's mail).
    if (newEmail) changes.pending_email = newEmail;
    if (Object.keys(changes).length > 0) {
      changes.updated_at = new Date().toISOString();
      try {
        db.prepare(
          `UPDATE users SET ${Object.keys(changes)
            .map((k) => `${k} = @${k}`)
            .join(', ')} WHERE user_id = @user_id`,
        ).run({ ...changes, user_id: user.user_id });
      } catch {
        throw conflict(PROFILE_TEXT.taken); // taken meanwhile by a concurrent change
      }
    }
    if (newEmail) {
      db.prepare("UPDATE email_tokens SET used_at_ms = ? WHERE user_id = ? AND kind = 'email_change' AND used_at_ms IS NULL").run(
        Date.now(),
        user.user_id,
      );
      app.issueEmailToken(user, 'email_change', newEmail);
      deps.mail({ kind: 'email_notice', email: user.email, new_email: newEmail });
    }
    return toUser(me(request));
  });

  serve(app, API.changePassword, { onRequest: authenticate }, async (request) => {
    const user = me(request);
    const { current_password, new_password } = request.body;
    await checkPassword(user, request.ip, current_password, PROFILE_TEXT.wrongPassword);
    if (current_password === new_password) throw badRequest(PROFILE_TEXT.samePassword);
    setPassword(db, user.user_id, await deps.hashing.run(`user:${user.user_id}`, () => hashPassword(new_password)));
    // Whoever else holds a session of the old password loses it; this device stays signed in.
    deps.auth.revokeUser(user.user_id, (request.user as AuthUser).session_id);
    return { message: PROFILE_TEXT.passwordChanged };
  });

  serve(app, API.sessions, { onRequest: authenticateAllowPending }, async (request) => {
    const current = (request.user as AuthUser).session_id;
    return deps.auth.sessionsOf((request.user as AuthUser).user_id).map((s) => ({
      session_id: s.session_id,
      device: s.user_agent,
      address: s.ip,
      created_at: s.created_at,
      last_used_at: new Date(s.last_used_ms || Date.parse(s.created_at)).toISOString(),
      current: s.session_id === current,
    }));
  });

  serve(app, API.endSession, { onRequest: authenticateAllowPending }, async (request) => {
    const userId = (request.user as AuthUser).user_id;
    const row = db.prepare('SELECT user_id FROM sessions WHERE session_id = ? AND revoked_at_ms IS NULL').get(request.params.id) as
      { user_id: number } | undefined;
    if (!row || row.user_id !== userId) throw notFound();
    deps.auth.revokeSession(request.params.id);
    return { message: PROFILE_TEXT.sessionEnded };
  });

  serve(app, API.endAllSessions, { onRequest: authenticateAllowPending }, async (request) => {
    deps.auth.revokeUser((request.user as AuthUser).user_id);
    return { message: PROFILE_TEXT.allSessionsEnded };
  });

  serve(app, API.totpSetup, { onRequest: authenticate }, async (request) => {
    const user = me(request);
    if (user.totp_enabled) throw conflict(PROFILE_TEXT.totpAlready);
    await checkPassword(user, request.ip, request.body.password, PROFILE_TEXT.wrongPassword);
    const offer = await totpOffer(user.username);
    deps.twoFactor.propose(user.user_id, offer.secret);
    return offer;
  });

  serve(app, API.totpEnable, { onRequest: authenticate }, async (request) => {
    const user = me(request);
    if (user.totp_enabled) throw conflict(PROFILE_TEXT.totpAlready);
    const secret = deps.twoFactor.proposed(user);
    if (!secret) throw badRequest(PROFILE_TEXT.totpNotStarted);
    const step = checkCode(user, () => totpStep(secret, request.body.code.trim(), 0));
    return { message: TEXT.auth.enrolled, recovery_codes: deps.twoFactor.enable(user.user_id, secret, step) };
  });

  serve(app, API.totpDisable, { onRequest: authenticate }, async (request) => {
    const user = me(request);
    if (!user.totp_enabled) throw badRequest(PROFILE_TEXT.totpOff);
    if (user.role === 'admin' && deps.settings.get().require_2fa_admins) throw forbidden(PROFILE_TEXT.totpRequired);
    await checkPassword(user, request.ip, request.body.password, PROFILE_TEXT.wrongPassword);
    checkCode(user, () => deps.twoFactor.checkCode(user, request.body.code));
    deps.twoFactor.disable(user.user_id);
    return { message: PROFILE_TEXT.totpDisabled };
  });

  serve(app, API.uploadAvatar, { onRequest: [authenticate, mayEdit] }, async (request) => {
    const user = me(request);
    if (!request.isMultipart()) throw badRequest(PROFILE_TEXT.noFile);
    let buf: Buffer;
    try {
      const file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
      if (!file) throw badRequest(PROFILE_TEXT.noFile);
      buf = await file.toBuffer();
    } catch (error) {
      // Limits keep their own 4xx; anything else is a malformed multipart body (busboy's parse errors).
      const status = (error as { statusCode?: number }).statusCode;
      if (error instanceof HttpError || (status && status >= 400 && status < 500)) throw error;
      throw badRequest(PROFILE_TEXT.badMultipart);
    }
    const kind = imageKind(buf);
    if (!kind) throw badRequest(PROFILE_TEXT.notImage);
    // From here to the answer nothing awaits: the quota check, the file, the row and the removal
    // of the file it replaces happen as one step, so parallel uploads can neither pass the quota
    // together nor leave a file no row names.
    const now = Date.now();
    const recent = db
      .prepare('SELECT count(*) AS n, min(at_ms) AS first FROM avatar_uploads WHERE user_id = ? AND at_ms > ?')
      .get(user.user_id, now - 86_400_000) as { n: number; first: number | null };
    if (recent.n >= AVATAR_DAILY_QUOTA)
      throw tooMany(PROFILE_TEXT.avatarQuota(AVATAR_DAILY_QUOTA), ((recent.first ?? now) + 86_400_000 - now) / 1000);
    fs.mkdirSync(avatarDir, { recursive: true, mode: 0o700 });
    const name = `${user.user_id}-${crypto.randomBytes(16).toString('hex')}.${kind}`;
    fs.writeFileSync(path.join(avatarDir, name), buf, { mode: 0o600 });
    const previous = (db.prepare('SELECT avatar_file FROM users WHERE user_id = ?').get(user.user_id) as { avatar_file: string | null })
      .avatar_file;
    db.transaction(() => {
      db.prepare('UPDATE users SET avatar_file = ?, updated_at = ? WHERE user_id = ?').run(name, new Date(now).toISOString(), user.user_id);
      db.prepare('DELETE FROM avatar_uploads WHERE user_id = ? AND at_ms <= ?').run(user.user_id, now - 86_400_000);
      db.prepare('INSERT INTO avatar_uploads (user_id, at_ms) VALUES (?, ?)').run(user.user_id, now);
    })();
    if (previous && new RegExp(AVATAR_FILE_PATTERN).test(previous)) fs.rmSync(path.join(avatarDir, previous), { force: true });
    return { message: PROFILE_TEXT.avatarSaved, avatar_url: `/api/avatars/${name}` };
  });

  serve(app, API.avatar, {}, async (request, reply) => {
    const file = request.params.file;
    const full = path.join(avatarDir, file);
    if (!fs.existsSync(full)) throw notFound();
    const ext = file.slice(file.lastIndexOf('.') + 1);
    reply
      .header('Content-Type', IMAGE_TYPES[ext])
      .header('Cache-Control', 'private, max-age=86400')
      .header('Content-Disposition', 'inline');
    return reply.send(fs.readFileSync(full));
  });
}
