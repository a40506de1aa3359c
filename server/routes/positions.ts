// Positions: open ones, history with filters/sort/paging, one bot's positions, manual close and rebalance,
// generic ApiPosition list, a strategy's trading history.
import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { requirePermission, type AuthUser } from '../auth/guard';
import { badRequest, conflict, notFound } from '../http/errors';
import type { ApiPosition, MiningPosition } from '../../src/domain/contracts/types';
import type { SimInternals } from '../sim/engine/simulator';
import type { PositionRow } from '../sim/engine/rows';
import { slashSymbol } from '../sim/prices/symbols';
import { poolOf, poolUnits, positionTicks } from '../sim/pools/pool';
import { API } from '../../src/domain/contracts/api';
import { HistoryAnswer, OpenPositionsAnswer, type HistoryTotals } from '../../src/domain/contracts/positions';
import type { HistorySort, HistoryStatus } from '../../src/domain/contracts/values';
import { ownedAnyBot, ownedBot, ownedStrategy, scopeOf, userOf } from '../http/ownership';
import { parseDate } from '../http/dates';
import { sendBySchema, serve } from '../http/serve';
import { TEXT } from '../http/texts';
import { winRatePercent } from '../sim/stats/winRate';

const ORDER: Record<HistorySort, string> = {
  close_time_desc: '(closed_ms IS NULL) DESC, closed_ms DESC, token_id DESC',
  close_time_asc: '(closed_ms IS NULL) ASC, closed_ms ASC, token_id ASC',
  pnl_desc: 'pnl_usd DESC NULLS LAST, token_id DESC',
  pnl_asc: 'pnl_usd ASC NULLS LAST, token_id DESC',
};

/**
 * ORDER BY of a history page. Within one status the open-first term is constant (a closed position
 * always has closed_ms, an open one never), and leaving it out lets SQLite walk the
 * (…, status, closed_ms) index instead of sorting every matching row for each page.
 */
export function historyOrder(sort: HistorySort, status: HistoryStatus): string {
  const order = ORDER[sort];
  if (status !== 'open' && status !== 'closed') return order;
  return order.replace(/^\(closed_ms IS NULL\) (ASC|DESC), /, '');
}

interface HistoryFilter {
  userId: number | null;
  botId?: number;
  strategyId?: number;
  /** A pair, with or without the slash ('ETH/USDT', 'ETHUSDT'). */
  symbol?: string;
  status: HistoryStatus;
  start?: number | null;
  end?: number | null;
}

interface HistoryPageFilter extends HistoryFilter {
  sort: HistorySort;
  limit: number;
  offset: number;
}

// Prepared once per distinct query shape: history pages are the busiest read after open positions.
const statements = new WeakMap<Database.Database, Map<string, Database.Statement>>();
function prepared(db: Database.Database, sql: string): Database.Statement {
  let cache = statements.get(db);
  if (!cache) {
    cache = new Map();
    statements.set(db, cache);
  }
  let stmt = cache.get(sql);
  if (!stmt) {
    stmt = db.prepare(sql);
    cache.set(sql, stmt);
  }
  return stmt;
}

/** The WHERE clause of a history filter and its named parameters. */
function historyWhere(f: HistoryFilter): { sql: string; params: Record<string, number | string> } {
  const where: string[] = [];
  const params: Record<string, number | string> = {};
  if (f.botId !== undefined) {
    where.push('bot_id = @bot');
    params.bot = f.botId;
  } else where.push("bot_kind = 'mining'");
  if (f.userId !== null) {
    where.push('user_id = @user');
    params.user = f.userId;
  }
  if (f.strategyId !== undefined) {
    where.push('strategy_id = @strategy');
    params.strategy = f.strategyId;
  }
  if (f.symbol !== undefined) {
    where.push('symbol = @symbol');
    params.symbol = f.symbol.replace('/', '').toUpperCase();
  }
  if (f.status === 'open') where.push("status = 'open'");
  else if (f.status === 'closed') where.push("status = 'closed'");
  else if (f.status === 'liquidated') where.push("exit_reason = 'liquidated'"); // LP positions are not liquidated in the simulator
  // a position belongs to a period it was alive in: closed in it or after its start, or still open
  if (f.start != null) {
    where.push('(closed_ms IS NULL OR closed_ms >= @start)');
    params.start = f.start;
  }
  if (f.end != null) {
    where.push('opened_ms <= @end');
    params.end = f.end;
  }
  return { sql: where.join(' AND '), params };
}

