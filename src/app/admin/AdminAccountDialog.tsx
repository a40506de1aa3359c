// The admin's account form (issue 52): a new account (username, e-mail, role, limits; its owner
// sets the password through the link the server mails), or another account's role and limits.
// Every problem of the form is named at once, before anything is sent; the server's refusal (a
// name taken, the last active admin) is shown as it says it.
import { useState } from 'react';
import { USERNAME_MAX, USERNAME_MIN } from '../../domain/rules/accounts/accountRules';
import {
  DEFAULT_CONCURRENT_BOTS,
  USER_LIMITS,
  USER_LIMIT_KEYS,
  accountLimits,
  accountProblems,
  type AccountField,
  type AccountForm,
  type AccountProblem,
  type UserLimitKey,
} from '../../domain/rules/admin/adminUsers';
import { commandFailureText } from '../../domain/rules/sync/httpError';
import { ROLES, roleLabel } from '../../domain/rules/accounts/permissions';
import type { AdminUser, Role } from '../../domain/contracts/types';
import { useCommand } from '../data/useCommand';
import { useSnapshot } from '../data/useSnapshot';
import { fill } from '../i18n/fill';
import { adminRu } from '../i18n/sections/admin';
import { accountRu } from '../i18n/sections/account';
import { frameRu } from '../i18n/sections/frame';
import { useCommandBlock } from '../session/SessionContext';
import { Button } from '../ui/Button';
import { SelectField, TextField } from '../ui/Field';
import { Modal } from '../ui/Modal';
import { Notice } from '../ui/Notice';
import { dialogActions, fieldHint } from '../ui/ui.css';
import { settingsGrid } from './admin.css';

const t = adminRu.accounts;
const roleOptions = ROLES.map((r) => ({ value: r, label: roleLabel(r) }));
const LIMIT_LABELS: Record<UserLimitKey, string> = {
  max_bots: t.maxBots,
  max_concurrent_bots: t.maxConcurrent,
  api_rate_limit: t.apiLimit,
};

function problemText(field: AccountField, problem: AccountProblem): string {
  const v = accountRu.validation;
  if (problem === 'required') return frameRu.validation.required;
  if (problem === 'usernameShort') return fill(v.usernameShort, { min: USERNAME_MIN });
  if (problem === 'usernameLong') return fill(v.usernameLong, { max: USERNAME_MAX });
  if (problem === 'usernameChars') return v.usernameChars;
  if (problem === 'emailInvalid') return v.email;
  return fill(t.limitRange, USER_LIMITS[field as UserLimitKey]);
}

/** A failed call in words: a backend without the call says so rather than 'Не найдено'. */
function failure(error: unknown, fallback: string): string {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 404 || status === 405 ? t.unsupported : commandFailureText(error, fallback);
}

function formOf(user: AdminUser | null, defaults: { max_bots: number; api_rate_limit: number }): AccountForm {
  return {
    username: user?.username ?? '',
    email: user?.email ?? '',
    role: user?.role ?? 'user',
    max_bots: String(user?.max_bots ?? defaults.max_bots),
    max_concurrent_bots: String(user?.max_concurrent_bots ?? DEFAULT_CONCURRENT_BOTS),
    api_rate_limit: String(user?.api_rate_limit ?? defaults.api_rate_limit),
  };
}

/** `user` null: a new account. `onDone` gets the line to show under the table. */
export function AdminAccountDialog({
  user,
  onClose,
  onDone,
}: {
  user: AdminUser | null;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const mode = user ? 'edit' : 'create';
  const settings = useSnapshot('adminSettings', {});
  const create = useCommand('admin.createUser');
  const update = useCommand('admin.updateUser');
  const blocked = useCommandBlock();
  const [form, setForm] = useState<AccountForm>(() =>
    formOf(user, { max_bots: settings.data?.default_max_bots ?? 5, api_rate_limit: settings.data?.api_rate_limit ?? 10_000 }),
  );
  const [shown, setShown] = useState<Partial<Record<AccountField, AccountProblem>>>({});
  const [error, setError] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;

  const set = (field: AccountField) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setShown((s) => ({ ...s, [field]: undefined }));
    setError(null);
  };
  const fieldError = (field: AccountField) => {
    const problem = shown[field];
    return problem ? problemText(field, problem) : null;
  };

  const submit = () => {
    const problems = accountProblems(form, mode);
    setShown(problems);
    if (Object.keys(problems).length > 0) return;
    setError(null);
    const limits = accountLimits(form);
    if (!user) {
      create.mutateAsync({ username: form.username.trim(), email: form.email.trim(), ...limits }).then(
        (made) => onDone(fill(t.created, { name: made.username, email: made.email })),
        (e: unknown) => setError(failure(e, t.createFailed)),
      );
      return;
    }
    update.mutateAsync({ userId: user.user_id, changes: limits }).then(
      (saved) => onDone(fill(t.updated, { name: saved.username })),
      (e: unknown) => setError(failure(e, t.updateFailed)),
    );
  };

  return (
    <Modal title={user ? fill(t.editTitle, { name: user.username }) : t.createTitle} onClose={() => !pending && onClose()} wide>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <p className={fieldHint} style={{ marginTop: 0 }}>
          {user ? `${user.username} · ${user.email}` : t.createHint}
        </p>
        <div className={settingsGrid}>
          {!user && (
            <>
              <TextField
                label={t.username}
                value={form.username}
                autoComplete="off"
                spellCheck={false}
                maxLength={USERNAME_MAX}
                error={fieldError('username')}
                onChange={(e) => set('username')(e.target.value)}
              />
              <TextField
                label={t.email}
                type="email"
                value={form.email}
                autoComplete="off"
                error={fieldError('email')}
                onChange={(e) => set('email')(e.target.value)}
              />
            </>
          )}
          <SelectField
            label={t.role}
            options={roleOptions}
            value={form.role}
            hint={user && form.role !== user.role ? t.roleChangeNote : undefined}
            onChange={(e) => set('role')(e.target.value as Role)}
          />
          {USER_LIMIT_KEYS.map((key) => (
            <TextField
              key={key}
              label={LIMIT_LABELS[key]}
              type="number"
              inputMode="numeric"
              min={USER_LIMITS[key].min}
              max={USER_LIMITS[key].max}
              value={form[key]}
              error={fieldError(key)}
              onChange={(e) => set(key)(e.target.value)}
            />
          ))}
        </div>
        {error && <Notice kind="error">{error}</Notice>}
        {blocked && (
          <p className={fieldHint} role="status">
            {blocked}
          </p>
        )}
        <div className={dialogActions}>
          <Button onClick={onClose} disabled={pending}>
            {adminRu.settings.cancel}
          </Button>
          <Button type="submit" variant="primary" disabled={pending || !!blocked}>
            {user ? (pending ? t.saving : t.save) : pending ? t.creating : t.create}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
