// The authenticated mining-bot API (/api/mining-bots…, the same bots as /api/bots) and the
// strategy-driven mining calls of docs/product.md §7 (/api/mining/list|start|stop).
import type { FastifyInstance } from 'fastify';
import { API } from '../../src/domain/contracts/api';
import type { BotCreateBody } from '../../src/domain/contracts/bots';
import { authenticate, permit, requirePermission } from '../auth/guard';
import { notFound } from '../http/errors';
import { ownedBot, ownedStrategy, ownerWhere, userOf, withOwners } from '../http/ownership';
import { serve } from '../http/serve';
import { TEXT } from '../http/texts';
import type { BotRow } from '../data/rows';
import type { RouteDeps } from './deps';
import { botAnswer, botById, checkConcurrent, createMiningBot, startMiningBot, stopMiningBot } from '../services/miningBots';
import { checkedNewBot, listBots } from './bots';

export async function registerMiningRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db } = deps;
  const read = { onRequest: requirePermission('bot:read') };

  // ---- the mining-bot API ----
  serve(app, API.miningAuthCheck, { onRequest: authenticate }, async (request) => ({
    authenticated: true,
    user_id: userOf(request).user_id,
  }));

  serve(app, API.miningBots, read, async (request) => {
    const me = userOf(request);
    return withOwners(
      db,
      me,
      listBots(deps, me).map((row) => botAnswer(deps, row)),
    );
  });

  serve(app, API.miningBot, read, async (request) => botAnswer(deps, ownedBot(db, request.params.id, userOf(request))));

  serve(app, API.createMiningBot, { onRequest: requirePermission('bot:create') }, async (request, reply) => {
    reply.code(201);
    return botAnswer(deps, createMiningBot(deps, userOf(request), checkedNewBot(request.body ?? {}, deps.config.allowPrivateRpc)));
  });

  serve(app, API.startMiningBot, { onRequest: requirePermission('bot:start') }, async (request) =>
    botAnswer(deps, startMiningBot(deps, ownedBot(db, request.params.id, userOf(request)))),
  );

  serve(app, API.stopMiningBot, { onRequest: requirePermission('bot:stop') }, async (request) =>
    botAnswer(deps, stopMiningBot(deps, ownedBot(db, request.params.id, userOf(request)), { stop_type: 'graceful' })),
  );

  // ---- strategy-driven mining ----
  serve(app, API.miningList, read, async (request) => {
    const scope = ownerWhere(userOf(request), 'b.user_id');
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

  serve(app, API.miningStart, { onRequest: [...requirePermission('bot:create'), permit('bot:start')] }, async (request, reply) => {
    const me = userOf(request);
    const body = request.body;
    const strategy = ownedStrategy(db, body.strategy_id, me);
    const input = checkedNewBot(
      {
        name: body.name?.trim() || strategy.name,
        strategy_id: strategy.strategy_id,
        network: body.network,
        // The strategy's pair, in either spelling the simulator takes (ETH/USDT or ETHUSDT).
        symbol: strategy.symbol as BotCreateBody['symbol'],
        wallet_address: body.wallet_address,
        private_key: body.private_key,
        rpc_url: body.rpc_url,
        initial_investment: body.initial_investment,
      },
      deps.config.allowPrivateRpc,
    );
    checkConcurrent(db, me.user_id); // before creating, so a refused start leaves nothing behind
    const created = createMiningBot(deps, me, input);
    startMiningBot(deps, created);
    reply.code(201);
    return { ...botAnswer(deps, botById(db, created.bot_id)), message: TEXT.mining.started };
  });

  serve(app, API.miningStop, { onRequest: requirePermission('bot:stop') }, async (request) => {
    const me = userOf(request);
    const body = request.body;
    const stopType = body.stop_type ?? 'graceful';
    const strategy = ownedStrategy(db, body.strategy_id, me);
    const running = db
      .prepare('SELECT * FROM bots WHERE strategy_id = ? AND running = 1 ORDER BY bot_id')
      .all(strategy.strategy_id) as BotRow[];
    if (running.length === 0) throw notFound(TEXT.mining.noRunning);
    const stopped = running.map((row) => stopMiningBot(deps, row, { stop_type: stopType, reason: body.reason?.trim() || undefined }));
    return {
      strategy_id: strategy.strategy_id,
      stop_type: stopType,
      check_stop_loss: body.check_stop_loss ?? false,
      stopped_bot_ids: stopped.map((b) => b.bot_id),
      message: TEXT.mining.stopped,
    };
  });
}
