// Day marks of an open position: its unrealised result at each 00:00 UTC it was open through (the
// last MARK_DAYS of them), kept with the position (sim_positions.marks, JSON day start → result).
// They are the bases of the open positions' change over a period: today, the week, the last 30 days,
// the month so far. A position opened within the period counts whole.
import { DAY_MS } from './days';

/** Days of marks kept: a 30-day window and a month so far need at most 31. */
export const MARK_DAYS = 35;

export type Marks = Record<string, number>;

export function parseMarks(json: string | null | undefined): Marks {
  if (!json) return {};
  try {
    const value = JSON.parse(json) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Marks) : {};
  } catch {
    return {};
  }
}

/** The marks with `value` at `dayMs` (a day's start), the ones older than MARK_DAYS before it dropped. */
function withEntry(json: string, dayMs: number, value: unknown): string {
  const kept: Record<string, unknown> = {};
  for (const [day, old] of Object.entries(parseMarks(json))) if (Number(day) > dayMs - MARK_DAYS * DAY_MS) kept[day] = old;
  kept[String(dayMs)] = value;
  return JSON.stringify(kept);
}

/** The marks with the result at `dayMs` (a day's start), the ones older than MARK_DAYS before it dropped. */
export function withMark(json: string, dayMs: number, result: number): string {
  return withEntry(json, dayMs, result);
}

// Fee marks (sim_positions.fee_marks, JSON day start → [fees, rewards]): what a position had
// earned by each 00:00 UTC it was open through, so the fees of a period count when they were
// earned, not all at its close (docs/decisions/0113-one-week-fees-when-earned.md).

/** The fee marks with the fees and rewards earned by `dayMs`. */
export function withFeeMark(json: string, dayMs: number, fees: number, rewards: number): string {
  return withEntry(json, dayMs, [fees, rewards]);
}

/** The fees and rewards marked at `dayMs`, or null when none were. */
export function feeMarkAt(json: string, dayMs: number): { fees: number; rewards: number } | null {
  const value = (parseMarks(json) as Record<string, unknown>)[String(dayMs)];
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'number' && Number.isFinite(v))) return null;
  return { fees: value[0] as number, rewards: value[1] as number };
}

/**
 * The fees and rewards a position earned since `since` (a day's start): all of them when it
 * opened since then (or has no mark then), else what it earned after its mark.
 */
export function earnedSince(
  p: { opened_ms: number; fee_marks: string; fees_usd: number; rewards_usd: number },
  since: number,
): { fees: number; rewards: number } {
  const mark = p.opened_ms >= since ? null : feeMarkAt(p.fee_marks, since);
  return { fees: p.fees_usd - (mark?.fees ?? 0), rewards: p.rewards_usd - (mark?.rewards ?? 0) };
}

/** The result marked at `dayMs`, or null when none was taken then. */
export function markAt(json: string, dayMs: number): number | null {
  const value = parseMarks(json)[String(dayMs)];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * How much of a position's result `result` it made since `since` (a day's start): all of it when
 * it opened since then, else the change from its mark then. A position without that mark (opened
 * before the marks were kept) counts whole, as before.
 */
export function changeSince(p: { opened_ms: number; marks: string }, result: number, since: number): number {
  if (p.opened_ms >= since) return result;
  return result - (markAt(p.marks, since) ?? 0);
}
