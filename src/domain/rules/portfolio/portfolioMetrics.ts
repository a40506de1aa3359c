// Portfolio figures of the overview dashboard computed from real data: the closed positions of
// the history (equity curve, drawdown, VaR 95 %, Sharpe, Sortino, hourly activity) and the bots
// (network split). Pure functions; the screen decides what to show when data is short.
import type { MiningPosition } from '../../contracts/types';
import { compareCodes } from '../../format/format';

export interface Trade {
  /** Close time, ms. */
  closedAt: number;
  /** Open time, ms (NaN when unknown). */
  openedAt: number;
  pnl: number;
  invested: number;
}

export interface EquityPoint {
  t: number;
  equity: number;
}

const DAY_MS = 86_400_000;

function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A closed position's result: the net result when the server gives it, else the plain PnL. */
export function tradePnl(p: Pick<MiningPosition, 'net_pnl_usd' | 'pnl'>): number {
  return num(p.net_pnl_usd) ?? num(p.pnl) ?? 0;
}

/** Closed positions with a readable exit time, oldest first. Open ones are skipped. */
export function toTrades(positions: readonly MiningPosition[]): Trade[] {
  const trades: Trade[] = [];
  for (const p of positions) {
    if (!p.exit_timestamp) continue;
    const closedAt = Date.parse(p.exit_timestamp);
    if (!Number.isFinite(closedAt)) continue;
    trades.push({ closedAt, openedAt: Date.parse(p.timestamp), pnl: tradePnl(p), invested: num(p.initial_investment_usd) ?? 0 });
  }
  return trades.sort((a, b) => a.closedAt - b.closedAt);
}

/** Equity after each closed trade: the starting equity plus the cumulative realised result. */
export function equityCurve(trades: readonly Trade[], startingEquity = 0): EquityPoint[] {
  let equity = startingEquity;
  return [...trades]
    .sort((a, b) => a.closedAt - b.closedAt)
    .map((t) => {
      equity += t.pnl;
      return { t: t.closedAt, equity };
    });
}

export interface Drawdown {
  /** Largest fall from a running peak, in dollars (≥ 0). */
  amount: number;
  /** The same fall as a share of that peak, in percent; null when the peak is not positive. */
  percent: number | null;
}

/** Max drawdown of an equity series. The starting equity counts as the first peak. */
export function maxDrawdown(points: readonly EquityPoint[], startingEquity = 0): Drawdown {
  let peak = startingEquity;
  let worst: Drawdown = { amount: 0, percent: null };
  for (const { equity } of points) {
    if (equity > peak) peak = equity;
    const fall = peak - equity;
    if (fall > worst.amount) worst = { amount: fall, percent: peak > 0 ? (fall / peak) * 100 : null };
  }
  return worst;
}

function dayIndex(ms: number): number {
  return Math.floor(ms / DAY_MS);
}

/**
 * Result per calendar day (UTC) from the first to the last trading day, days without a close
 * counting as 0: a quiet day is a day of zero return, not a missing one.
 */
export function dailyPnl(trades: readonly Trade[]): number[] {
  if (trades.length === 0) return [];
  const byDay = new Map<number, number>();
  let first = Infinity;
  let last = -Infinity;
  for (const t of trades) {
    const d = dayIndex(t.closedAt);
    byDay.set(d, (byDay.get(d) ?? 0) + t.pnl);
    first = Math.min(first, d);
    last = Math.max(last, d);
  }
  const out: number[] = [];
  for (let d = first; d <= last; d++) out.push(byDay.get(d) ?? 0);
  return out;
}

function mean(xs: readonly number[]): number {
  return xs.reduce((s, x) => s + x, 0) / xs.length;
}

/** Crypto trades every day of the year. */
const ANNUALISE = Math.sqrt(365);

/**
 * Annualised Sharpe ratio of daily results (risk-free rate 0). Scale-free, so daily dollar results
 * give the same ratio as daily returns on a constant capital. Null with fewer than 2 days or no spread.
 */
export function sharpeRatio(daily: readonly number[]): number | null {
  if (daily.length < 2) return null;
  const m = mean(daily);
  const variance = daily.reduce((s, x) => s + (x - m) ** 2, 0) / (daily.length - 1);
  const sd = Math.sqrt(variance);
  if (!(sd > 0)) return null;
  return (m / sd) * ANNUALISE;
}

