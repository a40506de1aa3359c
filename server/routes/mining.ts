// The authenticated mining-bot API (/api/mining-bots…, same bots as /api/bots) and the
// strategy-driven mining calls of SPEC §7 (/api/mining/list|start|stop).
import type { FastifyInstance } from 'fastify';
import { DEFAULT_RPC_URL } from '../../src/domain/botForm';
import { authenticate, permit, requirePermission, type AuthUser } from '../auth/guard';
import { notFound } from '../errors';
import type { RouteDeps } from './deps';
import { botAnswer, botById, checkConcurrent, createMiningBot, startMiningBot, stopMiningBot } from './botActions';
import { botCreateBody, checkCreate, type BotCreateBody } from './botInput';
import { listBots } from './bots';
import { ownedBot, ownedStrategy, ownerScope, type BotRow } from './rows';
import { bool, id, idParams, LIMITS, MINING_NETWORKS, noQuery, num, oneOf, str } from './schemas';

const user = (request: { user?: AuthUser }) => request.user as AuthUser;
const idOf = (request: { params: unknown }) => (request.params as { id: number }).id;

export const MINING_TEXT = {
  noRunning: 'Нет запущенного майнинга по этой стратегии',
} as const;

const miningStartBody = {
  type: 'object',
  required: ['strategy_id'],
  additionalProperties: false,
  properties: {
    strategy_id: id,
    network: { ...oneOf(MINING_NETWORKS), default: 'arbitrum' },
    initial_investment: { ...num(1, 100_000_000), default: 1000 },
    wallet_address: str(LIMITS.wallet),
    private_key: str(LIMITS.secret),
    rpc_url: { ...str(LIMITS.url), default: DEFAULT_RPC_URL },
    name: str(LIMITS.name),
  },
} as const;

const miningStopBody = {
  type: 'object',
  required: ['strategy_id'],
  additionalProperties: false,
  properties: {
    strategy_id: id,
    stop_type: { ...oneOf(['graceful', 'immediate']), default: 'graceful' },
    reason: str(LIMITS.name),
    check_stop_loss: bool,
  },
} as const;

export async function registerMiningRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db } = deps;

  // ---- the mining-bot API ----
  app.get('/api/mining-bots/auth/check', { onRequest: authenticate, schema: { querystring: noQuery } }, async (request) => ({
    authenticated: true,
    user_id: user(request).user_id,
  }));

  app.get('/api/mining-bots', { onRequest: requirePermission('bot:read'), schema: { querystring: noQuery } }, async (request) =>
    listBots(deps, user(request)).map((row) => botAnswer(deps, row)),
  );

  app.get(
    '/api/mining-bots/:id',
    { onRequest: requirePermission('bot:read'), schema: { params: idParams, querystring: noQuery } },
    async (request) => botAnswer(deps, ownedBot(db, idOf(request), user(request))),
  );

  app.post(
    '/api/mining-bots',
    { onRequest: requirePermission('bot:create'), schema: { body: botCreateBody, querystring: noQuery } },
    async (request, reply) => {
      const body = checkCreate((request.body ?? {}) as BotCreateBody);
      reply.code(201);
      return botAnswer(deps, createMiningBot(deps, user(request), body));
    },
  );

  app.post(
    '/api/mining-bots/:id/start',
    { onRequest: requirePermission('bot:start'), schema: { params: idParams, querystring: noQuery } },
    async (request) => botAnswer(deps, startMiningBot(deps, ownedBot(db, idOf(request), user(request)))),
  );

  app.post(
    '/api/mining-bots/:id/stop',
    { onRequest: requirePermission('bot:stop'), schema: { params: idParams, querystring: noQuery } },
    async (request) => botAnswer(deps, stopMiningBot(deps, ownedBot(db, idOf(request), user(request)), { stop_type: 'graceful' })),
  );

  // ---- strategy-driven mining ----
  app.get('/api/mining/list', { onRequest: requirePermission('bot:read'), schema: { querystring: noQuery } }, async (request) => {
    const scope = ownerScope(user(request), 'b.user_id');
    const rows = db
      .prepare(
        `SELECT b.*, s.name AS strategy_name FROM bots b LEFT JOIN strategies s ON s.strategy_id = b.strategy_id
      WHERE ${scope.where} AND b.strategy_id IS NOT NULL ORDER BY b.bot_id`,
      )
      .all(...scope.args) as Array<BotRow & { strategy_name: string }>;
    return rows.map((r) => {
      const figures = deps.sim.botFigures(r.bot_id);
      return {
        bot_id: r.bot_id,
        name: r.name,
        strategy_id: r.strategy_id,
        strategy_name: r.strategy_name,
        network: r.network,
        symbol: r.symbol,
        wallet_address: r.wallet_address,
        status: r.status,
        running: r.running === 1,
        initial_investment: r.initial_investment,
        started_at: r.started_at,
        stop_type: r.stop_type,
        stop_reason: r.stop_reason,
        total_pnl: figures.total_pnl,
        daily_pnl: figures.daily_pnl,
      };
    });
  });

  app.post(
    '/api/mining/start',
    {
      onRequest: [...requirePermission('bot:create'), permit('bot:start')],
      schema: { body: miningStartBody, querystring: noQuery },
    },
    async (request, reply) => {
      const me = user(request);
      const body = request.body as {
        strategy_id: number;
        network: string;
        initial_investment: number;
        wallet_address?: string;
        private_key?: string;
        rpc_url: string;
        name?: string;
      };
      const strategy = ownedStrategy(db, body.strategy_id, me);
      const input = checkCreate({
        name: body.name?.trim() || strategy.name,
        strategy_id: strategy.strategy_id,
        network: body.network,
        symbol: strategy.symbol,
        wallet_address: body.wallet_address,
        private_key: body.private_key,
        rpc_url: body.rpc_url,
        initial_investment: body.initial_investment,
      });
      checkConcurrent(db, me.user_id); // before creating, so a refused start leaves nothing behind
      const created = createMiningBot(deps, me, input);
      startMiningBot(deps, created);
      reply.code(201);
      return { ...botAnswer(deps, botById(db, created.bot_id)), message: 'Майнинг запущен' };
    },
  );

  app.post(
    '/api/mining/stop',
    {
      onRequest: requirePermission('bot:stop'),
      schema: { body: miningStopBody, querystring: noQuery },
    },
    async (request) => {
      const me = user(request);
      const body = request.body as { strategy_id: number; stop_type: string; reason?: string; check_stop_loss?: boolean };
      const strategy = ownedStrategy(db, body.strategy_id, me);
      const running = db
        .prepare('SELECT * FROM bots WHERE strategy_id = ? AND running = 1 ORDER BY bot_id')
        .all(strategy.strategy_id) as BotRow[];
      if (running.length === 0) throw notFound(MINING_TEXT.noRunning);
      const stopped = running.map((row) =>
        stopMiningBot(deps, row, { stop_type: body.stop_type, reason: body.reason?.trim() || undefined }),
      );
      return {
        strategy_id: strategy.strategy_id,
        stop_type: body.stop_type,
        check_stop_loss: body.check_stop_loss ?? false,
        stopped_bot_ids: stopped.map((b) => b.bot_id),
        message: 'Майнинг остановлен',
      };
    },
  );
}
