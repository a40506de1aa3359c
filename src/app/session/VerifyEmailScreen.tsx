import { useEffect, useState } from 'react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { toApiError } from '../../domain/rules/sync/httpError';
import { ru } from '../i18n/ru';
import { accountRu } from '../i18n/sections/account';
import { LoadingCard } from '../ui/States';
import { Notice } from '../ui/Notice';
import { AuthCard } from './AuthCard';
import { links } from './auth.css';
import { useSession } from './SessionContext';

// One call per token even when the screen mounts twice (StrictMode, a remount): a token is single-use.
const attempts = new Map<string, Promise<void>>();

type Outcome = { kind: 'checking' } | { kind: 'done' } | { kind: 'failed'; message: string };

const route = getRouteApi('/verify-email');

/** /verify-email?token=… (POST /api/auth/verify-email): confirms the address once, on arrival. */
export function VerifyEmailScreen() {
  const t = accountRu.verify;
  const title = ru.frame.account.verify;
  const { actions, status } = useSession();
  const token = route.useSearch().token ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'checking' });

  useEffect(() => {
    if (!token) return undefined;
    let live = true;
    let attempt = attempts.get(token);
    if (!attempt) {
      attempt = actions.verifyEmail(token);
      attempts.set(token, attempt);
    }
    attempt.then(
      () => {
        if (live) setOutcome({ kind: 'done' });
      },
      (error: unknown) => {
        if (live) setOutcome({ kind: 'failed', message: toApiError(error, t.failed).detail });
      },
    );
    return () => {
      live = false;
    };
  }, [actions, token, t.failed]);

  let body;
  if (!token) body = <Notice kind="error">{t.noToken}</Notice>;
  else if (outcome.kind === 'checking') body = <LoadingCard text={t.checking} />;
  else if (outcome.kind === 'done') body = <Notice kind="success">{t.done}</Notice>;
  else body = <Notice kind="error">{outcome.message}</Notice>;

  return (
    <AuthCard title={title}>
      {body}
      <div className={links}>
        {status === 'anonymous' && <Link to="/login">{t.toLogin}</Link>}
        <Link to="/">{t.toHome}</Link>
      </div>
    </AuthCard>
  );
}
