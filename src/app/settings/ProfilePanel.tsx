// /settings: the signed-in user's profile (GET/PUT /api/profile/me through the worker) and avatar
// upload (images only; the worker re-fetches the profile afterwards, docs/product.md §7).
import { commandFailureText } from '../../domain/rules/sync/httpError';
import { useId, useState, type FormEvent } from 'react';
import {
  profileChanges,
  profileFormOf,
  sameProfileForm,
  validateAvatar,
  validateProfile,
  type ProfileErrors,
  type ProfileForm,
} from '../../domain/rules/accounts/profileForm';
import { roleLabel } from '../../domain/rules/accounts/permissions';
import type { User } from '../../domain/contracts/types';
import { useCommand } from '../data/useCommand';
import { settingsRu } from '../i18n/sections/settings';
import { useCommandBlock, useSession } from '../session/SessionContext';
import { Button } from '../ui/Button';
import { TextField } from '../ui/Field';
import { Notice } from '../ui/Notice';
import { LoadingCard } from '../ui/States';
import { fieldHint, fieldLabel, input } from '../ui/ui.css';
import { avatar, buttons, factName, facts, factValue, formGrid, identity, panel, panelTitle } from './settings.css';
import { fill } from '../i18n/fill';

const t = settingsRu.profile;
const e = settingsRu.errors;

function Avatar({ user }: { user: User }) {
  const [broken, setBroken] = useState(false);
  const name = user.full_name || user.username;
  if (user.avatar_url && !broken) {
    return <img className={avatar} src={user.avatar_url} alt={fill(t.avatarAlt, { name })} onError={() => setBroken(true)} />;
  }
  return (
    <span className={avatar} role="img" aria-label={t.noAvatar}>
      {name.charAt(0).toUpperCase()}
    </span>
  );
}

