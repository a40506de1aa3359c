// The simulator's calendar: days and months start at 00:00 UTC (the figures say so: `day_start`,
// `time_zone`), and the periods of the PnL figures begin at a day's start.
export const DAY_MS = 86_400_000;

/** 00:00 UTC of the day `ts` falls in. */
export function dayStart(ts: number): number {
  return Math.floor(ts / DAY_MS) * DAY_MS;
}

/** 00:00 UTC of the 1st of the month `ts` falls in. */
export function monthStart(ts: number): number {
  const d = new Date(ts);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}
