// POST /api/strategies/backtest (a draft, unsaved changes included) and
// POST /api/strategies/{id}/backtest (a saved strategy): whoever may read strategies, on strategies
// they can see. The request is checked and its bars read here; the replay runs in the pool.
import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { API } from '../../src/domain/contracts/api';
import { DEFAULT_INITIAL_INVESTMENT } from '../../src/domain/contracts/values';
import { backtestStrategy, backtestStrategyProblem } from '../../src/domain/rules/strategies/backtestRules';
import { nameProblem } from '../../src/domain/rules/input/inputHygiene';
import type { Strategy } from '../../src/domain/contracts/types';
import { requirePermission } from '../auth/guard';
import type { AuthUser } from '../auth/guard';
import { badRequest, HttpError } from '../http/errors';
import { ownedStrategy, userOf } from '../http/ownership';
import { serve } from '../http/serve';
import { TEXT } from '../http/texts';
import { checkExits } from '../services/strategies';
import type { Simulator } from '../sim/contract';
import { simInternals } from '../sim/engine/simulator';
import { BarCache } from './barCache';
import { BacktestPool, defaultWorkers } from './pool';
import { buildJob, draftStrategyRow, marketSymbol, storedStrategyRow } from './request';

function visibleStrategy(db: Database.Database, id: number, user: AuthUser) {
  try {
    return ownedStrategy(db, id, user);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) throw badRequest(TEXT.notFound.strategy);
    throw error;
  }
}

/** Far above a strategy with twenty stops a side and the longest description. */
const BODY_LIMIT = 16 * 1024;

export function registerBacktestRoutes(app: FastifyInstance, db: Database.Database, sim: Simulator): void {
  const inner = simInternals(sim);
  const bars = new BarCache(inner.market);
  const pool = new BacktestPool(defaultWorkers(process.env.BACKTEST_WORKERS));
  app.addHook('onClose', async () => pool.close());
  const options = { onRequest: requirePermission('bot:read'), bodyLimit: BODY_LIMIT };

  serve(app, API.backtest, options, async (request) => {
    const me = userOf(request);
    const body = request.body;
    const fields = body.strategy as Partial<Strategy>;
    const hidden = nameProblem(fields.name ?? '') ?? nameProblem(fields.description ?? '');
    if (hidden) throw badRequest(hidden);
    const pair = fields.symbol ?? 'ETH/USDT';
    const symbol = marketSymbol(inner, pair);
    const strategy = backtestStrategy(fields, pair, inner.market.price(symbol));
    const problem = backtestStrategyProblem(strategy);
    if (problem) throw badRequest(problem);
    // A draft of a saved strategy is its owner's: its exits lead among the owner's strategies. One
    // the user cannot see is bad input (400), so a 404 here only ever means the call is missing.
    const saved = typeof strategy.strategy_id === 'number' ? visibleStrategy(db, strategy.strategy_id, me) : null;
    const ownerId = saved?.user_id ?? me.user_id;
    checkExits(db, strategy, ownerId, saved?.strategy_id ?? null);
    const job = buildJob(db, inner, bars, {
      ownerId,
      symbol,
      network: body.network,
      days: body.days,
      investment: body.initial_investment ?? DEFAULT_INITIAL_INVESTMENT,
      strategy: draftStrategyRow(strategy, ownerId, body.strategy),
    });
    return pool.run(me.user_id, job);
  });

  serve(app, API.strategyBacktest, options, async (request) => {
    const me = userOf(request);
    const row = ownedStrategy(db, request.params.id, me);
    const body = request.body;
    const job = buildJob(db, inner, bars, {
      ownerId: row.user_id,
      symbol: marketSymbol(inner, row.symbol),
      network: body.network ?? row.network,
      days: body.days,
      investment: body.initial_investment ?? DEFAULT_INITIAL_INVESTMENT,
      strategy: storedStrategyRow(row),
    });
    return pool.run(me.user_id, job);
  });
}
