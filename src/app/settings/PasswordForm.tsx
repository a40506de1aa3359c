// Changing the password: the current one, the new one twice. The server ends every other session.
import { commandFailureText } from '../../domain/rules/sync/httpError';
import { useState, type FormEvent } from 'react';
import { useCommand } from '../data/useCommand';
import { settingsRu } from '../i18n/sections/settings';
import { hasErrors, validateNewPassword, type FormErrors, type NewPasswordForm } from '../session/accountValidation';
import { useCommandBlock } from '../session/SessionContext';
import { Button } from '../ui/Button';
import { TextField } from '../ui/Field';
import { Notice } from '../ui/Notice';
import { buttons, formGrid } from './settings.css';

const t = settingsRu.security;

export function PasswordForm() {
  const change = useCommand('profile.password');
  const blocked = useCommandBlock();
  const [current, setCurrent] = useState('');
  const [form, setForm] = useState<NewPasswordForm>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<FormErrors<NewPasswordForm> & { current?: string }>({});
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { ...validateNewPassword(form), ...(current ? {} : { current: settingsRu.errors.required }) };
    setErrors(found);
    setMessage(null);
    if (hasErrors(found)) return;
    try {
      const text = await change.mutateAsync({ currentPassword: current, newPassword: form.password });
      setMessage({ kind: 'success', text });
      setCurrent('');
      setForm({ password: '', confirm: '' });
    } catch (failure) {
      setMessage({ kind: 'error', text: commandFailureText(failure, t.failed) });
      setCurrent('');
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t.currentPassword}
        type="password"
        autoComplete="current-password"
        value={current}
        error={errors.current}
        disabled={change.isPending}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <div className={formGrid}>
        <TextField
          label={t.newPassword}
          type="password"
          autoComplete="new-password"
          value={form.password}
          error={errors.password}
          disabled={change.isPending}
          onChange={(e) => setForm((f) => ({ ...f, password: e.target.value }))}
        />
        <TextField
          label={t.repeatPassword}
          type="password"
          autoComplete="new-password"
          value={form.confirm}
          error={errors.confirm}
          disabled={change.isPending}
          onChange={(e) => setForm((f) => ({ ...f, confirm: e.target.value }))}
        />
      </div>
      {message && <Notice kind={message.kind}>{message.text}</Notice>}
      <div className={buttons} style={{ marginTop: 12 }}>
        <Button type="submit" variant="primary" disabled={change.isPending || !!blocked} title={blocked ?? undefined}>
          {change.isPending ? t.changingPassword : t.changePassword}
        </Button>
      </div>
    </form>
  );
}
