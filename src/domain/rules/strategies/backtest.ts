// Backtests as the app asks for and reads them (issue 55): the request body from a strategy (a
// draft, unsaved changes included, or a saved one), the answer checked and normalised once at the
// worker's edge, and what a comparison of several needs.
import type { Backtest, BacktestBody, BacktestEvent, BacktestPoint } from '../../contracts/backtest';
import type { BacktestDays } from './backtestLimits';
import { INVALID_FORMAT_DETAIL, apiError } from '../sync/httpError';
import type { ApiError, Strategy } from '../../contracts/types';

export type { Backtest };

/** Strategies side by side in one comparison. */
export const COMPARE_MAX = 3;

export interface BacktestRequest {
  strategy: Strategy;
  network: string;
  days: BacktestDays;
  investment: number;
}

/** The fields of a strategy a backtest body takes: what a save sends, without an admin list's extras. */
const STRATEGY_FIELDS = [
  'name',
  'description',
  'symbol',
  'position_size_percent',
  'channel_width',
  'channel_width_unit',
  'upper_channel',
  'lower_channel',
  'upper_channel_percent',
  'lower_channel_percent',
  'upper_stop_losses',
  'lower_stop_losses',
  'stops_unit',
  'upper_stop_losses_percent',
  'lower_stop_losses_percent',
  'exit_strategy_upper',
  'exit_strategy_lower',
  'max_positions',
  'max_position_size',
] as const satisfies ReadonlyArray<keyof Strategy>;

export function backtestBody(r: BacktestRequest): BacktestBody {
  const s = r.strategy;
  const fields: Record<string, unknown> = {};
  for (const key of STRATEGY_FIELDS) if (s[key] !== undefined && s[key] !== null) fields[key] = s[key];
  if (typeof s.strategy_id === 'number') fields.strategy_id = s.strategy_id;
  return {
    strategy: fields as BacktestBody['strategy'],
    network: r.network as BacktestBody['network'],
    days: r.days,
    initial_investment: r.investment,
  };
}

/** Whether two strategies would replay alike: the same fields a backtest takes. */
export function sameBacktestFields(a: Strategy, b: Strategy): boolean {
  return STRATEGY_FIELDS.every((key) => JSON.stringify(a[key] ?? null) === JSON.stringify(b[key] ?? null));
}

/** A call the backend does not have: «Сервер не поддерживает проверку на истории», not an error screen. */
export function backtestUnsupported(error: Pick<ApiError, 'status'> | null | undefined): boolean {
  return error?.status === 404 || error?.status === 405;
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const NUMBERS = [
  'fees_usd',
  'price_pnl_usd',
  'il_usd',
  'costs_usd',
  'hedge_pnl_usd',
  'net_usd',
  'hodl_usd',
  'apr_percent',
  'remints',
  'time_in_range_percent',
  'max_drawdown_usd',
] as const;

function point(raw: unknown): BacktestPoint | null {
  const p = raw as Record<string, unknown> | null;
  if (!p || !isNum(p.timestamp) || !isNum(p.value_usd)) return null;
  return {
    timestamp: p.timestamp,
    value_usd: p.value_usd,
    ...(isNum(p.hodl_usd) ? { hodl_usd: p.hodl_usd } : {}),
    ...(isNum(p.price) ? { price: p.price } : {}),
  };
}

function event(raw: unknown): BacktestEvent | null {
  const e = raw as Record<string, unknown> | null;
  if (!e || !isNum(e.timestamp) || !isNum(e.price) || typeof e.kind !== 'string') return null;
  return { timestamp: e.timestamp, kind: e.kind, price: e.price, reason: typeof e.reason === 'string' ? e.reason : null };
}

/** The answer as the app uses it; a malformed one (a figure missing, not a number) is an invalid-format error. */
export function normaliseBacktest(raw: unknown): Backtest {
  const b = raw as Record<string, unknown> | null;
  if (!b || typeof b !== 'object' || typeof b.from !== 'string' || typeof b.to !== 'string' || !NUMBERS.every((k) => isNum(b[k])))
    throw apiError(INVALID_FORMAT_DETAIL, 200);
  if (!Array.isArray(b.equity) || !Array.isArray(b.events)) throw apiError(INVALID_FORMAT_DETAIL, 200);
  return {
    ...(b as unknown as Backtest),
    equity: b.equity.map(point).filter((p): p is BacktestPoint => p !== null),
    events: b.events.map(event).filter((e): e is BacktestEvent => e !== null),
  };
}

/** One strategy's place in a comparison: its backtest, or why it has none. */
export type CompareOutcome = { backtest: Backtest } | { error: ApiError };

/** Whether every backtest of a comparison covers the same period (an hour may turn between two runs). */
export function samePeriod(results: ReadonlyArray<Pick<Backtest, 'from' | 'to'> | null>): boolean {
  const done = results.filter((r): r is Pick<Backtest, 'from' | 'to'> => r !== null);
  return done.every((r) => r.from === done[0].from && r.to === done[0].to);
}

/** The result against holding the first deposit's tokens instead: positive when the strategy did better. */
export function againstHolding(b: Pick<Backtest, 'net_usd' | 'hodl_usd'> & { initial_investment?: number }): number | null {
  return b.initial_investment === undefined ? null : b.initial_investment + b.net_usd - b.hodl_usd;
}
