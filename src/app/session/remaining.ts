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