/** Annualised Sortino ratio: like Sharpe, but only losing days count as risk. Null without a losing day. */
export function sortinoRatio(daily: readonly number[]): number | null {
  if (daily.length < 2) return null;
  const m = mean(daily);
  const downside = Math.sqrt(daily.reduce((s, x) => s + Math.min(0, x) ** 2, 0) / daily.length);
  if (!(downside > 0)) return null;
  return (m / downside) * ANNUALISE;
}

/** Linear-interpolated quantile (q in 0..1) of an unsorted sample. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const pos = (sorted.length - 1) * Math.min(1, Math.max(0, q));
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

/**
 * Historical one-day VaR at 95 %: the daily loss exceeded on only 5 % of days, in dollars (≥ 0;
 * 0 when even the worst 5 % of days made money). Null with fewer than 2 days.
 */
export function valueAtRisk95(daily: readonly number[]): number | null {
  if (daily.length < 2) return null;
  return Math.max(0, -quantile(daily, 0.05));
}

/** Number of closes per hour of the day (24 buckets); `hourOf` picks the clock (local by default). */
export function hourlyActivity(trades: readonly Trade[], hourOf: (ms: number) => number = (ms) => new Date(ms).getHours()): number[] {
  const buckets = new Array<number>(24).fill(0);
  for (const t of trades) {
    const h = hourOf(t.closedAt);
    if (h >= 0 && h < 24) buckets[h] += 1;
  }
  return buckets;
}

export interface NetworkShare {
  network: string;
  count: number;
  percent: number;
}

/** Share of bots per network, largest first (ties by name); percents sum to 100. */
export function networkSplit(bots: ReadonlyArray<{ network: string }>): NetworkShare[] {
  const counts = new Map<string, number>();
  for (const b of bots) {
    const key = (b.network || '').trim().toLowerCase() || 'unknown';
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const total = bots.length;
  return [...counts.entries()]
    .map(([network, count]) => ({ network, count, percent: total > 0 ? (count / total) * 100 : 0 }))
    .sort((a, b) => b.count - a.count || compareCodes(a.network, b.network));
}

export interface RiskFigures {
  var95: number | null;
  maxDrawdown: Drawdown;
  sharpe: number | null;
  sortino: number | null;
  days: number;
  trades: number;
}

/** All risk metrics of the dashboard from one list of closed trades. */
export function riskFigures(trades: readonly Trade[], startingEquity = 0): RiskFigures {
  const daily = dailyPnl(trades);
  return {
    var95: valueAtRisk95(daily),
    maxDrawdown: maxDrawdown(equityCurve(trades, startingEquity), startingEquity),
    sharpe: sharpeRatio(daily),
    sortino: sortinoRatio(daily),
    days: daily.length,
    trades: trades.length,
  };
}

export interface ActivityEvent {
  kind: 'opened' | 'closed';
  at: number;
  botId: number;
  tokenId: number;
  symbol: string;
  network: string;
  pnl: number | null;
  exitReason: string | null;
}

/** The latest openings and closings, newest first. */
export function recentActivity(open: readonly MiningPosition[], closed: readonly MiningPosition[], limit = 8): ActivityEvent[] {
  const events: ActivityEvent[] = [];
  for (const p of open) {
    const at = Date.parse(p.timestamp);
    if (Number.isFinite(at))
      events.push({
        kind: 'opened',
        at,
        botId: p.bot_id,
        tokenId: p.token_id,
        symbol: p.symbol,
        network: p.network,
        pnl: null,
        exitReason: null,
      });
  }
  for (const p of closed) {
    const at = p.exit_timestamp ? Date.parse(p.exit_timestamp) : Number.NaN;
    if (Number.isFinite(at))
      events.push({
        kind: 'closed',
        at,
        botId: p.bot_id,
        tokenId: p.token_id,
        symbol: p.symbol,
        network: p.network,
        pnl: tradePnl(p),
        exitReason: p.exit_reason ?? null,
      });
  }
  return events.sort((a, b) => b.at - a.at).slice(0, Math.max(0, limit));
}
