// /api/profile/me (read, update) and the avatar: multipart upload of one image (PNG, JPEG, WebP or
// GIF, recognised by its first bytes, at most 1 MB) kept in the data folder under an unguessable
// name, served back by GET /api/avatars/:file (public, so an <img> can load it without a token).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type {} from '@fastify/multipart';
import { authenticate, authenticateAllowPending, type AuthUser } from '../auth/guard';
import { toUser, userById, type UserRow } from '../auth/users';
import { API } from '../../src/domain/contracts/api';
import { AVATAR_FILE_PATTERN } from '../../src/domain/contracts/users';
import { AVATAR_MAX_BYTES } from '../../src/domain/profileForm';
import { badRequest, conflict, HttpError, notFound } from '../http/errors';
import { serve } from '../http/serve';
import { TEXT } from '../http/texts';
import type { RouteDeps } from './deps';

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

export async function registerProfileRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db } = deps;
  const avatarDir = path.join(deps.config.dataDir, 'avatars');
  const me = (request: { user?: AuthUser }) => userById(db, (request.user as AuthUser).user_id) as UserRow;

  serve(app, API.profile, { onRequest: authenticateAllowPending }, async (request) => toUser(me(request)));

  serve(app, API.updateProfile, { onRequest: authenticate }, async (request) => {
    const user = me(request);
    const body = request.body;
    const changes: Record<string, unknown> = {};
    if (body.username !== undefined && body.username !== user.username) changes.username = body.username;
    if (body.email !== undefined && body.email.trim() !== user.email) changes.email = body.email.trim();
    if (body.full_name !== undefined) changes.full_name = body.full_name?.trim() || null;
    if (changes.username || changes.email) {
      const clash = db
        .prepare('SELECT 1 FROM users WHERE (username = ? OR email = ?) AND user_id <> ?')
        .get(changes.username ?? '\u0000', changes.email ?? '\u0000', user.user_id);
      if (clash) throw conflict(PROFILE_TEXT.taken);
    }
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
    return toUser(me(request));
  });

  serve(app, API.uploadAvatar, { onRequest: authenticate }, async (request) => {
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
    fs.mkdirSync(avatarDir, { recursive: true });
    const name = `${user.user_id}-${crypto.randomBytes(16).toString('hex')}.${kind}`;
    fs.writeFileSync(path.join(avatarDir, name), buf, { mode: 0o600 });
    db.prepare('UPDATE users SET avatar_file = ?, updated_at = ? WHERE user_id = ?').run(name, new Date().toISOString(), user.user_id);
    if (user.avatar_file && new RegExp(AVATAR_FILE_PATTERN).test(user.avatar_file))
      fs.rmSync(path.join(avatarDir, user.avatar_file), { force: true });
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
