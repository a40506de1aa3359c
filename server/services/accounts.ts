// What an admin does to other accounts (server/routes/admin.ts): create one (active, with a link
// to set its password sent to its e-mail), change its role and limits, delete it with everything
// it owns. The last active admin is never demoted, suspended or deleted (src/domain/rules/admin/adminUsers.ts).
import crypto from 'node:crypto';
import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import type { AdminUserCreateBody, AdminUserUpdateBody } from '../../src/domain/contracts/admin';
import { leavesNoAdmin } from '../../src/domain/rules/admin/adminUsers';
import { hashPassword } from '../auth/passwords';
import { insertUser, userById, type UserRow } from '../auth/users';
import type { BotRow, HedgeBotRow } from '../data/rows';
import { badRequest, conflict, notFound } from '../http/errors';
import { TEXT } from '../http/texts';
import type { RouteDeps } from '../routes/deps';
import { deleteMiningBot } from './miningBots';

/** The columns an admin's update may change (the body's schema allows no others). */
const UPDATABLE = ['role', 'max_bots', 'max_concurrent_bots', 'api_rate_limit'] as const;

/** The link to set the first password lives three days (a reset link lives an hour). */
const INVITE_TTL_MS = 3 * 24 * 3600_000;

function activeAdmins(db: Database.Database): number {
  return (db.prepare("SELECT count(*) AS n FROM users WHERE role = 'admin' AND status = 'active'").get() as { n: number }).n;
}

/** Refuses a change of `target` that would leave no active admin. */
export function guardLastAdmin(db: Database.Database, target: UserRow, change: Parameters<typeof leavesNoAdmin>[1]): void {
  if (leavesNoAdmin(target, change, activeAdmins(db))) throw conflict(TEXT.admin.lastAdmin);
}

export async function createAccount(app: FastifyInstance, deps: RouteDeps, body: AdminUserCreateBody): Promise<UserRow> {
  const { db } = deps;
  const username = body.username.trim();
  const email = body.email.trim();
  if (db.prepare('SELECT 1 FROM users WHERE username = ? OR email = ?').get(username, email)) throw conflict(TEXT.auth.taken);
  // Nobody knows this password: the owner sets theirs through the link.
  const password_hash = await hashPassword(crypto.randomBytes(32).toString('base64url'));
  let id: number;
  try {
    id = insertUser(db, {
      username,
      email,
      password_hash,
      role: body.role,
      status: 'active',
      max_bots: body.max_bots,
      max_concurrent_bots: body.max_concurrent_bots,
      api_rate_limit: body.api_rate_limit,
    });
  } catch {
    throw conflict(TEXT.auth.taken); // taken by a concurrent request meanwhile
  }
  const user = userById(db, id) as UserRow;
  app.issueEmailToken(user, 'invite', user.email, INVITE_TTL_MS);
  return user;
}

export function updateAccount(deps: RouteDeps, target: UserRow, body: AdminUserUpdateBody): UserRow {
  const { db } = deps;
  guardLastAdmin(db, target, { role: body.role });
  const changes = UPDATABLE.filter((key) => body[key] !== undefined);
  db.prepare(`UPDATE users SET ${changes.map((key) => `${key} = ?`).join(', ')}, updated_at = ? WHERE user_id = ?`).run(
    ...changes.map((key) => body[key]),
    new Date().toISOString(),
    target.user_id,
  );
  // A new role takes effect at once: the tokens carry the old one, so the sessions end.
  if (body.role && body.role !== target.role) deps.auth.revokeUser(target.user_id);
  return userById(db, target.user_id) as UserRow;
}

/** Deletes an account: its sessions end, its bots stop and go, and the rest goes with the row. */
export function deleteAccount(deps: RouteDeps, target: UserRow, callerId: number): void {
  const { db } = deps;
  if (target.user_id === callerId) throw badRequest(TEXT.admin.notSelfDelete);
  guardLastAdmin(db, target, { deleted: true });
  deps.auth.revokeUser(target.user_id);
  for (const bot of db.prepare('SELECT * FROM bots WHERE user_id = ?').all(target.user_id) as BotRow[]) deleteMiningBot(deps, bot);
  for (const bot of db.prepare('SELECT * FROM hedge_bots WHERE user_id = ?').all(target.user_id) as HedgeBotRow[]) {
    deps.sim.hedgeBotDeleted(bot.bot_id);
    db.transaction(() => {
      db.prepare('DELETE FROM bot_logs WHERE bot_id = ?').run(bot.bot_id);
      db.prepare('DELETE FROM alerts WHERE bot_id = ?').run(bot.bot_id);
    })();
  }
  // Strategies, hedge bots, sessions, tokens, devices and the rest reference the row (ON DELETE CASCADE).
  const deleted = db.prepare('DELETE FROM users WHERE user_id = ?').run(target.user_id);
  if (deleted.changes !== 1) throw notFound(TEXT.notFound.user);
}
