import { useEffect, useState } from 'react';
import { ru } from '../i18n/ru';
import { userMenuRu } from '../i18n/sections/userMenu';
import { isExpiringSoon } from '../../domain/sessionRules';
import { formatRemaining } from '../session/remaining';
import { Button } from '../ui/Button';
import { sessionBox, sessionBoxWarning, sessionRow } from './layout.css';
import { useExtendSession } from './useExtendSession';

/** docs/product.md §2 session panel: remaining time (hours and minutes, every 1 s); under 5 min yellow with an extend button. */
export function SessionPanel({ expiresAt }: { expiresAt: number }) {
  const t = userMenuRu;
  const { extending, extend } = useExtendSession();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const remaining = expiresAt - now;
  const warn = isExpiringSoon({ expiresAt }, now);

  return (
    <div className={warn ? sessionBoxWarning : sessionBox} data-state={warn ? 'warning' : 'ok'} data-testid="session-panel">
      <div className={sessionRow}>
        <span>
          {t.session}: {t.remaining.toLowerCase()}
        </span>
        <strong aria-live="off">{formatRemaining(remaining)}</strong>
      </div>
      {warn && (
        <Button variant="primary" onClick={() => void extend()} disabled={extending}>
          {extending ? ru.frame.userMenu.extending : t.extend}
        </Button>
      )}
    </div>
  );
}
