// The legacy bots family of SPEC §7 (/api/bots…) that the API answers; positions, statistics and
// price charts of bots are the simulator's routes.
import type { FastifyInstance } from 'fastify';
import { permit, requirePermission, type AuthUser } from '../auth/guard';
import { notFound } from '../errors';
import type { RouteDeps } from './deps';
import { botAnswer, botById, createMiningBot, deleteMiningBot, startMiningBot, stopMiningBot, addLog, strategyOf } from './botActions';
import { botCreateBody, botUpdateBody, checkCreate, checkUpdate, type BotCreateBody, type BotUpdateBody } from './botInput';
import { ownedBot, ownedStrategy, ownerScope, strategyDetails, TEXT, type BotRow } from './rows';
import { idParams, int, noQuery } from './schemas';

const limitQuery = (max: number, dflt: number) =>
  ({
    type: 'object',
    additionalProperties: false,
    properties: { limit: { ...int(1, max), default: dflt }, offset: { ...int(0, 1_000_000), default: 0 } },
  }) as const;

const tokenParams = {
  type: 'object',
  required: ['id', 'token'],
  additionalProperties: false,
  properties: { id: idParams.properties.id, token: { type: 'string', pattern: '^[A-Za-z0-9]{1,12}$' } },
} as const;

const user = (request: { user?: AuthUser }) => request.user as AuthUser;
const idOf = (request: { params: unknown }) => (request.params as { id: number }).id;

export function listBots(deps: RouteDeps, me: AuthUser): BotRow[] {
  const scope = ownerScope(me);
  return deps.db.prepare(`SELECT * FROM bots WHERE ${scope.where} ORDER BY bot_id`).all(...scope.args) as BotRow[];
}

export function applyBotUpdate(deps: RouteDeps, me: AuthUser, row: BotRow, body: BotUpdateBody): BotRow {
  const { db } = deps;
  const changes: Record<string, unknown> = {};
  for (const key of ['name', 'network', 'symbol', 'wallet_address', 'rpc_url', 'strategy_type'] as const) {
    const value = body[key];
    if (value !== undefined) changes[key] = typeof value === 'string' ? value.trim() : value;
  }
  if (body.strategy_id !== undefined) {
    if (body.strategy_id === null) changes.strategy_id = null;
    else {
      // The strategy must be the bot owner's (an admin may not attach someone else's).
      const strategy = ownedStrategy(db, body.strategy_id, me);
      if (strategy.user_id !== row.user_id) throw notFound(TEXT.strategyNotFound);
      changes.strategy_id = strategy.strategy_id;
    }
  }
  if (body.private_key !== undefined && body.private_key.trim() !== '')
    changes.private_key_enc = deps.secrets.seal(body.private_key.trim());
  const keys = Object.keys(changes);
  if (keys.length > 0) {
    changes.updated_at = new Date().toISOString();
    const set = Object.keys(changes)
      .map((k) => `${k} = @${k}`)
      .join(', ');
    db.prepare(`UPDATE bots SET ${set} WHERE bot_id = @bot_id`).run({ ...changes, bot_id: row.bot_id });
    addLog(db, row.bot_id, 'info', 'Настройки бота изменены');
  }
  return botById(db, row.bot_id);
}

