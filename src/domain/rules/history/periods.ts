// Calendar periods in a time zone (issue 54): the day, the week (from Monday) and the month an
// instant falls in as a clock in that zone reads it, daylight saving included. The server cuts the
// statistics breakdown with these; the screen names the periods in the same zone.
import type { PeriodRow } from '../../contracts/statistics';
import type { PeriodUnit } from '../../contracts/values';

const HOUR_MS = 3_600_000;

/** The zone's canonical IANA name ('europe/moscow' → 'Europe/Moscow'), or null when the runtime does not know it. */
export function canonicalTimeZone(value: string): string | null {
  if (value.length === 0 || value.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

interface Wall {
  y: number;
  m: number; // 1–12
  d: number;
  h: number;
  mi: number;
  s: number;
}

function wallClock(ts: number, zone: string): Wall {
  const w: Record<string, number> = {};
  for (const part of formatter(zone).formatToParts(ts)) if (part.type !== 'literal') w[part.type] = Number(part.value);
  return { y: w.year, m: w.month, d: w.day, h: w.hour % 24, mi: w.minute, s: w.second };
}

/** Zone time minus UTC at `ts`, in ms. */
function offsetAt(ts: number, zone: string): number {
  const w = wallClock(ts, zone);
  return Date.UTC(w.y, w.m - 1, w.d, w.h, w.mi, w.s) - Math.floor(ts / 1000) * 1000;
}

const dayKey = (y: number, m: number, d: number) => y * 10_000 + m * 100 + d;

/** The first instant of a calendar date in the zone (its midnight, or the hour after a midnight a clock change skipped). */
function startOfDate(y: number, m: number, d: number, zone: string): number {
  const date = new Date(Date.UTC(y, m - 1, d)); // normalises d = 0 or 32
  const [ty, tm, td] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
  const guess = date.getTime();
  let t = guess - offsetAt(guess, zone);
  t = guess - offsetAt(t, zone);
  const target = dayKey(ty, tm, td);
  for (let i = 0; i < 3; i++) {
    const w = wallClock(t, zone);
    if (dayKey(w.y, w.m, w.d) >= target) break;
    t += HOUR_MS;
  }
  return t;
}

/** The start of the period `ts` falls in. Weeks begin on Monday. */
export function periodStartOf(ts: number, unit: PeriodUnit, zone: string): number {
  const w = wallClock(ts, zone);
  if (unit === 'month') return startOfDate(w.y, w.m, 1, zone);
  if (unit === 'day') return startOfDate(w.y, w.m, w.d, zone);
  const weekday = (new Date(Date.UTC(w.y, w.m - 1, w.d)).getUTCDay() + 6) % 7; // Monday 0
  return startOfDate(w.y, w.m, w.d - weekday, zone);
}

/** The start of the period after the one that starts at `start`. */
export function nextPeriodStart(start: number, unit: PeriodUnit, zone: string): number {
  // an hour in: the wall clock then reads the period's first date even after a skipped midnight
  const w = wallClock(start + HOUR_MS, zone);
  if (unit === 'month') return startOfDate(w.y, w.m + 1, 1, zone);
  return startOfDate(w.y, w.m, w.d + (unit === 'week' ? 7 : 1), zone);
}

export interface Period {
  start: number;
  end: number;
}

/** The last `count` periods up to the one `now` falls in, oldest first. */
export function lastPeriods(now: number, unit: PeriodUnit, zone: string, count: number): Period[] {
  const starts = [periodStartOf(now, unit, zone)];
  while (starts.length < count) starts.push(periodStartOf(starts[starts.length - 1] - 1, unit, zone));
  starts.reverse();
  return starts.map((start, i) => ({ start, end: i + 1 < starts.length ? starts[i + 1] : nextPeriodStart(start, unit, zone) }));
}

/** A closed position as the breakdown counts it. */
export interface ClosedPosition {
  closed_ms: number;
  pnl_usd: number;
  fees_usd: number;
  invested_usd: number;
}

const round = (v: number, decimals: number) => Math.round(v * 10 ** decimals) / 10 ** decimals;

/** The figures of each period: positions closed in it, their net result, fees, ROI and win rate. */
export function periodFigures(periods: readonly Period[], closed: readonly ClosedPosition[]): PeriodRow[] {
  const sums = periods.map(() => ({ closed: 0, wins: 0, pnl: 0, fees: 0, invested: 0 }));
  for (const p of closed) {
    // binary search: the last period starting at or before the close
    let lo = 0;
    let hi = periods.length - 1;
    if (hi < 0 || p.closed_ms < periods[0].start || p.closed_ms >= periods[hi].end) continue;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (periods[mid].start <= p.closed_ms) lo = mid;
      else hi = mid - 1;
    }
    const s = sums[lo];
    s.closed += 1;
    if (p.pnl_usd > 0) s.wins += 1;
    s.pnl += p.pnl_usd;
    s.fees += p.fees_usd;
    s.invested += p.invested_usd;
  }
  return periods.map((period, i) => {
    const s = sums[i];
    return {
      start: new Date(period.start).toISOString(),
      end: new Date(period.end).toISOString(),
      closed: s.closed,
      wins: s.wins,
      pnl_usd: round(s.pnl, 6),
      fees_usd: round(s.fees, 6),
      invested_usd: round(s.invested, 6),
      roi_percent: s.invested > 0 ? round((s.pnl / s.invested) * 100, 4) : 0,
      win_rate: s.closed > 0 ? round((s.wins / s.closed) * 100, 4) : 0,
    };
  });
}

const two = (n: number) => String(n).padStart(2, '0');

/** A period as a table names it, in the zone it was cut in: '14.03.2026', '09.03–15.03.2026', 'Март 2026'. */
export function periodLabel(startIso: string, endIso: string, unit: PeriodUnit, zone: string): string {
  const start = Date.parse(startIso);
  const w = wallClock(start + HOUR_MS, zone);
  if (unit === 'day') return `${two(w.d)}.${two(w.m)}.${w.y}`;
  if (unit === 'month') {
    const name = new Intl.DateTimeFormat('ru-RU', { month: 'long', timeZone: zone }).format(start + HOUR_MS);
    return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${w.y}`;
  }
  const last = wallClock(Date.parse(endIso) - HOUR_MS, zone);
  return `${two(w.d)}.${two(w.m)}–${two(last.d)}.${two(last.m)}.${last.y}`;
}

/** The periods together: counts and sums added, ROI and win rate over the sums (not averaged). */
export function periodTotals(
  rows: readonly PeriodRow[],
): Pick<PeriodRow, 'closed' | 'wins' | 'pnl_usd' | 'fees_usd' | 'invested_usd' | 'roi_percent' | 'win_rate'> {
  const t = rows.reduce(
    (s, r) => ({
      closed: s.closed + r.closed,
      wins: s.wins + r.wins,
      pnl: s.pnl + r.pnl_usd,
      fees: s.fees + r.fees_usd,
      invested: s.invested + r.invested_usd,
    }),
    { closed: 0, wins: 0, pnl: 0, fees: 0, invested: 0 },
  );
  return {
    closed: t.closed,
    wins: t.wins,
    pnl_usd: round(t.pnl, 6),
    fees_usd: round(t.fees, 6),
    invested_usd: round(t.invested, 6),
    roi_percent: t.invested > 0 ? round((t.pnl / t.invested) * 100, 4) : 0,
    win_rate: t.closed > 0 ? round((t.wins / t.closed) * 100, 4) : 0,
  };
}
