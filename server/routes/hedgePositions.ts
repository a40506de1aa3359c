// Hedge bot performance and hedge positions (/api/hedge-bot/:id/… and the v2 hedge API).
import type Database from 'better-sqlite3';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '../../src/domain/contracts/api';
import { requirePermission } from '../auth/guard';
import { badRequest, conflict, notFound } from '../http/errors';
import { ownedHedgeBot, userOf } from '../http/ownership';
import { serve } from '../http/serve';
import { TEXT } from '../http/texts';
import type { SimInternals } from '../sim/engine/simulator';
import type { HedgeRow } from '../sim/engine/rows';
import { hedgePerformance } from '../sim/stats/hedgePerformance';

export function registerHedgeRoutes(app: FastifyInstance, db: Database.Database, inner: SimInternals): void {
  const { engine } = inner;
  const read = { onRequest: requirePermission('hedge:read') };
  const execute = { onRequest: requirePermission('hedge:execute') };

  const listOf = (botId: number, limit: number) => {
    const rows = db
      .prepare("SELECT * FROM sim_hedges WHERE bot_id = ? ORDER BY status = 'active' DESC, position_id DESC LIMIT ?")
      .all(botId, limit) as HedgeRow[];
    return rows.map((h) => engine.hedgeView(h));
  };

  /** A short opened by hand: never beyond the bot's max_hedge_positions (issue 19). */
  const open = (request: FastifyRequest, botId: number, b: { bot_id?: number; price_open?: number; leverage?: number }) => {
    const bot = ownedHedgeBot(db, botId, userOf(request));
    if (b.bot_id !== undefined && b.bot_id !== botId) throw badRequest(TEXT.hedge.botMismatch);
    if (engine.activeHedgesOf(botId) >= bot.max_hedge_positions) throw conflict(TEXT.hedge.limit(bot.max_hedge_positions));
    const positionId = engine.openManualHedge(botId, inner.now(), b.price_open, b.leverage);
    if (positionId === null) throw badRequest(TEXT.hedge.cannotHedge);
    return positionId;
  };

  const ownHedge = (positionId: number, request: FastifyRequest): HedgeRow => {
    const h = engine.hedgeRow(positionId);
    const user = userOf(request);
    if (!h || (user.role !== 'admin' && h.user_id !== user.user_id)) throw notFound(TEXT.notFound.hedgePosition);
    return h;
  };

  const close = (h: HedgeRow) => {
    if (!engine.closeHedgeManually(h.position_id, inner.now())) throw conflict(TEXT.hedge.positionClosed);
    return engine.hedgeView(engine.hedgeRow(h.position_id)!);
  };

  serve(app, API.hedgePerformance, read, async (request) => {
    ownedHedgeBot(db, request.params.id, userOf(request));
    return hedgePerformance(db, engine, request.params.id, inner.now());
  });

  serve(app, API.hedgePositions, read, async (request) => {
    ownedHedgeBot(db, request.params.id, userOf(request));
    return listOf(request.params.id, request.query.limit ?? 200);
  });

  serve(app, API.openHedgePosition, execute, async (request, reply) => {
    const positionId = open(request, request.params.id, request.body ?? {});
    return reply.code(201).send({ position_id: positionId });
  });

  serve(app, API.closeHedgePosition, execute, async (request) => {
    const { id: botId, positionId } = request.params;
    ownedHedgeBot(db, botId, userOf(request));
    const h = ownHedge(positionId, request);
    if (h.bot_id !== botId) throw notFound(TEXT.notFound.hedgePosition);
    return close(h);
  });

  // v2: the same positions addressed by their own id
  serve(app, API.openHedgePositionV2, execute, async (request, reply) => {
    const positionId = open(request, request.body.bot_id, request.body);
    return reply.code(201).send({ position_id: positionId, position: engine.hedgeView(engine.hedgeRow(positionId)!) });
  });

  serve(app, API.hedgePositionV2, read, async (request) => engine.hedgeView(ownHedge(request.params.id, request)));

  serve(app, API.closeHedgePositionV2, execute, async (request) => close(ownHedge(request.params.id, request)));

  serve(app, API.hedgePerformanceV2, read, async (request) => {
    const botId = request.params.id;
    ownedHedgeBot(db, botId, userOf(request));
    const perf = hedgePerformance(db, engine, botId, inner.now());
    return { bot_id: botId, ...perf, positions: listOf(botId, 50) };
  });
}
