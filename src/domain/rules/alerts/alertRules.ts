// A user's alert rules (issue 23): which events reach their devices, the daily-loss threshold and
// the quiet hours. Plain constants and the defaults; the schema is src/domain/contracts/push.ts.
import type { AlertRules } from '../../contracts/push';
import { DAILY_LOSS_MAX, DAILY_LOSS_MIN } from '../../contracts/values';
import { parseDecimal } from '../input/numberInput';

/** At most one alert per rule and position (or bot) in this long (issue 23). */
export const ALERT_REPEAT_MS = 60_000;
/** Alerts kept per user, newest first: the list in the app and what its mirror holds. */
export const ALERTS_KEPT = 200;

/** The daily-loss threshold as typed, in USDT, or null when it is not a number within the limits. */
export function parseDailyLoss(text: string): number | null {
  const amount = parseDecimal(text);
  return amount >= DAILY_LOSS_MIN && amount <= DAILY_LOSS_MAX ? amount : null;
}

/** Issue 23: stop-loss exits and bots in error on, the rest off; no quiet hours. */
export const DEFAULT_ALERT_RULES: AlertRules = {
  kinds: { stop_loss: true, out_of_range: false, rebalancing: false, bot_error: true, hedge_stopped: false, daily_loss: false },
  daily_loss_usdt: 100,
  quiet_hours: { enabled: false, start: '23:00', end: '07:00' },
  time_zone: 'UTC',
  updated_at: null,
};

/** Stored rules over the defaults: a kind added later starts at its default. */
export function withRuleDefaults(stored: Partial<AlertRules> | null | undefined): AlertRules {
  const d = DEFAULT_ALERT_RULES;
  if (!stored || typeof stored !== 'object') return { ...d, kinds: { ...d.kinds }, quiet_hours: { ...d.quiet_hours } };
  return {
    kinds: { ...d.kinds, ...(stored.kinds ?? {}) },
    daily_loss_usdt: typeof stored.daily_loss_usdt === 'number' ? stored.daily_loss_usdt : d.daily_loss_usdt,
    quiet_hours: { ...d.quiet_hours, ...(stored.quiet_hours ?? {}) },
    time_zone: typeof stored.time_zone === 'string' ? stored.time_zone : d.time_zone,
    updated_at: stored.updated_at ?? null,
  };
}
