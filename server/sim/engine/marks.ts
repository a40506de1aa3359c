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

/** The marks with the result at `dayMs` (a day's start), the ones older than MARK_DAYS before it dropped. */
export function withMark(json: string, dayMs: number, result: number): string {
  const kept: Marks = {};
  for (const [day, value] of Object.entries(parseMarks(json))) if (Number(day) > dayMs - MARK_DAYS * DAY_MS) kept[day] = value;
  kept[String(dayMs)] = result;
  return JSON.stringify(kept);
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
