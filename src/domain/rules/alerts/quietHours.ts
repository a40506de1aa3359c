// Quiet hours in the user's own time zone: an alert raised then is listed but not pushed. A window
// whose end is before its start runs over midnight (23:00–07:00); equal ends mean no window.
import type { AlertRules } from '../../contracts/push';

/** Formatters kept, one per canonical zone, least recently used dropped first: any number of
 * spellings of one zone (europe/moscow, EUROPE/MOSCOW…) share one, and no flood of zones grows it. */
export const FORMATTERS_KEPT = 64;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's canonical IANA name as the runtime spells it, or null when it does not know the zone. */
export function canonicalTimeZone(value: string): string | null {
  if (formatters.has(value)) return value;
  try {
    return new Intl.DateTimeFormat('en-GB', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The formatter of a canonical zone. */
function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (f) formatters.delete(zone);
  else f = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  formatters.set(zone, f);
  if (formatters.size > FORMATTERS_KEPT) formatters.delete(formatters.keys().next().value as string);
  return f;
}

/** How many formatters are kept now (tests). */
export const formattersKept = (): number => formatters.size;

/** Whether the runtime knows this IANA time zone. */
export function isTimeZone(value: string): boolean {
  return canonicalTimeZone(value) !== null;
}

/** Minutes since local midnight at `now` in the zone (UTC for a zone the runtime does not know). */
export function localMinutes(now: number, timeZone: string): number {
  const zone = canonicalTimeZone(timeZone) ?? 'UTC';
  let hour = 0;
  let minute = 0;
  for (const part of formatter(zone).formatToParts(now)) {
    if (part.type === 'hour') hour = Number(part.value) % 24;
    if (part.type === 'minute') minute = Number(part.value);
  }
  return hour * 60 + minute;
}

/** 'HH:MM' → minutes since midnight. */
function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h || 0) * 60 + (m || 0);
}

export function isQuietTime(now: number, rules: Pick<AlertRules, 'quiet_hours' | 'time_zone'>): boolean {
  const { enabled, start, end } = rules.quiet_hours;
  if (!enabled) return false;
  const from = minutesOf(start);
  const to = minutesOf(end);
  if (from === to) return false;
  const m = localMinutes(now, rules.time_zone);
  return from < to ? m >= from && m < to : m >= from || m < to;
}
