// /settings/security: the current session (expiry, last activity, user agent) and logout.
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../domain/format';
import { settingsRu } from '../i18n/sections/settings';
import { formatRemaining } from '../session/remaining';
import { useSession } from '../session/SessionContext';
import { Button } from '../ui/Button';
import { buttons, factName, facts, factValue, mono, panel, panelTitle } from './settings.css';

const t = settingsRu.security;

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

export function SecurityPanel() {
  const { session, actions } = useSession();
  const navigate = useNavigate();
  const now = useNow(1000);
  const [leaving, setLeaving] = useState(false);

  const logout = async () => {
    setLeaving(true);
    try {
      await actions.logout();
    } finally {
      // Logout always clears the session (spec §4), even when the call fails.
      void navigate({ to: '/' });
    }
  };

  return (
    <>
      <section className={panel} aria-labelledby="session-title">
        <h2 id="session-title" className={panelTitle}>
          {t.sessionTitle}
        </h2>
        {session ? (
          <dl className={facts}>
            <dt className={factName}>{t.expiresAt}</dt>
            <dd className={factValue}>{formatDateTime(session.expiresAt)}</dd>
            <dt className={factName}>{t.remaining}</dt>
            <dd className={factValue}>{formatRemaining(session.expiresAt - now)}</dd>
            <dt className={factName}>{t.lastActivity}</dt>
            <dd className={factValue}>{formatDateTime(session.lastActivity)}</dd>
            <dt className={factName}>{t.userAgent}</dt>
            <dd className={mono}>{session.userAgent}</dd>
            <dt className={factName}>{t.sessionId}</dt>
            <dd className={mono}>{session.sessionId}</dd>
          </dl>
        ) : (
          <p>{t.noSession}</p>
        )}
        <p style={{ margin: 0 }}>{t.secretsNote}</p>
      </section>
      <section className={panel} aria-labelledby="logout-title">
        <h2 id="logout-title" className={panelTitle}>
          {t.logoutTitle}
        </h2>
        <p style={{ margin: 0 }}>{t.logoutText}</p>
        <div className={buttons}>
          <Button variant="danger" onClick={() => void logout()} disabled={leaving}>
            {leaving ? t.loggingOut : t.logout}
          </Button>
        </div>
      </section>
    </>
  );
}
