// Who sees what, for every route (API and simulator alike): the signed-in user of a request, the
// scope of their reads (admin: everyone), and lookups of a bot, strategy or hedge bot that answer
// 404 for another user's object, so ids cannot be probed.
import type Database from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import { canSeeOwner, type AuthUser } from '../auth/guard';
import type { BotRow, HedgeBotRow, StrategyRow } from '../data/rows';
import { notFound, unauthorized } from './errors';
import { TEXT } from './texts';

export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized(TEXT.guard.noToken);
  return request.user;
}

/** The user whose data a request sees: null for admin (everyone). */
export function scopeOf(user: AuthUser): number | null {
  return user.role === 'admin' ? null : user.user_id;
}

/**
 * The owner's username on each object of a list an admin reads (it holds everyone's objects: two
 * strategies of one name are told apart by it). Other users' lists are their own: left as they are.
 */
export function withOwners<T extends { user_id?: number }>(
  db: Database.Database,
  user: AuthUser,
  items: T[],
): Array<T & { owner?: string }> {
  if (user.role !== 'admin') return items;
  const ids = [...new Set(items.flatMap((i) => (typeof i.user_id === 'number' ? [i.user_id] : [])))];
  if (ids.length === 0) return items;
  const rows = db.prepare(`SELECT user_id, username FROM users WHERE user_id IN (${ids.map(() => '?').join(', ')})`).all(...ids) as Array<{
    user_id: number;
    username: string;
  }>;
  const names = new Map(rows.map((r) => [r.user_id, r.username]));
  return items.map((i) => {
    const owner = i.user_id === undefined ? undefined : names.get(i.user_id);
    return owner === undefined ? i : { ...i, owner };
  });
}

/** SQL condition and arguments limiting a table to what the user may see. */
export function ownerWhere(user: AuthUser, column = 'user_id'): { where: string; args: number[] } {
  return user.role === 'admin' ? { where: '1 = 1', args: [] } : { where: `${column} = ?`, args: [user.user_id] };
}

function owned<T extends { user_id: number }>(row: T | undefined, user: AuthUser, detail: string): T {
  if (!row || !canSeeOwner(user, row.user_id)) throw notFound(detail);
  return row;
}

export function ownedBot(db: Database.Database, id: number, user: AuthUser): BotRow {
  return owned(db.prepare('SELECT * FROM bots WHERE bot_id = ?').get(id) as BotRow | undefined, user, TEXT.notFound.bot);
}

export function ownedStrategy(db: Database.Database, id: number, user: AuthUser): StrategyRow {
  return owned(
    db.prepare('SELECT * FROM strategies WHERE strategy_id = ?').get(id) as StrategyRow | undefined,
    user,
    TEXT.notFound.strategy,
  );
}

export function ownedHedgeBot(db: Database.Database, id: number, user: AuthUser): HedgeBotRow {
  return owned(db.prepare('SELECT * FROM hedge_bots WHERE bot_id = ?').get(id) as HedgeBotRow | undefined, user, TEXT.notFound.hedgeBot);
}

/** A mining or a hedge bot of the user (positions and charts take either; the id sequence is shared). */
export function ownedAnyBot(db: Database.Database, id: number, user: AuthUser): { user_id: number; kind: 'mining' | 'hedge' } {
  const row = db
    .prepare(
      "SELECT user_id, 'mining' AS kind FROM bots WHERE bot_id = ? UNION ALL SELECT user_id, 'hedge' AS kind FROM hedge_bots WHERE bot_id = ?",
    )
    .get(id, id) as { user_id: number; kind: 'mining' | 'hedge' } | undefined;
  return owned(row, user, TEXT.notFound.bot);
}
