import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { toApiError } from '../../domain/rules/sync/httpError';
import { ru } from '../i18n/ru';
import { accountRu } from '../i18n/sections/account';
import { Button } from '../ui/Button';
import { TextField } from '../ui/Field';
import { Notice } from '../ui/Notice';
import { emailError } from './accountValidation';
import { AuthCard } from './AuthCard';
import { links, stack, submit as submitClass } from './auth.css';
import { useSession } from './SessionContext';

/** /forgot-password (POST /api/auth/forgot-password): asks for a reset link. */
export function ForgotPasswordScreen() {
  const t = accountRu.forgot;
  const title = ru.frame.account.forgot;
  const { actions } = useSession();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const error = emailError(email);
    setFieldError(error);
    if (error) return;
    setSubmitting(true);
    try {
      await actions.forgotPassword(email.trim());
      setDone(true);
    } catch (caught) {
      setFailure(toApiError(caught, t.failed).detail);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthCard title={title} intro={done ? undefined : t.intro}>
      {done ? (
        <Notice kind="success">{t.done}</Notice>
      ) : (
        <form className={stack} onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={submitting}>
          {failure && <Notice kind="error">{failure}</Notice>}
          <TextField
            label={t.email}
            type="email"
            autoComplete="email"
            required
            disabled={submitting}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={fieldError}
          />
          <Button type="submit" variant="primary" className={submitClass} disabled={submitting}>
            {submitting ? t.submitting : t.submit}
          </Button>
        </form>
      )}
      <div className={links}>
        <Link to="/login">{t.back}</Link>
      </div>
    </AuthCard>
  );
}
