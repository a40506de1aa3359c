// /settings/security: the current session (expiry, last activity, user agent), every session of the
// account (issue 18) with "Выйти на этом устройстве" and "Выйти на всех устройствах", the password
// change and the second factor.
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { formatDateTime } from '../../domain/format/format';
import { useCommand } from '../data/useCommand';
import { settingsRu } from '../i18n/sections/settings';
import { formatRemaining } from '../session/remaining';
import { useCommandBlock, useSession } from '../session/SessionContext';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { PasswordForm } from './PasswordForm';
import { SessionsList } from './SessionsList';
import { buttons, factName, facts, factValue, mono, panel, panelTitle } from './settings.css';
import { TwoFactorPanel } from './TwoFactorPanel';
import { commandFailureText } from '../../domain/rules/sync/httpError';

const t = settingsRu.security;

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={panel} aria-labelledby={id}>
      <h2 id={id} className={panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function SecurityPanel() {
  const { session, actions } = useSession();
  const navigate = useNavigate();
  const now = useNow(1000);
  const [leaving, setLeaving] = useState(false);
  const [askAll, setAskAll] = useState(false);
  const endAll = useCommand('sessions.endAll');
  const blocked = useCommandBlock();

  const logout = async () => {
    setLeaving(true);
    try {
      await actions.logout();
    } finally {
      // Logout always clears the session (docs/product.md §4), even when the call fails.
      void navigate({ to: '/' });
    }
  };

  return (
    <>
      <Section id="session-title" title={t.sessionTitle}>
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
      </Section>
      <Section id="sessions-title" title={t.sessionsTitle}>
        <p style={{ margin: 0 }}>{t.sessionsIntro}</p>
        <SessionsList />
      </Section>
      <Section id="logout-title" title={t.logoutTitle}>
        <p style={{ margin: 0 }}>{t.logoutText}</p>
        <div className={buttons}>
          <Button variant="danger" onClick={() => void logout()} disabled={leaving}>
            {leaving ? t.loggingOut : t.logout}
          </Button>
          <Button variant="danger" onClick={() => setAskAll(true)} disabled={leaving || !!blocked} title={blocked ?? undefined}>
            {t.logoutAll}
          </Button>
        </div>
        {askAll && (
          <ConfirmDialog
            title={t.logoutAll}
            confirmLabel={t.logoutAllConfirm}
            pendingLabel={t.loggingOut}
            pending={endAll.isPending}
            error={endAll.error ? commandFailureText(endAll.error, t.failed) : null}
            blockedReason={blocked}
            onClose={() => setAskAll(false)}
            onConfirm={() => {
              endAll.mutateAsync({}).then(
                () => void navigate({ to: '/' }),
                () => undefined,
              );
            }}
          >
            {t.logoutAllText}
          </ConfirmDialog>
        )}
      </Section>
      <Section id="password-title" title={t.passwordTitle}>
        <p style={{ margin: 0 }}>{t.passwordIntro}</p>
        <PasswordForm />
      </Section>
      <Section id="two-factor-title" title={t.twoFactorTitle}>
        <TwoFactorPanel />
      </Section>
    </>
  );
}
