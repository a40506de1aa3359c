import { useEffect, useState, type FormEvent } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import { toApiError } from '../../domain/rules/sync/httpError';
import { ru } from '../i18n/ru';
import { accountRu } from '../i18n/sections/account';
import { Button } from '../ui/Button';
import { TextField } from '../ui/Field';
import { Notice } from '../ui/Notice';
import { useToast } from '../ui/Toast';
import { hasErrors, validateRegister, type FormErrors, type RegisterForm } from './accountValidation';
import { AuthCard } from './AuthCard';
import { links, stack, submit as submitClass } from './auth.css';
import { useSession } from './SessionContext';

const EMPTY: RegisterForm = { username: '', email: '', fullName: '', password: '', confirm: '' };

/** /register (POST /api/auth/register): a new account signs in at once (docs/product.md §4). */
export function RegisterScreen() {
  const t = accountRu.register;
  const title = ru.frame.account.register;
  const { status, actions } = useSession();
  const router = useRouter();
  const toast = useToast();
  const [form, setForm] = useState<RegisterForm>(EMPTY);
  const [errors, setErrors] = useState<FormErrors<RegisterForm>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (status === 'authenticated' && !submitting) router.history.replace('/');
  }, [status, submitting, router]);

  const set = (key: keyof RegisterForm) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateRegister(form);
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) return;
    setSubmitting(true);
    try {
      const user = await actions.register({
        username: form.username.trim(),
        email: form.email.trim(),
        password: form.password,
        ...(form.fullName.trim() ? { full_name: form.fullName.trim() } : {}),
      });
      setForm(EMPTY);
      // The server keeps a new account unverified until the link from the e-mail is opened.
      if (user.status === 'pending_verification')
        toast.show({ kind: 'info', title: t.done, text: ru.frame.account.confirmEmail, durationMs: 10_000 });
      else toast.show({ kind: 'success', title: t.done, durationMs: 5000 });
      router.history.replace('/');
    } catch (error) {
      setFailure(toApiError(error, t.failed).detail);
      setForm((f) => ({ ...f, password: '', confirm: '' }));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthCard title={title}>
      <form className={stack} onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={submitting}>
        {failure && <Notice kind="error">{failure}</Notice>}
        <TextField
          label={t.username}
          autoComplete="username"
          required
          disabled={submitting}
          value={form.username}
          onChange={set('username')}
          error={errors.username}
        />
        <TextField
          label={t.email}
          type="email"
          autoComplete="email"
          required
          disabled={submitting}
          value={form.email}
          onChange={set('email')}
          error={errors.email}
        />
        <TextField label={t.fullName} autoComplete="name" disabled={submitting} value={form.fullName} onChange={set('fullName')} />
        <TextField
          label={t.password}
          type="password"
          autoComplete="new-password"
          required
          disabled={submitting}
          value={form.password}
          onChange={set('password')}
          error={errors.password}
          hint={t.passwordHint}
        />
        <TextField
          label={t.confirm}
          type="password"
          autoComplete="new-password"
          required
          disabled={submitting}
          value={form.confirm}
          onChange={set('confirm')}
          error={errors.confirm}
        />
        <Button type="submit" variant="primary" className={submitClass} disabled={submitting}>
          {submitting ? t.submitting : t.submit}
        </Button>
      </form>
      <div className={links}>
        <Link to="/login">{t.haveAccount}</Link>
        <Link to="/">{ru.errors.toHome}</Link>
      </div>
    </AuthCard>
  );
}
