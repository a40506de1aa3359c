import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { toApiError } from '../../domain/httpError';
import type { User } from '../../domain/types';
import { ru } from '../i18n/ru';
import { Button } from '../ui/Button';
import { TextField } from '../ui/Field';
import { Notice } from '../ui/Notice';
import { AuthCard } from './AuthCard';
import { links, stack, submit as submitClass } from './auth.css';
import { useSession } from './SessionContext';
import { ServerMark } from '../layout/ServerMark';

/**
 * Spec §2 login card: username-or-email and password, both required and disabled while
 * submitting; a failure shows the server's message in a red box, or 'Ошибка входа в систему'.
 */
export function LoginCard({ onSignedIn }: { onSignedIn?: (user: User) => void }) {
  const { actions, lastEnd } = useSession();
  const t = ru.frame.login;
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

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
      const user = await actions.login(login.trim(), password);
      onSignedIn?.(user);
    } catch (caught) {
      setError(toApiError(caught, t.failed).detail || t.failed);
      setPassword('');
      setSubmitting(false);
    }
  }

  return (
    <AuthCard title={t.title}>
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
        <Link to="/register">{t.register}</Link>
        <Link to="/">{t.toHome}</Link>
      </div>
    </AuthCard>
  );
}
