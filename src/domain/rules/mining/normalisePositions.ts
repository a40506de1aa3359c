// Position answers of docs/product.md §7 into UI shapes: open positions (an array or `{positions}`), history
// pages with `hasMore`, and the generic API position as the local Position model.
import { INVALID_FORMAT_DETAIL, apiError } from '../sync/httpError';
import type { ApiPosition, HistoryPage, HistoryPeriod, HistoryTotals, MiningPosition, Position } from '../../contracts/types';

function isMiningPosition(value: unknown): value is MiningPosition {
  return typeof value === 'object' && value !== null && typeof (value as MiningPosition).token_id === 'number';
}

function positionsArray(value: unknown): MiningPosition[] {
  if (!Array.isArray(value) || !value.every(isMiningPosition)) throw apiError(INVALID_FORMAT_DETAIL, 200);
  return value;
}

/** GET /api/positions/open answers an array or an object with `positions`. */
export function normaliseOpenPositions(body: unknown): MiningPosition[] {
  if (Array.isArray(body)) return positionsArray(body);
  if (typeof body === 'object' && body !== null && 'positions' in body) return positionsArray((body as { positions: unknown }).positions);
  throw apiError(INVALID_FORMAT_DETAIL, 200);
}

/** One position (the answer of a rebalance: the new position). */
export function normalisePosition(body: unknown): MiningPosition {
  if (!isMiningPosition(body)) throw apiError(INVALID_FORMAT_DETAIL, 200);
  return body;
}

export function normaliseHistoryPage(body: unknown, offset: number, limit: number): HistoryPage {
  if (typeof body !== 'object' || body === null) throw apiError(INVALID_FORMAT_DETAIL, 200);
  const { positions, total } = body as { positions?: unknown; total?: unknown };
  const list = positionsArray(positions);
  const count = typeof total === 'number' && Number.isFinite(total) ? total : offset + list.length;
  // Load-more continues while a full page comes back and the total is not reached.
  return { positions: list, total: count, hasMore: list.length >= limit && offset + list.length < count };
}

/**
 * GET /api/positions/history/totals → the UI's totals. A count or sum the answer lacks is an
 * invalid format (never shown as zero); a missing win rate is unknown (no closed position).
 */
export function normaliseHistoryTotals(body: unknown): HistoryTotals {
  if (typeof body !== 'object' || body === null) throw apiError(INVALID_FORMAT_DETAIL, 200);
  const b = body as Record<string, unknown>;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  const count = num(b.count);
  const closed = num(b.closed);
  const wins = num(b.wins);
  const pnl = num(b.pnl_usd);
  const fees = num(b.fees_usd);
  if (count === null || closed === null || wins === null || pnl === null || fees === null) throw apiError(INVALID_FORMAT_DETAIL, 200);
  return { count, closed, wins, winRate: num(b.win_rate), pnl, fees };
}

const PERIOD_DAYS: Readonly<Record<HistoryPeriod, number | null>> = { all: null, '1d': 1, '7d': 7, '30d': 30, '90d': 90 };

/** The history period as the server's start_date (ISO), or null for 'all'. */
export function periodStart(period: HistoryPeriod, now: number): string | null {
  const days = PERIOD_DAYS[period];
  return days === null || days === undefined ? null : new Date(now - days * 86_400_000).toISOString();
}

export function normaliseApiPosition(raw: ApiPosition): Position {
  return {
    id: raw.position_id,
    botId: raw.bot_id,
    network: raw.network,
    pair: raw.pair,
    pool: raw.pool,
    openedAt: raw.opened_at,
    status: String(raw.status).toUpperCase() === 'CLOSED' ? 'CLOSED' : 'OPEN',
    ticks: { lower: raw.lower_tick, upper: raw.upper_tick },
    liquidityUSD: Number(raw.liquidity_usd) || 0,
    feesUSD: Number(raw.fees_usd) || 0,
    unrealizedPnL: Number(raw.unrealized_pnl) || 0,
    realizedPnL: Number(raw.realized_pnl) || 0,
  };
}

/** A non-array where a list is expected is an invalid-format error (docs/product.md §7, §8). */
export function requireArray<T>(body: unknown): T[] {
  if (!Array.isArray(body)) throw apiError(INVALID_FORMAT_DETAIL, 200);
  return body as T[];
}
