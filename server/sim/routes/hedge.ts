// Hedge bot performance and hedge positions (/api/hedge-bot/:id/… and the v2 hedge API).
import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../auth/guard';
import { badRequest, conflict, notFound } from '../../errors';
import type { SimInternals } from '../engine/simulator';
import type { HedgeRow } from '../engine/rows';
import { hedgePerformance } from '../stats/hedgePerformance';
import { body, id, int, num, ownHedgeBot, params, query, TEXT, userOf } from './schemas';

const openBody = body({ bot_id: id, price_open: num(1e-9, 1e12), leverage: num(1, 125) }, []);

export function registerHedgeRoutes(app: FastifyInstance, db: Database.Database, inner: SimInternals): void {
  const { engine } = inner;
  const read = { onRequest: requirePermission('hedge:read') };
  const execute = { onRequest: requirePermission('hedge:execute') };
  const botParams = params({ id });

  const maxHedgePositions = (botId: number) =>
    (db.prepare('SELECT max_hedge_positions FROM hedge_bots WHERE bot_id = ?').get(botId) as { max_hedge_positions: number })
      .max_hedge_positions;

  const listOf = (botId: number, limit: number) => {
    const rows = db
      .prepare("SELECT * FROM sim_hedges WHERE bot_id = ? ORDER BY status = 'active' DESC, position_id DESC LIMIT ?")
      .all(botId, limit) as HedgeRow[];
    return rows.map((h) => engine.hedgeView(h));
  };

  const open = (botId: number, b: { bot_id?: number; price_open?: number; leverage?: number }) => {
    if (b.bot_id !== undefined && b.bot_id !== botId) throw badRequest(TEXT.botMismatch);
    const limit = maxHedgePositions(botId);
    if (engine.activeHedgesOf(botId) >= limit) throw conflict(TEXT.hedgeLimit(limit));
    const positionId = engine.openManualHedge(botId, Date.now(), b.price_open, b.leverage);
    if (positionId === null) throw badRequest(TEXT.cannotHedge);
    return positionId;
  };

  const ownHedge = (positionId: number, request: Parameters<typeof userOf>[0]): HedgeRow => {
    const h = engine.hedgeRow(positionId);
    const user = userOf(request);
    if (!h || (user.role !== 'admin' && h.user_id !== user.user_id)) throw notFound(TEXT.hedgePositionNotFound);
    return h;
  };

  const close = (h: HedgeRow) => {
    if (!engine.closeHedgeManually(h.position_id, Date.now())) throw conflict(TEXT.hedgePositionClosed);
    return engine.hedgeView(engine.hedgeRow(h.position_id)!);
  };

  app.get('/api/hedge-bot/:id/performance', { ...read, schema: { params: botParams, querystring: query() } }, async (request) => {
    const { id: botId } = request.params as { id: number };
    ownHedgeBot(db, botId, userOf(request));
    return hedgePerformance(db, engine, botId, Date.now());
  });

  app.get(
    '/api/hedge-bot/:id/positions',
    { ...read, schema: { params: botParams, querystring: query({ limit: int(1, 1000) }) } },
    async (request) => {
      const { id: botId } = request.params as { id: number };
      ownHedgeBot(db, botId, userOf(request));
      return listOf(botId, (request.query as { limit?: number }).limit ?? 200);
    },
  );

  app.post(
    '/api/hedge-bot/:id/positions',
    { ...execute, schema: { params: botParams, querystring: query(), body: openBody } },
    async (request, reply) => {
      const { id: botId } = request.params as { id: number };
      ownHedgeBot(db, botId, userOf(request));
      const positionId = open(botId, (request.body ?? {}) as never);
      return reply.code(201).send({ position_id: positionId });
    },
  );

  app.post(
    '/api/hedge-bot/:id/positions/:positionId/close',
    { ...execute, schema: { params: params({ id, positionId: id }), querystring: query() } },
    async (request) => {
      const { id: botId, positionId } = request.params as { id: number; positionId: number };
      ownHedgeBot(db, botId, userOf(request));
      const h = ownHedge(positionId, request);
      if (h.bot_id !== botId) throw notFound(TEXT.hedgePositionNotFound);
      return close(h);
    },
  );

  // v2: the same positions addressed by their own id
  app.post(
    '/api/v2/hedge/positions',
    { ...execute, schema: { querystring: query(), body: { ...openBody, required: ['bot_id'] } } },
    async (request, reply) => {
      const b = request.body as { bot_id: number; price_open?: number; leverage?: number };
      ownHedgeBot(db, b.bot_id, userOf(request));
      const positionId = open(b.bot_id, b);
      return reply.code(201).send({ position_id: positionId, position: engine.hedgeView(engine.hedgeRow(positionId)!) });
    },
  );

  app.get('/api/v2/hedge/positions/:id', { ...read, schema: { params: botParams, querystring: query() } }, async (request) =>
    engine.hedgeView(ownHedge((request.params as { id: number }).id, request)),
  );

  app.delete('/api/v2/hedge/positions/:id', { ...execute, schema: { params: botParams, querystring: query() } }, async (request) =>
    close(ownHedge((request.params as { id: number }).id, request)),
  );

  app.get('/api/v2/hedge/performance/:id', { ...read, schema: { params: botParams, querystring: query() } }, async (request) => {
    const { id: botId } = request.params as { id: number };
    ownHedgeBot(db, botId, userOf(request));
    const perf = hedgePerformance(db, engine, botId, Date.now());
    return { bot_id: botId, ...perf, positions: listOf(botId, 50) };
  });
}
