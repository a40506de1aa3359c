import { useEffect, useState } from 'react';
import { fill } from '../i18n/fill';
import { ru } from '../i18n/ru';
import { warnsOfEnd } from '../../domain/rules/accounts/sessionRules';
import { formatCountdown, untilWarning } from '../session/remaining';
import { useSession } from '../session/SessionContext';
import { sessionChip, sessionChipAction, sessionChipLabel } from './sessionIndicator.css';
import { useExtendSession } from './useExtendSession';

/**
 * The header's session warning (issue 22): once under 5 minutes remain (docs/product.md §9) of a session that
 * will really end (no renewal can come: issue 52), a yellow countdown that extends the session when
 * pressed, so the warning is seen without opening the user menu. Until then it renders nothing and
 * wakes once, when the warning starts; a session the worker renews on its own never shows it.
 */
export function SessionIndicator() {
  const t = ru.frame.header;
  const expiresAt = useSession().session?.endsAt ?? null;
  const { extending, extend } = useExtendSession();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (expiresAt === null) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      const left = expiresAt - at;
      const wait = untilWarning(left);
      // In the warning, wake when the countdown's second changes.
      timer = setTimeout(tick, wait > 0 ? wait : left > 0 ? left % 1000 || 1000 : 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [expiresAt]);

  if (expiresAt === null || !warnsOfEnd(expiresAt, now)) return null;
  const left = formatCountdown(expiresAt - now);
  return (
    <button
      type="button"
      className={sessionChip}
      title={fill(t.sessionEndsIn, { time: left })}
      disabled={extending}
      onClick={() => void extend()}
      data-testid="session-indicator"
    >
      <span className={sessionChipLabel}>{t.session}</span> <span>{left}</span>{' '}
      <span className={sessionChipAction}>{extending ? ru.frame.userMenu.extending : t.extend}</span>
    </button>
  );
}
