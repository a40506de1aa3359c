// /api/strategies: list, one, create, update (also the stop-loss update of docs/product.md §7), delete.
// What a save does is the strategy service's (server/services/strategies.ts).
import type { FastifyInstance } from 'fastify';
import { API } from '../../src/domain/contracts/api';
import { strategyEtag } from '../../src/domain/contracts/values';
import { newStrategy } from '../../src/domain/rules/strategies/strategyDefaults';
import type { Strategy } from '../../src/domain/contracts/types';
import { requirePermission } from '../auth/guard';
import { badRequest, HttpError } from '../http/errors';
import { ownedStrategy, ownerWhere, userOf, withOwners } from '../http/ownership';
import { serve } from '../http/serve';
import { TEXT } from '../http/texts';
import { toStrategy, type StrategyRow } from '../data/rows';
import { checkExits, strategyColumns, strategyToSave } from '../services/strategies';
import type { RouteDeps } from './deps';

export async function registerStrategyRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db } = deps;
  const byId = (id: number | bigint) => toStrategy(db.prepare('SELECT * FROM strategies WHERE strategy_id = ?').get(id) as StrategyRow);
  const read = { onRequest: requirePermission('bot:read') };

  serve(app, API.strategies, read, async (request) => {
    const me = userOf(request);
    const scope = ownerWhere(me);
    const rows = db.prepare(`SELECT * FROM strategies WHERE ${scope.where} ORDER BY strategy_id`).all(...scope.args) as StrategyRow[];
    return withOwners(db, me, rows.map(toStrategy));
  });

  serve(app, API.strategy, read, async (request, reply) => {
    const row = ownedStrategy(db, request.params.id, userOf(request));
    reply.header('ETag', strategyEtag(row.version));
    return toStrategy(row);
  });

  serve(app, API.createStrategy, { onRequest: requirePermission('bot:create') }, async (request, reply) => {
    const me = userOf(request);
    const body = request.body ?? {};
    if (!body.name || body.name.trim() === '') throw badRequest(TEXT.strategies.nameRequired);
    const symbol = body.symbol ?? 'ETH/USDT';
    const s = strategyToSave({ ...newStrategy(deps.sim.price(symbol), symbol), strategy_id: 'new' }, body);
    checkExits(db, s, me.user_id, null);
    const at = new Date().toISOString();
    const cols = { ...strategyColumns(s, body, {}), user_id: me.user_id, created_at: at, updated_at: at };
    const keys = Object.keys(cols);
    const info = db.prepare(`INSERT INTO strategies (${keys.join(', ')}) VALUES (${keys.map((k) => `@${k}`).join(', ')})`).run(cols);
    reply.code(201).header('ETag', strategyEtag(1));
    return byId(info.lastInsertRowid);
  });

  serve(app, API.updateStrategy, { onRequest: requirePermission('bot:update') }, async (request, reply) => {
    const row = ownedStrategy(db, request.params.id, userOf(request));
    // A save made from an older copy (another window saved since) would undo that save unseen.
    // If-Match compares strongly (RFC 9110 §13.1.1): a weak tag never matches.
    const ifMatch = request.headers['if-match'];
    if (
      typeof ifMatch === 'string' &&
      ifMatch.trim() !== '*' &&
      !ifMatch.split(',').some((tag) => tag.trim() === strategyEtag(row.version))
    )
      throw new HttpError(412, TEXT.strategies.changedElsewhere);
    const s = strategyToSave(toStrategy(row) as Strategy, request.body);
    checkExits(db, s, row.user_id, row.strategy_id);
    const cols = { ...strategyColumns(s, request.body, row), updated_at: new Date().toISOString(), version: row.version + 1 };
    db.prepare(
      `UPDATE strategies SET ${Object.keys(cols)
        .map((k) => `${k} = @${k}`)
        .join(', ')} WHERE strategy_id = @strategy_id`,
    ).run({ ...cols, strategy_id: row.strategy_id });
    reply.header('ETag', strategyEtag(row.version + 1));
    return byId(row.strategy_id);
  });

  serve(app, API.deleteStrategy, { onRequest: requirePermission('bot:delete') }, async (request) => {
    const row = ownedStrategy(db, request.params.id, userOf(request));
    db.transaction(() => {
      // Exits that pointed at this strategy fall back to staying on the current one.
      db.prepare("UPDATE strategies SET exit_strategy_upper = 'current' WHERE exit_strategy_upper = ?").run(String(row.strategy_id));
      db.prepare("UPDATE strategies SET exit_strategy_lower = 'current' WHERE exit_strategy_lower = ?").run(String(row.strategy_id));
      db.prepare('DELETE FROM strategies WHERE strategy_id = ?').run(row.strategy_id);
    })();
    return { message: TEXT.strategies.deleted, strategy_id: row.strategy_id };
  });
}
