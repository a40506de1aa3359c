// GET /api/positions/statistics/periods (issue 54): the positions closed in each of the last days,
// weeks or months, cut in the user's time zone (src/domain/rules/history/periods.ts). The same positions as the
// history's with status=closed and the same bot (a bot's own, else every mining bot in scope), each
// counted in the period its close falls in, with its stored final result.
import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../auth/guard';
import { API } from '../../src/domain/contracts/api';
import { PERIOD_DEFAULT_COUNT } from '../../src/domain/contracts/values';
import { canonicalTimeZone, lastPeriods, periodFigures, type ClosedPosition } from '../../src/domain/rules/history/periods';
import { badRequest } from '../http/errors';
import { ownedAnyBot, scopeOf, userOf } from '../http/ownership';
import { serve } from '../http/serve';
import { TEXT } from '../http/texts';
import type { SimInternals } from '../sim/engine/simulator';

export function registerPeriodRoutes(app: FastifyInstance, db: Database.Database, inner: SimInternals): void {
  serve(app, API.positionPeriods, { onRequest: requirePermission('bot:read') }, async (request) => {
    const q = request.query;
    const user = userOf(request);
    if (q.bot_id !== undefined) ownedAnyBot(db, q.bot_id, user);
    const zone = canonicalTimeZone(q.tz ?? 'UTC');
    if (zone === null) throw badRequest(TEXT.push.timeZone(q.tz ?? ''));
    const unit = q.unit ?? 'day';
    const periods = lastPeriods(inner.now(), unit, zone, q.limit ?? PERIOD_DEFAULT_COUNT[unit]);
    const where = [
      q.bot_id !== undefined ? 'bot_id = @bot' : "bot_kind = 'mining'",
      "status = 'closed'",
      'closed_ms >= @from',
      'closed_ms < @to',
    ];
    const userId = scopeOf(user);
    if (userId !== null) where.push('user_id = @user');
    const closed = db
      .prepare(`SELECT closed_ms, COALESCE(pnl_usd, 0) AS pnl_usd, fees_usd, invested_usd FROM sim_positions WHERE ${where.join(' AND ')}`)
      .all({ bot: q.bot_id ?? null, user: userId, from: periods[0].start, to: periods[periods.length - 1].end }) as ClosedPosition[];
    return { unit, time_zone: zone, periods: periodFigures(periods, closed) };
  });
}
