// /api/admin/*: the user list with search and filters, system figures, ban (suspended) and unban
// (active). Reading needs admin:read, changing admin:write: only the admin role has them.
import type { FastifyInstance } from 'fastify';
import { systemUptime } from '../uptime';
import type { AdminStats } from '../../src/domain/types';
import { requirePermission, type AuthUser } from '../auth/guard';
import { toAdminUser, userById, type UserRow } from '../auth/users';
import { badRequest, notFound } from '../errors';
import type { RouteDeps } from './deps';
import { idParams, noQuery, oneOf, str } from './schemas';
import { ROLES } from '../../src/domain/permissions';

export const ADMIN_TEXT = {
  notSelf: 'Нельзя заблокировать собственную учётную запись',
  userNotFound: 'Пользователь не найден',
} as const;

const STATUSES = ['active', 'pending_verification', 'inactive', 'suspended'] as const;

export async function registerAdminRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db } = deps;

  app.get(
    '/api/admin/users',
    {
      onRequest: requirePermission('admin:read'),
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            search: str(100),
            role: { type: 'string', enum: ['', ...ROLES] },
            status: { type: 'string', enum: ['', ...STATUSES] },
          },
        },
      },
    },
    async (request) => {
      const q = request.query as { search?: string; role?: string; status?: string };
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
    },
  );

  app.get(
    '/api/admin/stats',
    { onRequest: requirePermission('admin:read'), schema: { querystring: noQuery } },
    async (): Promise<AdminStats> => {
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
    },
  );

  app.put(
    '/api/admin/users/:id/status',
    {
      onRequest: requirePermission('admin:write'),
      schema: {
        params: idParams,
        querystring: noQuery,
        body: { type: 'object', required: ['status'], additionalProperties: false, properties: { status: oneOf(['active', 'suspended']) } },
      },
    },
    async (request) => {
      const id = (request.params as { id: number }).id;
      const status = (request.body as { status: 'active' | 'suspended' }).status;
      const target = userById(db, id);
      if (!target) throw notFound(ADMIN_TEXT.userNotFound);
      if (target.user_id === (request.user as AuthUser).user_id && status !== 'active') throw badRequest(ADMIN_TEXT.notSelf);
      db.prepare('UPDATE users SET status = ?, updated_at = ? WHERE user_id = ?').run(status, new Date().toISOString(), id);
      if (status === 'suspended') deps.auth.revokeUser(id);
      return toAdminUser(userById(db, id) as UserRow);
    },
  );
}