/** One page of positions and the total matching, newest first by default. */
export function historyPage(
  db: Database.Database,
  inner: SimInternals,
  f: HistoryPageFilter,
  now: number,
): { positions: MiningPosition[]; total: number } {
  const { sql, params } = historyWhere(f);
  const total = (prepared(db, `SELECT COUNT(*) AS n FROM sim_positions WHERE ${sql}`).get(params) as { n: number }).n;
  const ids = prepared(
    db,
    `SELECT token_id FROM sim_positions WHERE ${sql} ORDER BY ${historyOrder(f.sort, f.status)} LIMIT @limit OFFSET @offset`,
  )
    .pluck()
    .all({ ...params, limit: f.limit, offset: f.offset }) as number[];
  return { positions: inner.engine.viewsOf(ids, now), total };
}

/**
 * Totals of everything a history filter matches: closed positions from their stored final result,
 * open ones from their live view (the stored figure of an open position is only its last flush).
 */
function historyTotals(db: Database.Database, inner: SimInternals, f: HistoryFilter, now: number): HistoryTotals {
  const { sql, params } = historyWhere(f);
  const closed = prepared(
    db,
    `SELECT COUNT(*) AS n, COALESCE(SUM(pnl_usd > 0), 0) AS wins, TOTAL(pnl_usd) AS pnl, TOTAL(fees_usd) AS fees
     FROM sim_positions WHERE ${sql} AND status = 'closed'`,
  ).get(params) as { n: number; wins: number; pnl: number; fees: number };
  const openIds = prepared(db, `SELECT token_id FROM sim_positions WHERE ${sql} AND status = 'open'`).pluck().all(params) as number[];
  const open = inner.engine.viewsOf(openIds, now);
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  const winRate = winRatePercent(closed.wins, closed.n);
  return {
    count: closed.n + open.length,
    closed: closed.n,
    wins: closed.wins,
    win_rate: winRate === null ? null : round(winRate),
    pnl_usd: round(closed.pnl + open.reduce((s, p) => s + p.pnl, 0)),
    fees_usd: round(closed.fees + open.reduce((s, p) => s + p.earned_fees, 0)),
  };
}

/** The generic position: its range as the pool's ticks, its liquidity in the pool's own units. */
function apiPosition(inner: SimInternals, r: PositionRow, now: number): ApiPosition {
  const v = inner.engine.view(r, now);
  const pool = poolOf(r.network, r.symbol);
  const ticks = positionTicks(pool, r);
  return {
    position_id: r.token_id,
    bot_id: r.bot_id,
    network: r.network,
    pair: slashSymbol(r.symbol),
    pool: pool.name,
    opened_at: v.timestamp,
    status: r.status,
    lower_tick: ticks.lowerTick,
    upper_tick: ticks.upperTick,
    liquidity: poolUnits(pool, r.liquidity).toString(),
    fee_tier: pool.fee,
    tick_spacing: pool.tickSpacing,
    liquidity_usd: v.current_position_value_usd,
    fees_usd: v.earned_fees,
    unrealized_pnl: r.status === 'open' ? v.pnl : 0,
    realized_pnl: r.status === 'closed' ? v.pnl : 0,
  };
}

