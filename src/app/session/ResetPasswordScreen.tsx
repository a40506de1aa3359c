import { useState, type FormEvent } from 'react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { toApiError } from '../../domain/rules/sync/httpError';
import { ru } from '../i18n/ru';
import { accountRu } from '../i18n/sections/account';
import { Button } from '../ui/Button';
import { TextField } from '../ui/Field';
import { Notice } from '../ui/Notice';
import { hasErrors, validateNewPassword, type FormErrors, type NewPasswordForm } from './accountValidation';
import { AuthCard } from './AuthCard';
import { links, stack, submit as submitClass } from './auth.css';
import { useSession } from './SessionContext';

const route = getRouteApi('/reset-password');

/** /reset-password?token=… (POST /api/auth/reset-password): the link from the e-mail sets a new password. */
export function ResetPasswordScreen() {
  const t = accountRu.reset;
  const title = ru.frame.account.reset;
  const { actions } = useSession();
  const token = route.useSearch().token ?? '';
  const [form, setForm] = useState<NewPasswordForm>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<FormErrors<NewPasswordForm>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const found = validateNewPassword(form);
    setErrors(found);
    if (hasErrors(found)) return;
    setSubmitting(true);
    try {
      await actions.resetPassword(token, form.password);
      setDone(true);
    } catch (caught) {
      setFailure(toApiError(caught, t.failed).detail);
    } finally {
      setForm({ password: '', confirm: '' });
      setSubmitting(false);
    }
  }

  let body;
  if (!token) body = <Notice kind="error">{t.noToken}</Notice>;
  else if (done) body = <Notice kind="success">{t.done}</Notice>;
  else
    body = (
      <form className={stack} onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={submitting}>
        {failure && <Notice kind="error">{failure}</Notice>}
        <TextField
          label={t.password}
          type="password"
          autoComplete="new-password"
          required
          disabled={submitting}
          value={form.password}
          onChange={(e) => setForm((f) => ({ ...f, password: e.target.value }))}
          error={errors.password}
          hint={accountRu.register.passwordHint}
        />
        <TextField
          label={t.confirm}
          type="password"
          autoComplete="new-password"
          required
          disabled={submitting}
          value={form.confirm}
          onChange={(e) => setForm((f) => ({ ...f, confirm: e.target.value }))}
          error={errors.confirm}
        />
        <Button type="submit" variant="primary" className={submitClass} disabled={submitting}>
          {submitting ? t.submitting : t.submit}
        </Button>
      </form>
    );

  return (
    <AuthCard title={title}>
      {body}
      <div className={links}>
        {!token || failure ? <Link to="/forgot-password">{t.requestNew}</Link> : null}
        <Link to="/login">{t.toLogin}</Link>
      </div>
    </AuthCard>
  );
}