export async function registerBotRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db } = deps;
  const read = { onRequest: requirePermission('bot:read') };

  app.get('/api/bots', { ...read, schema: { querystring: noQuery } }, async (request) =>
    listBots(deps, user(request)).map((row) => botAnswer(deps, row)),
  );

  app.get('/api/bots/:id', { ...read, schema: { params: idParams, querystring: noQuery } }, async (request) =>
    botAnswer(deps, ownedBot(db, idOf(request), user(request))),
  );

  app.get('/api/bots/:id/settings', { ...read, schema: { params: idParams, querystring: noQuery } }, async (request) => {
    const row = ownedBot(db, idOf(request), user(request));
    const strategy = strategyOf(db, row);
    return {
      bot_id: row.bot_id,
      name: row.name,
      network: row.network,
      symbol: row.symbol,
      wallet_address: row.wallet_address,
      rpc_url: row.rpc_url,
      strategy_id: row.strategy_id,
      strategy_type: row.strategy_type,
      initial_investment: row.initial_investment,
      has_private_key: row.private_key_enc.length > 0,
      strategy_details: strategy ? strategyDetails(strategy) : null,
      stop_type: row.stop_type,
      stop_reason: row.stop_reason,
    };
  });

  app.get('/api/bots/:id/alerts', { ...read, schema: { params: idParams, querystring: limitQuery(500, 100) } }, async (request) => {
    const row = ownedBot(db, idOf(request), user(request));
    const q = request.query as { limit: number; offset: number };
    const rows = db
      .prepare('SELECT * FROM alerts WHERE bot_id = ? ORDER BY id DESC LIMIT ? OFFSET ?')
      .all(row.bot_id, q.limit, q.offset) as Array<{
      id: number;
      bot_id: number;
      level: string;
      type: string;
      message: string;
      acknowledged: number;
      created_at: string;
    }>;
    return rows.map((a) => ({
      id: a.id,
      bot_id: a.bot_id,
      level: a.level,
      type: a.type,
      message: a.message,
      acknowledged: a.acknowledged === 1,
      timestamp: a.created_at,
    }));
  });

  app.get('/api/bots/:id/logs', { ...read, schema: { params: idParams, querystring: limitQuery(1000, 100) } }, async (request) => {
    const row = ownedBot(db, idOf(request), user(request));
    const q = request.query as { limit: number; offset: number };
    const rows = db
      .prepare('SELECT * FROM bot_logs WHERE bot_id = ? ORDER BY id DESC LIMIT ? OFFSET ?')
      .all(row.bot_id, q.limit, q.offset) as Array<{ id: number; bot_id: number; level: string; message: string; created_at: string }>;
    return rows.map((l) => ({ id: l.id, bot_id: l.bot_id, level: l.level, message: l.message, timestamp: l.created_at }));
  });

  const balances = (row: BotRow) => {
    const sums = db
      .prepare('SELECT token, sum(amount) AS amount FROM wallet_transactions WHERE bot_id = ? AND status = ? GROUP BY token ORDER BY token')
      .all(row.bot_id, 'confirmed') as Array<{ token: string; amount: number }>;
    return sums.map((s) => ({ token: s.token, amount: s.amount, usd_value: usdValue(s.token, s.amount) }));
  };
  const usdValue = (token: string, amount: number) => {
    if (token === 'USDT' || token === 'USDC') return amount;
    const price = deps.sim.price(`${token}USDT`);
    return Number.isFinite(price) ? amount * price : 0;
  };

  app.get('/api/bots/:id/wallet/balance', { ...read, schema: { params: idParams, querystring: noQuery } }, async (request) => {
    const row = ownedBot(db, idOf(request), user(request));
    const list = balances(row);
    return {
      bot_id: row.bot_id,
      wallet_address: row.wallet_address,
      network: row.network,
      balances: list,
      total_usd: list.reduce((s, b) => s + b.usd_value, 0),
    };
  });

  app.get('/api/bots/:id/wallet/balance/:token', { ...read, schema: { params: tokenParams, querystring: noQuery } }, async (request) => {
    const { id, token } = request.params as { id: number; token: string };
    const row = ownedBot(db, id, user(request));
    const symbol = token.toUpperCase();
    const found = balances(row).find((b) => b.token === symbol);
    return { bot_id: row.bot_id, token: symbol, amount: found?.amount ?? 0, usd_value: found?.usd_value ?? 0 };
  });

  app.get(
    '/api/bots/:id/wallet/transactions',
    { ...read, schema: { params: idParams, querystring: limitQuery(500, 100) } },
    async (request) => {
      const row = ownedBot(db, idOf(request), user(request));
      const q = request.query as { limit: number; offset: number };
      return db
        .prepare(
          'SELECT id, bot_id, tx_hash, type, token, amount, usd_value, status, created_at AS timestamp FROM wallet_transactions WHERE bot_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
        )
        .all(row.bot_id, q.limit, q.offset);
    },
  );

  app.post(
    '/api/bots',
    { onRequest: requirePermission('bot:create'), schema: { body: botCreateBody, querystring: noQuery } },
    async (request, reply) => {
      const body = checkCreate((request.body ?? {}) as BotCreateBody);
      const row = createMiningBot(deps, user(request), body);
      reply.code(201);
      return botAnswer(deps, row);
    },
  );

  app.put(
    '/api/bots/:id',
    { onRequest: requirePermission('bot:update'), schema: { params: idParams, body: botUpdateBody, querystring: noQuery } },
    async (request) => {
      const me = user(request);
      const row = ownedBot(db, idOf(request), me);
      const body = checkUpdate(request.body as BotUpdateBody);
      return botAnswer(deps, applyBotUpdate(deps, me, row, body));
    },
  );

  app.put(
    '/api/bots/:id/toggle',
    { onRequest: requirePermission('bot:read'), schema: { params: idParams, querystring: noQuery } },
    async (request) => {
      const me = user(request);
      const row = ownedBot(db, idOf(request), me);
      const permission = row.running === 1 ? 'bot:stop' : 'bot:start';
      await permit(permission)(request);
      return botAnswer(deps, row.running === 1 ? stopMiningBot(deps, row, { stop_type: 'graceful' }) : startMiningBot(deps, row));
    },
  );

  app.delete(
    '/api/bots/:id',
    { onRequest: requirePermission('bot:delete'), schema: { params: idParams, querystring: noQuery } },
    async (request) => {
      const row = ownedBot(db, idOf(request), user(request));
      deleteMiningBot(deps, row);
      return { message: 'Бот удалён', bot_id: row.bot_id };
    },
  );

  app.post(
    '/api/bots/:id/start',
    { onRequest: requirePermission('bot:start'), schema: { params: idParams, querystring: noQuery } },
    async (request) => botAnswer(deps, startMiningBot(deps, ownedBot(db, idOf(request), user(request)))),
  );

  app.post(
    '/api/bots/:id/stop',
    { onRequest: requirePermission('bot:stop'), schema: { params: idParams, querystring: noQuery } },
    async (request) => botAnswer(deps, stopMiningBot(deps, ownedBot(db, idOf(request), user(request)), { stop_type: 'graceful' })),
  );

  app.post(
    '/api/bots/:id/restart',
    { onRequest: [...requirePermission('bot:stop'), permit('bot:start')], schema: { params: idParams, querystring: noQuery } },
    async (request) => {
      const row = ownedBot(db, idOf(request), user(request));
      const stopped = row.running === 1 ? stopMiningBot(deps, row, { stop_type: 'graceful', reason: 'перезапуск' }) : row;
      return botAnswer(deps, startMiningBot(deps, stopped));
    },
  );
}
