import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { toApiError } from '../../domain/rules/sync/httpError';
import type { User } from '../../domain/contracts/types';
import type { LoginResult } from '../../worker/api';
import { ru } from '../i18n/ru';
import { loginRu } from '../i18n/sections/login';
import { Button } from '../ui/Button';
import { TextField } from '../ui/Field';
import { Notice } from '../ui/Notice';
import { QrCode } from '../ui/QrCode';
import { AuthCard } from './AuthCard';
import { links, qr, secretText, stack, submit as submitClass } from './auth.css';
import { useSession } from './SessionContext';
import { ServerMark } from '../ui/ServerMark';

/** The second step of a login, when the account has (or, as an admin, must set up) a second factor. */
type Step = Exclude<LoginResult, { kind: 'signedIn' }>;

/**
 * docs/product.md §2 login card: username-or-email and password, both required and disabled while
 * submitting; a failure shows the server's message in a red box, or 'Ошибка входа в систему'.
 * An account with a second factor is then asked for its code; an admin who must have one and has
 * none adds it to an authenticator here first (QR code and key), and sees the recovery codes once.
 */
export function LoginCard({ onSignedIn }: { onSignedIn?: (user: User) => void }) {
  const { actions, lastEnd, showRecoveryCodes } = useSession();
  const t = loginRu;
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [step, setStep] = useState<Step | null>(null);
  const [code, setCode] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const finish = (result: LoginResult) => {
    if (result.kind !== 'signedIn') {
      setStep(result);
      setCode('');
      setSubmitting(false);
      return;
    }
    if (result.recoveryCodes) showRecoveryCodes(result.recoveryCodes);
    onSignedIn?.(result.user);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (!login.trim() || !password) {
      setError(ru.frame.validation.required);
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const result = await actions.login(login.trim(), password);
      setPassword('');
      finish(result);
    } catch (caught) {
      setError(toApiError(caught, t.failed).detail || t.failed);
      setPassword('');
      setSubmitting(false);
    }
  }

  async function onCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (!code.trim()) {
      setError(ru.frame.validation.required);
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      finish(await actions.secondFactor(code.trim()));
    } catch (caught) {
      setError(toApiError(caught, t.failed).detail || t.failed);
      setCode('');
      setSubmitting(false);
    }
  }

  if (step) {
    const enrol = step.kind === 'enrol' ? step : null;
    return (
      <AuthCard title={enrol ? t.enrolTitle : t.codeTitle}>
        <form className={stack} onSubmit={(event) => void onCode(event)} aria-busy={submitting}>
          {step.message && <Notice kind="info">{step.message}</Notice>}
          {enrol && (
            <>
              <p style={{ margin: 0 }}>{t.enrolScan}</p>
              <QrCode className={qr} svg={enrol.qrSvg} alt={t.qrAlt} />
              <div>
                {t.secret}: <span className={secretText}>{enrol.secret}</span>
              </div>
            </>
          )}
          {error && <Notice kind="error">{error}</Notice>}
          <TextField
            label={t.code}
            hint={enrol ? undefined : t.codeHint}
            name="one-time-code"
            autoComplete="one-time-code"
            inputMode={enrol ? 'numeric' : 'text'}
            required
            autoFocus
            disabled={submitting}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <Button type="submit" variant="primary" className={submitClass} disabled={submitting}>
            {submitting ? t.codeSubmitting : t.codeSubmit}
          </Button>
        </form>
        <div className={links}>
          <Button
            onClick={() => {
              setStep(null);
              setError(null);
            }}
            disabled={submitting}
          >
            {t.again}
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={ru.frame.account.login}>
      <ServerMark />
      {lastEnd === 'inactive' && <Notice kind="warning">{ru.frame.session.inactive}</Notice>}
      <form className={stack} onSubmit={(event) => void onSubmit(event)} aria-busy={submitting}>
        {error && <Notice kind="error">{error}</Notice>}
        <TextField
          label={t.usernameOrEmail}
          name="username"
          autoComplete="username"
          required
          disabled={submitting}
          value={login}
          onChange={(e) => setLogin(e.target.value)}
        />
        <TextField
          label={t.password}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          disabled={submitting}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" variant="primary" className={submitClass} disabled={submitting}>
          {submitting ? t.submitting : t.submit}
        </Button>
      </form>
      <div className={links}>
        <Link to="/forgot-password">{t.forgot}</Link>
        <Link to="/register">{ru.frame.account.register}</Link>
        <Link to="/">{t.toHome}</Link>
      </div>
    </AuthCard>
  );
}
