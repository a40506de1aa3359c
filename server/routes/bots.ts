// The legacy bots family of docs/product.md §7 (/api/bots…): list, one, settings, alerts, logs, wallet,
// create, update, toggle, delete, start, stop, restart. What a create, start, stop or delete does
// is the mining-bot service's; positions, statistics and charts of bots are the simulator's routes.
import type { FastifyInstance } from 'fastify';
import { API } from '../../src/domain/contracts/api';
import { botCreateProblem, botUpdateProblem } from '../../src/domain/rules/mining/botRules';
import type { BotCreateBody, WalletTransaction } from '../../src/domain/contracts/bots';
import { permit, requirePermission, type AuthUser } from '../auth/guard';
import { badRequest } from '../http/errors';
import { ownedAnyBot, ownedBot, ownerWhere, userOf, withOwners } from '../http/ownership';
import { explorerTxUrl } from '../../src/domain/rules/mining/explorer';
import { journalPage } from '../journal/read';
import { serve } from '../http/serve';
import { TEXT } from '../http/texts';
import { strategyDetails, type BotRow } from '../data/rows';
import type { RouteDeps } from './deps';
import {
  applyBotUpdate,
  botAnswer,
  botBalances,
  createMiningBot,
  deleteMiningBot,
  startMiningBot,
  stopMiningBot,
  strategyOf,
  type NewMiningBot,
} from '../services/miningBots';

export function listBots(deps: RouteDeps, me: AuthUser): BotRow[] {
  const scope = ownerWhere(me);
  return deps.db.prepare(`SELECT * FROM bots WHERE ${scope.where} ORDER BY bot_id`).all(...scope.args) as BotRow[];
}

/** The body of a create, refused (400) in the spec's words unless it can make a bot. */
export function checkedNewBot(body: BotCreateBody, allowPrivateRpc: boolean): NewMiningBot {
  const problem = botCreateProblem(body, false, { allowPrivateRpc });
  if (problem) throw badRequest(problem);
  return body as NewMiningBot;
}

export async function registerBotRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db } = deps;
  const read = { onRequest: requirePermission('bot:read') };

  serve(app, API.bots, read, async (request) => {
    const me = userOf(request);
    return withOwners(
      db,
      me,
      listBots(deps, me).map((row) => botAnswer(deps, row)),
    );
  });

  serve(app, API.bot, read, async (request) => botAnswer(deps, ownedBot(db, request.params.id, userOf(request))));

  serve(app, API.botSettings, read, async (request) => {
    const row = ownedBot(db, request.params.id, userOf(request));
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

  serve(app, API.botAlerts, read, async (request) => {
    const row = ownedBot(db, request.params.id, userOf(request));
    const { limit = 100, offset = 0 } = request.query;
    const rows = db
      .prepare('SELECT * FROM alerts WHERE bot_id = ? ORDER BY id DESC LIMIT ? OFFSET ?')
      .all(row.bot_id, limit, offset) as Array<{
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

  // A mining or a hedge bot's journal; a hedge bot's asks for the right to read hedge bots as well.
  serve(app, API.botLogs, read, async (request) => {
    const me = userOf(request);
    const bot = ownedAnyBot(db, request.params.id, me);
    if (bot.kind === 'hedge') await permit('hedge:read')(request);
    return journalPage(db, request.params.id, request.query);
  });

  serve(app, API.walletBalance, read, async (request) => {
    const row = ownedBot(db, request.params.id, userOf(request));
    const list = botBalances(deps, row);
    return {
      bot_id: row.bot_id,
      wallet_address: row.wallet_address,
      network: row.network,
      balances: list,
      total_usd: list.reduce((s, b) => s + b.usd_value, 0),
    };
  });

  serve(app, API.tokenBalance, read, async (request) => {
    const row = ownedBot(db, request.params.id, userOf(request));
    const symbol = request.params.token.toUpperCase();
    const found = botBalances(deps, row).find((b) => b.token === symbol);
    return { bot_id: row.bot_id, token: symbol, amount: found?.amount ?? 0, usd_value: found?.usd_value ?? 0 };
  });

  serve(app, API.walletTransactions, read, async (request) => {
    const row = ownedBot(db, request.params.id, userOf(request));
    const { limit = 100, offset = 0 } = request.query;
    const template = deps.config.explorerTxUrls[row.network];
    const rows = db
      .prepare(
        'SELECT id, bot_id, tx_hash, type, token, amount, usd_value, status, gas_usd, created_at AS timestamp FROM wallet_transactions WHERE bot_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
      )
      .all(row.bot_id, limit, offset) as Array<WalletTransaction & { gas_usd: number | null }>;
    return rows.map(({ gas_usd, ...tx }) => ({
      ...tx,
      ...(gas_usd === null ? {} : { gas_usd }),
      explorer_url: explorerTxUrl(template, tx.tx_hash),
    }));
  });

  serve(app, API.createBot, { onRequest: requirePermission('bot:create') }, async (request, reply) => {
    const row = createMiningBot(deps, userOf(request), checkedNewBot(request.body ?? {}, deps.config.allowPrivateRpc));
    reply.code(201);
    return botAnswer(deps, row);
  });

  serve(app, API.updateBot, { onRequest: requirePermission('bot:update') }, async (request) => {
    const me = userOf(request);
    const row = ownedBot(db, request.params.id, me);
    const problem = botUpdateProblem(request.body, { allowPrivateRpc: deps.config.allowPrivateRpc });
    if (problem) throw badRequest(problem);
    return botAnswer(deps, applyBotUpdate(deps, me, row, request.body));
  });

  serve(app, API.toggleBot, read, async (request) => {
    const row = ownedBot(db, request.params.id, userOf(request));
    await permit(row.running === 1 ? 'bot:stop' : 'bot:start')(request);
    return botAnswer(deps, row.running === 1 ? stopMiningBot(deps, row, { stop_type: 'graceful' }) : startMiningBot(deps, row));
  });

  serve(app, API.deleteBot, { onRequest: requirePermission('bot:delete') }, async (request) => {
    const row = ownedBot(db, request.params.id, userOf(request));
    deleteMiningBot(deps, row);
    return { message: TEXT.bots.deleted, bot_id: row.bot_id };
  });

  serve(app, API.startBot, { onRequest: requirePermission('bot:start') }, async (request) =>
    botAnswer(deps, startMiningBot(deps, ownedBot(db, request.params.id, userOf(request)))),
  );

  serve(app, API.stopBot, { onRequest: requirePermission('bot:stop') }, async (request) =>
    botAnswer(deps, stopMiningBot(deps, ownedBot(db, request.params.id, userOf(request)), { stop_type: 'graceful' })),
  );

  serve(app, API.restartBot, { onRequest: [...requirePermission('bot:stop'), permit('bot:start')] }, async (request) => {
    const row = ownedBot(db, request.params.id, userOf(request));
    const stopped = row.running === 1 ? stopMiningBot(deps, row, { stop_type: 'graceful', reason: TEXT.journal.restart }) : row;
    return botAnswer(deps, startMiningBot(deps, stopped));
  });
}
