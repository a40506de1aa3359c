import { useEffect, useState } from 'react';
import { toApiError } from '../../domain/httpError';
import { ru } from '../i18n/ru';
import { isExpiringSoon } from '../../domain/sessionRules';
import { formatRemaining } from '../session/remaining';
import { Button } from '../ui/Button';
import { useToast } from '../ui/Toast';
import { sessionBox, sessionBoxWarning, sessionRow } from './layout.css';

/** Spec §2 session panel: remaining time (hours and minutes, every 1 s); under 5 min yellow with an extend button. */
export function SessionPanel({ expiresAt, onExtend }: { expiresAt: number; onExtend: () => Promise<void> }) {
  const t = ru.frame.userMenu;
  const toast = useToast();
  const [now, setNow] = useState(() => Date.now());
  const [extending, setExtending] = useState(false);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const remaining = expiresAt - now;
  const warn = isExpiringSoon({ expiresAt }, now);

  async function extend() {
    setExtending(true);
    try {
      await onExtend(); // the worker announces success ('extended' → 'Сессия успешно продлена')
    } catch (error) {
      toast.show({ kind: 'error', title: t.extendFailed, text: toApiError(error).detail, durationMs: 5000 });
    } finally {
      setExtending(false);
    }
  }

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
          {extending ? t.extending : t.extend}
        </Button>
      )}
    </div>
  );
}
