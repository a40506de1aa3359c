// The settings tab (docs/product.md §2): the server's system settings, saved with PUT /api/admin/settings and
// applied by the server (src/domain/rules/admin/adminSettings.ts says how). Cancel restores the saved values;
// a value out of its limits is named before anything is sent.
import { commandFailureText } from '../../domain/rules/sync/httpError';
import { useEffect, useState } from 'react';
import {
  ADMIN_SETTING_LIMITS,
  adminSettingProblem,
  type AdminNumberSetting,
  type AdminSettings,
} from '../../domain/rules/admin/adminSettings';
import { useCommand } from '../data/useCommand';
import { useSnapshot } from '../data/useSnapshot';
import { fill } from '../i18n/fill';
import { adminRu } from '../i18n/sections/admin';
import { useCommandBlock } from '../session/SessionContext';
import { Button } from '../ui/Button';
import { CheckboxField, TextField } from '../ui/Field';
import { Notice } from '../ui/Notice';
import { LoadingCard } from '../ui/States';
import { card, fieldHint } from '../ui/ui.css';
import { formFooter, settingsGrid } from './admin.css';

const t = adminRu.settings;

const NUMBERS: Array<{ key: AdminNumberSetting; label: string; hint?: string }> = [
  { key: 'default_max_bots', label: t.defaultMaxBots, hint: t.hints.defaultMaxBots },
  { key: 'api_rate_limit', label: t.apiLimit, hint: t.hints.apiLimit },
  { key: 'session_minutes', label: t.sessionMinutes, hint: t.hints.sessionMinutes },
  { key: 'max_failed_logins', label: t.maxFailedLogins },
];

function Editor({ saved }: { saved: AdminSettings }) {
  const save = useCommand('admin.saveSettings');
  const blocked = useCommandBlock();
  const [values, setValues] = useState<AdminSettings>(saved);
  const [dirty, setDirty] = useState(false);
  const [problem, setProblem] = useState<ReturnType<typeof adminSettingProblem>>(null);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  // The copy kept offline shows first; the server's own follows and replaces it unless edited meanwhile.
  useEffect(() => {
    if (!dirty) setValues(saved);
  }, [saved, dirty]);
  const set = (changes: Partial<AdminSettings>) => {
    setMessage(null);
    setProblem(null);
    setDirty(true);
    setValues((v) => ({ ...v, ...changes }));
  };
  const num = (value: string) => (value === '' ? Number.NaN : Number(value));
  const rangeText = (key: AdminNumberSetting) => fill(t.range, ADMIN_SETTING_LIMITS[key]);

  return (
    <form
      className={card}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const found = adminSettingProblem(values);
        setProblem(found);
        if (found) return;
        save.mutateAsync(values).then(
          (next) => {
            setValues(next);
            setDirty(false);
            setMessage({ kind: 'success', text: t.saved });
          },
          (failure: unknown) => setMessage({ kind: 'error', text: commandFailureText(failure, t.failed) }),
        );
      }}
    >
      <div className={settingsGrid}>
        <TextField
          label={t.systemName}
          value={values.system_name}
          maxLength={100}
          error={problem === 'system_name' ? t.nameRequired : null}
          onChange={(e) => set({ system_name: e.target.value })}
        />
        {NUMBERS.map(({ key, label, hint }) => (
          <TextField
            key={key}
            label={label}
            hint={hint}
            type="number"
            min={ADMIN_SETTING_LIMITS[key].min}
            max={ADMIN_SETTING_LIMITS[key].max}
            step={1}
            value={Number.isNaN(values[key]) ? '' : values[key]}
            error={problem === key ? rangeText(key) : null}
            onChange={(e) => set({ [key]: num(e.target.value) })}
          />
        ))}
      </div>
      <CheckboxField
        label={t.admin2fa}
        aria-describedby="admin-2fa-hint"
        checked={values.require_2fa_admins}
        onChange={(e) => set({ require_2fa_admins: e.target.checked })}
      />
      <span id="admin-2fa-hint" className={fieldHint}>
        {t.hints.admin2fa}
      </span>
      <CheckboxField label={t.autoLock} checked={values.auto_lock} onChange={(e) => set({ auto_lock: e.target.checked })} />
      {message && <Notice kind={message.kind}>{message.text}</Notice>}
      <div className={formFooter}>
        <Button
          onClick={() => {
            setMessage(null);
            setProblem(null);
            setDirty(false);
            setValues(saved);
          }}
          disabled={save.isPending}
        >
          {t.cancel}
        </Button>
        <Button type="submit" variant="primary" disabled={save.isPending || !!blocked} title={blocked ?? undefined}>
          {save.isPending ? t.saving : t.save}
        </Button>
      </div>
    </form>
  );
}

export function AdminSettingsForm() {
  const { data, error } = useSnapshot('adminSettings', {});
  if (!data) return error ? <Notice kind="error">{error.detail || t.loadFailed}</Notice> : <LoadingCard />;
  return <Editor saved={data} />;
}
