// What the dashboard variants show beyond the overview (issue 22): capital by network, pair and
// bot; result per day; the drawdown over time; results per period for reports. Pure functions of
// the real data (open positions, closed trades, bots).
import { maxDrawdown, type EquityPoint, type Trade } from './portfolioMetrics';
import type { MiningPosition } from '../../contracts/types';

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

export interface Share {
  key: string;
  value: number;
  /** Percent of the total. */
  share: number;
  count: number;
}

/** Capital in open positions (their current value) grouped by `keyOf`, largest first. */
export function allocation(positions: readonly MiningPosition[], keyOf: (p: MiningPosition) => string): Share[] {
  const groups = new Map<string, Share>();
  for (const p of positions) {
    const key = keyOf(p) || '—';
    const g = groups.get(key) ?? { key, value: 0, share: 0, count: 0 };
    g.value += num(p.current_position_value_usd);
    g.count += 1;
    groups.set(key, g);
  }
  const total = [...groups.values()].reduce((s, g) => s + g.value, 0);
  return [...groups.values()]
    .map((g) => ({ ...g, share: total > 0 ? (g.value / total) * 100 : 0 }))
    .sort((a, b) => b.value - a.value || (a.key < b.key ? -1 : 1));
}

export interface DayResult {
  /** Start of the day (local), ms. */
  day: number;
  pnl: number;
  trades: number;
}

function localDay(ms: number): number {
  const d = new Date(ms);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/** Realised result per local day over the last `days` days up to `now`, quiet days as 0. */
export function dailyResults(trades: readonly Trade[], days: number, now: number): DayResult[] {
  const last = localDay(now);
  const out: DayResult[] = [];
  for (let i = days - 1; i >= 0; i--) {
    // through Date, not a fixed 24 h: a day with a clock change is 23 or 25 hours long
    const d = new Date(last);
    d.setDate(d.getDate() - i);
    out.push({ day: d.getTime(), pnl: 0, trades: 0 });
  }
  const index = new Map(out.map((r, i) => [r.day, i]));
  for (const t of trades) {
    const i = index.get(localDay(t.closedAt));
    if (i === undefined) continue;
    out[i].pnl += t.pnl;
    out[i].trades += 1;
  }
  return out;
}

export interface DrawdownPoint {
  t: number;
  /** Fall below the running peak, percent of that peak (≤ 0), or dollars when the peak is not positive. */
  drawdown: number;
}

/** The drawdown after each point of an equity curve (the underwater curve). */
export function drawdownSeries(points: readonly EquityPoint[], startingEquity: number): DrawdownPoint[] {
  let peak = startingEquity;
  return points.map(({ t, equity }) => {
    peak = Math.max(peak, equity);
    return { t, drawdown: peak > 0 ? ((equity - peak) / peak) * 100 : equity - peak };
  });
}

export type ReportPeriod = 'day' | 'week' | 'month';

export interface PeriodRow {
  /** Start of the period (local), ms. */
  start: number;
  trades: number;
  wins: number;
  pnl: number;
  /** Percent of trades with a positive result. */
  winRate: number;
  /** The period's largest fall of cumulative result from its peak, dollars (≥ 0). */
  drawdown: number;
}

function periodStart(ms: number, period: ReportPeriod): number {
  const d = new Date(localDay(ms));
  if (period === 'week') d.setDate(d.getDate() - ((d.getDay() + 6) % 7)); // weeks start on Monday
  if (period === 'month') d.setDate(1);
  return d.getTime();
}

/** Results of closed trades per day, week (from Monday) or month, newest first. */
export function periodReport(trades: readonly Trade[], period: ReportPeriod): PeriodRow[] {
  const groups = new Map<number, Trade[]>();
  for (const t of trades) {
    const key = periodStart(t.closedAt, period);
    const list = groups.get(key) ?? [];
    list.push(t);
    groups.set(key, list);
  }
  return [...groups.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([start, list]) => {
      const sorted = [...list].sort((a, b) => a.closedAt - b.closedAt);
      let cum = 0;
      const curve = sorted.map((t) => ({ t: t.closedAt, equity: (cum += t.pnl) }));
      const wins = list.filter((t) => t.pnl > 0).length;
      return {
        start,
        trades: list.length,
        wins,
        pnl: cum,
        winRate: (wins / list.length) * 100,
        drawdown: maxDrawdown(curve, 0).amount,
      };
    });
}
