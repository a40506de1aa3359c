// /api/admin/*: the user list with search and filters, system figures, the system settings (saved
// and enforced: src/domain/rules/admin/adminSettings.ts), ban (suspended, which ends the user's sessions and
// sockets) and unban (active), and accounts created, changed (role, limits) and deleted
// (server/services/accounts.ts). Reading needs admin:read, changing admin:write: only admins have them.
// Turning on the second factor for admins ends the sessions of every admin who has none (the one
// saving included): their next sign-in asks them to enrol.
import type { FastifyInstance } from 'fastify';
import { API } from '../../src/domain/contracts/api';
import { systemUptime } from '../uptime';
import { requirePermission } from '../auth/guard';
import { toAdminUser, userById, type UserRow } from '../auth/users';
import { badRequest, notFound } from '../http/errors';
import { userOf } from '../http/ownership';
import { createAccount, deleteAccount, guardLastAdmin, updateAccount } from '../services/accounts';
import { serve } from '../http/serve';
import { TEXT } from '../http/texts';
import type { RouteDeps } from './deps';

export async function registerAdminRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db } = deps;
  const read = { onRequest: requirePermission('admin:read') };

  serve(app, API.adminUsers, read, async (request) => {
    const q = request.query;
    const where: string[] = [];
    const args: string[] = [];
    const search = q.search?.trim();
    if (search) {
      const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.push("(username LIKE ? ESCAPE '\\' OR email LIKE ? ESCAPE '\\' OR coalesce(full_name, '') LIKE ? ESCAPE '\\')");
      args.push(like, like, like);
    }
    if (q.role) {
      where.push('role = ?');
      args.push(q.role);
    }
    if (q.status) {
      where.push('status = ?');
      args.push(q.status);
    }
    const sql = `SELECT * FROM users ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY user_id`;
    return (db.prepare(sql).all(...args) as UserRow[]).map(toAdminUser);
  });

  serve(app, API.adminStats, read, async () => {
    const one = (sql: string, ...args: unknown[]) => (db.prepare(sql).get(...args) as { n: number | null }).n ?? 0;
    const dayStart = new Date();
    dayStart.setUTCHours(0, 0, 0, 0);
    deps.auth.flushUsage(); // counts are batched in memory; today's figures include the last second
    const requests = one('SELECT sum(requests) AS n FROM api_usage WHERE hour_ms >= ?', dayStart.getTime());
    const errors = one('SELECT sum(errors) AS n FROM api_usage WHERE hour_ms >= ?', dayStart.getTime());
    const botIds = (db.prepare('SELECT bot_id FROM bots').all() as Array<{ bot_id: number }>).map((r) => r.bot_id);
    return {
      totalUsers: one('SELECT count(*) AS n FROM users'),
      activeUsers: one("SELECT count(*) AS n FROM users WHERE status = 'active'"),
      totalBots: one('SELECT (SELECT count(*) FROM bots) + (SELECT count(*) FROM hedge_bots) AS n'),
      activeBots: one(
        "SELECT (SELECT count(*) FROM bots WHERE running = 1) + (SELECT count(*) FROM hedge_bots WHERE status = 'running') AS n",
      ),
      totalTrades: botIds.reduce((sum, id) => sum + deps.sim.botFigures(id).total_trades, 0),
      systemUptime: systemUptime(db),
      apiRequestsToday: requests,
      errorRate: requests > 0 ? Math.round((errors / requests) * 10000) / 100 : 0,
    };
  });

  serve(app, API.adminSettings, read, async () => deps.settings.get());

  serve(app, API.saveAdminSettings, { onRequest: requirePermission('admin:write') }, async (request) => {
    const body = request.body;
    const required = body.require_2fa_admins && !deps.settings.get().require_2fa_admins;
    const saved = deps.settings.save({ ...body, system_name: body.system_name.trim() || deps.settings.get().system_name });
    if (required) {
      const unprotected = db.prepare("SELECT user_id FROM users WHERE role = 'admin' AND totp_enabled = 0").all() as Array<{
        user_id: number;
      }>;
      for (const { user_id } of unprotected) deps.auth.revokeUser(user_id);
    }
    return saved;
  });

  serve(app, API.setUserStatus, { onRequest: requirePermission('admin:write') }, async (request) => {
    const id = request.params.id;
    const status = request.body.status;
    const target = userById(db, id);
    if (!target) throw notFound(TEXT.notFound.user);
    if (target.user_id === userOf(request).user_id && status !== 'active') throw badRequest(TEXT.admin.notSelf);
    guardLastAdmin(db, target, { status });
    db.prepare('UPDATE users SET status = ?, updated_at = ? WHERE user_id = ?').run(status, new Date().toISOString(), id);
    if (status === 'suspended') deps.auth.revokeUser(id);
    return toAdminUser(userById(db, id) as UserRow);
  });

  const write = { onRequest: requirePermission('admin:write') };
  const target = (id: number): UserRow => {
    const row = userById(db, id);
    if (!row) throw notFound(TEXT.notFound.user);
    return row;
  };

  serve(app, API.createAdminUser, write, async (request, reply) => {
    const user = await createAccount(app, deps, request.body);
    reply.code(201);
    return toAdminUser(user);
  });

  serve(app, API.updateAdminUser, write, async (request) => toAdminUser(updateAccount(deps, target(request.params.id), request.body)));

  serve(app, API.deleteAdminUser, write, async (request) => {
    const row = target(request.params.id);
    deleteAccount(deps, row, userOf(request).user_id);
    return { message: TEXT.admin.deleted(row.username) };
  });
}
