// Quiet hours in the user's own time zone: an alert raised then is listed but not pushed. A window
// whose end is before its start runs over midnight (23:00–07:00); equal ends mean no window.
import type { AlertRules } from './contracts/push';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether the runtime knows this IANA time zone. */
export function isTimeZone(value: string): boolean {
  try {
    formatter(value);
    return true;
  } catch {
    return false;
  }
}

/** Minutes since local midnight at `now` in the zone (UTC for a zone the runtime does not know). */
export function localMinutes(now: number, timeZone: string): number {
  const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
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
