import { useEffect, useState } from 'react';
import { ru } from '../i18n/ru';
import { userMenuRu } from '../i18n/sections/userMenu';
import { warnsOfEnd } from '../../domain/rules/accounts/sessionRules';
import { formatRemaining } from '../session/remaining';
import { Button } from '../ui/Button';
import { sessionBox, sessionBoxWarning, sessionRow } from './layout.css';
import { useExtendSession } from './useExtendSession';

/**
 * docs/product.md §2 session panel: remaining time (hours and minutes, every 1 s); yellow with an extend button
 * when under 5 min remain of a session that will really end (`endsAt`). A session the worker renews
 * on its own says so instead of warning (issue 52).
 */
export function SessionPanel({ expiresAt, endsAt }: { expiresAt: number; endsAt: number | null }) {
  const t = userMenuRu;
  const { extending, extend } = useExtendSession();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const remaining = (endsAt ?? expiresAt) - now;
  const warn = warnsOfEnd(endsAt, now);

  return (
    <div className={warn ? sessionBoxWarning : sessionBox} data-state={warn ? 'warning' : 'ok'} data-testid="session-panel">
      <div className={sessionRow}>
        <span>
          {t.session}: {t.remaining.toLowerCase()}
        </span>
        <strong aria-live="off">{formatRemaining(remaining)}</strong>
      </div>
      {endsAt === null && <span style={{ fontSize: '0.85rem' }}>{t.renewsItself}</span>}
      {warn && (
        <Button variant="primary" onClick={() => void extend()} disabled={extending}>
          {extending ? ru.frame.userMenu.extending : t.extend}
        </Button>
      )}
    </div>
  );
}
