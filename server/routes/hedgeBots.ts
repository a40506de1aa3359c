// /api/hedge-bot/…: list, one, create, start, stop, settings, delete. What a create or a settings
// change does is the hedge-bot service's; performance and hedge positions are the simulator's routes.
import type { FastifyInstance } from 'fastify';
import { API } from '../../src/domain/contracts/api';
import { requirePermission } from '../auth/guard';
import { ownedHedgeBot, ownerWhere, userOf, withOwners } from '../http/ownership';
import { serve } from '../http/serve';
import { TEXT } from '../http/texts';
import { toHedgeBot, type HedgeBotRow } from '../data/rows';
import { createHedgeBot, updateHedgeBot } from '../services/hedgeBots';
import { addLog, checkConcurrent } from '../services/miningBots';
import type { RouteDeps } from './deps';

export async function registerHedgeBotRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db } = deps;
  const byId = (id: number) => db.prepare('SELECT * FROM hedge_bots WHERE bot_id = ?').get(id) as HedgeBotRow;
  const publish = (row: HedgeBotRow) =>
    deps.hub.publish({ type: 'bot_status', bot_id: row.bot_id, status: row.status, running: row.status === 'running', ts: Date.now() });
  const read = { onRequest: requirePermission('hedge:read') };
  const execute = { onRequest: requirePermission('hedge:execute') };

  const list = async (request: Parameters<typeof userOf>[0]) => {
    const me = userOf(request);
    const scope = ownerWhere(me);
    const rows = db.prepare(`SELECT * FROM hedge_bots WHERE ${scope.where} ORDER BY bot_id`).all(...scope.args) as HedgeBotRow[];
    return withOwners(db, me, rows.map(toHedgeBot));
  };
  serve(app, API.hedgeBots, read, list);
  serve(app, API.hedgeBotsNoSlash, read, list);

  serve(app, API.hedgeBot, read, async (request) => toHedgeBot(ownedHedgeBot(db, request.params.id, userOf(request))));

  serve(app, API.createHedgeBot, { onRequest: requirePermission('hedge:create') }, async (request, reply) => {
    const id = createHedgeBot(db, deps.secrets, userOf(request), request.body ?? {}, deps.config.allowPrivateRpc);
    reply.code(201);
    return toHedgeBot(byId(id));
  });

  serve(app, API.hedgeBotSettings, { onRequest: requirePermission('hedge:update') }, async (request) => {
    const row = ownedHedgeBot(db, request.params.id, userOf(request));
    updateHedgeBot(db, deps.secrets, row, request.body, deps.config.allowPrivateRpc);
    return toHedgeBot(byId(row.bot_id));
  });

  serve(app, API.startHedgeBot, execute, async (request) => {
    const row = ownedHedgeBot(db, request.params.id, userOf(request));
    if (row.status === 'running') return toHedgeBot(row);
    db.transaction(() => {
      checkConcurrent(db, row.user_id);
      db.prepare("UPDATE hedge_bots SET status = 'running', updated_at = ? WHERE bot_id = ?").run(new Date().toISOString(), row.bot_id);
      addLog(db, row.bot_id, 'info', 'Хедж-бот запущен');
    })();
    deps.sim.hedgeBotStarted(row.bot_id);
    const started = byId(row.bot_id);
    publish(started);
    return toHedgeBot(started);
  });

  serve(app, API.stopHedgeBot, execute, async (request) => {
    const row = ownedHedgeBot(db, request.params.id, userOf(request));
    if (row.status === 'stopped') return toHedgeBot(row);
    db.prepare("UPDATE hedge_bots SET status = 'stopped', updated_at = ? WHERE bot_id = ?").run(new Date().toISOString(), row.bot_id);
    addLog(db, row.bot_id, 'info', 'Хедж-бот остановлен');
    deps.sim.hedgeBotStopped(row.bot_id);
    const stopped = byId(row.bot_id);
    publish(stopped);
    return toHedgeBot(stopped);
  });

  serve(app, API.deleteHedgeBot, { onRequest: requirePermission('hedge:delete') }, async (request) => {
    const row = ownedHedgeBot(db, request.params.id, userOf(request));
    deps.sim.hedgeBotDeleted(row.bot_id);
    db.transaction(() => {
      db.prepare('DELETE FROM hedge_bots WHERE bot_id = ?').run(row.bot_id);
      db.prepare('DELETE FROM bot_logs WHERE bot_id = ?').run(row.bot_id);
      db.prepare('DELETE FROM alerts WHERE bot_id = ?').run(row.bot_id);
    })();
    return { message: TEXT.hedge.deleted, bot_id: row.bot_id };
  });
}
