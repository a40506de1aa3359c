import { EXPIRY_WARNING_MS } from '../../domain/rules/accounts/sessionRules';
import { fill } from '../i18n/fill';
import { ru } from '../i18n/ru';

/**
 * Remaining session time as hours and minutes ('1 ч 05 мин'), never negative: the one wording of
 * the header's session panel and the security settings.
 */
export function formatRemaining(ms: number): string {
  const totalMinutes = Math.max(0, Math.floor(ms / 60_000));
  return fill(ru.frame.userMenu.remainingValue, { h: Math.floor(totalMinutes / 60), m: String(totalMinutes % 60).padStart(2, '0') });
}

/** The last minutes as a countdown, 'm:ss' ('4:59'), for the header's indicator; never negative. */
export function formatCountdown(ms: number): string {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(totalSeconds / 60)}:${String(totalSeconds % 60).padStart(2, '0')}`;
}

/** How long until the warning starts (0 once it has). */
export function untilWarning(ms: number): number {
  return Math.max(0, ms - EXPIRY_WARNING_MS + 1);
}