export function registerPositionRoutes(app: FastifyInstance, db: Database.Database, inner: SimInternals): void {
  const read = { onRequest: requirePermission('bot:read') };
  const { engine } = inner;

  serve(app, API.openPositions, read, async (request, reply) => {
    const q = request.query;
    const user = userOf(request);
    if (q.bot_id !== undefined) ownedAnyBot(db, q.bot_id, user);
    const now = inner.now();
    const rows = inner.figures.openRows({ userId: scopeOf(user), botId: q.bot_id ?? null }).sort((a, b) => b.opened_ms - a.opened_ms);
    // every position lives in the simulated pool, so checking "the chain" always confirms it
    return sendBySchema(reply, OpenPositionsAnswer, { positions: engine.views(rows, now), verified: q.check_blockchain === true });
  });

  serve(app, API.positions, read, async (request) => {
    const q = request.query;
    const page = historyPage(
      db,
      inner,
      {
        userId: scopeOf(userOf(request)),
        status: q.status ?? 'all',
        sort: 'close_time_desc',
        limit: q.limit ?? 100,
        offset: q.offset ?? 0,
      },
      inner.now(),
    );
    const now = inner.now();
    return page.positions.map((v) => apiPosition(inner, engine.row(v.token_id)!, now));
  });

  /** The filters of the history and its totals, checked: another user's bot is 404, a reversed period 400. */
  const historyFilterOf = (
    q: { bot_id?: number; symbol?: string; status?: HistoryStatus; start_date?: string; end_date?: string },
    user: AuthUser,
  ): HistoryFilter => {
    if (q.bot_id !== undefined) ownedAnyBot(db, q.bot_id, user);
    const start = parseDate(q.start_date, 'start_date');
    const end = parseDate(q.end_date, 'end_date');
    if (start !== null && end !== null && start > end) throw badRequest(TEXT.positions.badRange);
    return { userId: scopeOf(user), botId: q.bot_id, symbol: q.symbol, status: q.status ?? 'all', start, end };
  };

  serve(app, API.history, read, async (request, reply) => {
    const q = request.query;
    return sendBySchema(
      reply,
      HistoryAnswer,
      historyPage(
        db,
        inner,
        {
          ...historyFilterOf(q, userOf(request)),
          sort: q.sort ?? 'close_time_desc',
          limit: q.limit ?? 25,
          offset: q.offset ?? 0,
        },
        inner.now(),
      ),
    );
  });

  serve(app, API.historyTotals, read, async (request) =>
    historyTotals(db, inner, historyFilterOf(request.query, userOf(request)), inner.now()),
  );

  serve(app, API.botPositions, read, async (request) => {
    const { id: botId } = request.params;
    ownedAnyBot(db, botId, userOf(request));
    const now = inner.now();
    return engine.views(
      engine.openOf(botId).sort((a, b) => b.opened_ms - a.opened_ms),
      now,
    );
  });

  serve(app, API.botHistory, read, async (request) => {
    const { id: botId } = request.params;
    const q = request.query;
    ownedAnyBot(db, botId, userOf(request));
    return historyPage(
      db,
      inner,
      { userId: null, botId, status: q.status ?? 'all', sort: q.sort ?? 'close_time_desc', limit: q.limit ?? 25, offset: q.offset ?? 0 },
      inner.now(),
    );
  });

  const positionOf = (botId: number, positionId: number): PositionRow => {
    const row = engine.row(positionId);
    if (!row || row.bot_id !== botId) throw notFound(TEXT.notFound.position);
    return row;
  };

  serve(app, API.botPosition, read, async (request) => {
    const { id: botId, positionId } = request.params;
    ownedAnyBot(db, botId, userOf(request));
    return engine.view(positionOf(botId, positionId), inner.now());
  });

  serve(app, API.closePosition, { onRequest: requirePermission('bot:stop') }, async (request) => {
    const { id: botId, positionId } = request.params;
    ownedBot(db, botId, userOf(request));
    const row = positionOf(botId, positionId);
    const now = inner.now();
    if (!engine.closeManually(row.token_id, now)) throw conflict(TEXT.positions.closed);
    return engine.view(engine.row(row.token_id)!, now);
  });

  // the same permission as a close: a rebalance is a close followed by a mint
  serve(app, API.rebalancePosition, { onRequest: requirePermission('bot:stop') }, async (request) => {
    const { id: botId, positionId } = request.params;
    ownedBot(db, botId, userOf(request));
    const row = positionOf(botId, positionId);
    const now = inner.now();
    const next = engine.rebalance(row.token_id, now);
    if (next === 'not_open') throw conflict(TEXT.positions.closed);
    if (next === 'balanced') throw conflict(TEXT.positions.balanced);
    return engine.view(next, now);
  });

  serve(app, API.tradingHistory, read, async (request) => {
    const { id: strategyId } = request.params;
    const q = request.query;
    const user = userOf(request);
    ownedStrategy(db, strategyId, user);
    return historyPage(
      db,
      inner,
      { userId: null, strategyId, status: q.status ?? 'all', sort: 'close_time_desc', limit: q.limit ?? 100, offset: q.offset ?? 0 },
      inner.now(),
    ).positions;
  });
}