function AvatarUpload() {
  const upload = useCommand('profile.avatar');
  const blocked = useCommandBlock();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [inputKey, setInputKey] = useState(0);

  const choose = (f: File | null) => {
    setDone(false);
    setFile(null);
    if (!f) {
      setError(null);
      return;
    }
    const problem = validateAvatar(f);
    setError(problem ? e[problem] : null);
    if (!problem) setFile(f);
  };

  const submit = async () => {
    if (!file) {
      setError(t.avatarChoose);
      return;
    }
    try {
      await upload.mutateAsync({ file, name: file.name });
      setDone(true);
      setFile(null);
      setInputKey((k) => k + 1);
    } catch (failure) {
      setError(commandFailureText(failure, t.avatarFailed));
    }
  };

  return (
    <div>
      <label htmlFor={inputId} className={fieldLabel}>
        {t.avatarLabel}
      </label>
      <div className={buttons} style={{ marginTop: 4 }}>
        <input
          key={inputKey}
          id={inputId}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          className={input}
          style={{ paddingTop: 6, maxWidth: 320 }}
          aria-describedby={`${inputId}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={(ev) => choose(ev.target.files?.[0] ?? null)}
          disabled={upload.isPending}
        />
        <Button onClick={() => void submit()} disabled={upload.isPending || !file || !!blocked} title={blocked ?? undefined}>
          {upload.isPending ? t.avatarUploading : t.avatarUpload}
        </Button>
      </div>
      <span id={`${inputId}-hint`} className={fieldHint}>
        {t.avatarHint}
      </span>
      {error && <Notice kind="error">{error}</Notice>}
      {done && <Notice kind="success">{t.avatarDone}</Notice>}
    </div>
  );
}

function ProfileEditor({ user }: { user: User }) {
  const update = useCommand('profile.update');
  const changeEmail = useCommand('profile.email');
  const blocked = useCommandBlock();
  const saved = profileFormOf(user);
  const [form, setForm] = useState<ProfileForm>(saved);
  // What the fields started from. A start can render from its last frame's copy of the session and
  // get the worker's newer copy a moment later (a name saved just before a reload), or another tab
  // saves: an untouched form follows the saved profile; one being edited keeps what was typed.
  const [base, setBase] = useState<ProfileForm>(saved);
  if (!sameProfileForm(saved, base)) {
    setBase(saved);
    if (sameProfileForm(form, base)) setForm(saved);
  }
  // A new e-mail needs the current password (issue 18): asked for only while the address differs.
  const [currentPassword, setCurrentPassword] = useState('');
  const pending = update.isPending || changeEmail.isPending;
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [message, setMessage] = useState<{ kind: 'success' | 'error' | 'info'; text: string } | null>(null);

  const set = (key: keyof ProfileForm) => (ev: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: ev.target.value }));
    setErrors((x) => ({ ...x, [key]: undefined }));
    setMessage(null);
  };

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    const found = validateProfile(form);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const { email, ...patch } = profileChanges(user, form);
    if (Object.keys(patch).length === 0 && email === undefined) {
      setMessage({ kind: 'info', text: t.nothingChanged });
      return;
    }
    if (email !== undefined && !currentPassword) {
      setErrors((x) => ({ ...x, email: undefined }));
      setMessage({ kind: 'error', text: t.currentPassword });
      return;
    }
    try {
      let updated = user;
      if (Object.keys(patch).length > 0) updated = await update.mutateAsync(patch);
      if (email !== undefined) updated = await changeEmail.mutateAsync({ email, currentPassword });
      setForm(profileFormOf(updated));
      setCurrentPassword('');
      setMessage({
        kind: 'success',
        text: email !== undefined && updated.pending_email ? fill(t.emailPending, { email: updated.pending_email }) : t.saved,
      });
    } catch (failure) {
      setCurrentPassword('');
      setMessage({ kind: 'error', text: commandFailureText(failure, t.failed) });
    }
  };
  const emailChanged = form.email.trim().toLowerCase() !== user.email.toLowerCase();

  const err = (key: keyof ProfileForm) => (errors[key] ? e[errors[key]!] : null);
  return (
    <form onSubmit={(ev) => void submit(ev)} noValidate>
      <div className={formGrid}>
        <TextField
          label={t.username}
          value={form.username}
          onChange={set('username')}
          error={err('username')}
          autoComplete="username"
          required
          disabled={pending}
        />
        <TextField
          label={t.email}
          type="email"
          value={form.email}
          onChange={set('email')}
          error={err('email')}
          autoComplete="email"
          required
          disabled={pending}
        />
        <TextField
          label={t.fullName}
          value={form.fullName}
          onChange={set('fullName')}
          error={err('fullName')}
          autoComplete="name"
          disabled={pending}
        />
        {emailChanged && (
          <TextField
            label={t.currentPassword}
            type="password"
            value={currentPassword}
            onChange={(ev) => setCurrentPassword(ev.target.value)}
            autoComplete="current-password"
            required
            disabled={pending}
          />
        )}
      </div>
      {user.pending_email && <Notice kind="info">{fill(t.emailPending, { email: user.pending_email })}</Notice>}
      {message && <Notice kind={message.kind}>{message.text}</Notice>}
      <div className={buttons} style={{ marginTop: 12 }}>
        <Button type="submit" variant="primary" disabled={pending || !!blocked} title={blocked ?? undefined}>
          {pending ? t.saving : t.save}
        </Button>
        <Button
          onClick={() => {
            setForm(saved);
            setCurrentPassword('');
            setErrors({});
            setMessage(null);
          }}
          disabled={pending}
        >
          {t.reset}
        </Button>
      </div>
    </form>
  );
}

export function ProfilePanel() {
  const { user } = useSession();
  if (!user) return <LoadingCard />;
  const status = t.statuses[user.status as keyof typeof t.statuses] ?? user.status;
  return (
    <>
      <section className={panel} aria-label={t.title}>
        <div className={identity}>
          <Avatar user={user} />
          <dl className={facts}>
            <dt className={factName}>{t.role}</dt>
            <dd className={factValue}>{roleLabel(user.role)}</dd>
            <dt className={factName}>{t.status}</dt>
            <dd className={factValue}>{status}</dd>
            <dt className={factName}>{t.limits}</dt>
            <dd className={factValue}>
              {fill(t.bots, { used: user.total_bots_created, max: user.max_bots })}
              <br />
              {fill(t.concurrent, { count: user.max_concurrent_bots })}
              <br />
              {fill(t.apiRate, { count: user.api_rate_limit })}
            </dd>
          </dl>
        </div>
        <AvatarUpload />
      </section>
      <section className={panel} aria-labelledby="profile-edit-title">
        <h2 id="profile-edit-title" className={panelTitle}>
          {t.editTitle}
        </h2>
        <ProfileEditor key={user.user_id} user={user} />
      </section>
    </>
  );
}
