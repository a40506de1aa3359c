import { useState } from 'react';
import { defaultAdminSettings, type AdminSettings } from '../../domain/adminSettings';
import { ru } from '../i18n/ru';
import { adminRu } from '../i18n/sections/admin';
import { Button } from '../ui/Button';
import { CheckboxField, TextField } from '../ui/Field';
import { Notice } from '../ui/Notice';
import { card } from '../ui/ui.css';
import { formFooter, settingsGrid } from './admin.css';

/**
 * The settings tab with the SPEC §9 defaults. The spec gives Cancel / Save no behaviour and the
 * backend has no call for them: Cancel restores the shown values, Save says plainly that nothing
 * was saved.
 */
export function AdminSettingsForm() {
  const t = adminRu.settings;
  const [values, setValues] = useState<AdminSettings>(() => defaultAdminSettings(ru.app.name, 30));
  const [saidNotSaved, setSaidNotSaved] = useState(false);
  const set = (changes: Partial<AdminSettings>) => {
    setSaidNotSaved(false);
    setValues((v) => ({ ...v, ...changes }));
  };
  const num = (value: string) => (value === '' ? 0 : Number(value));
  return (
    <form
      className={card}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setSaidNotSaved(true);
      }}
    >
      <div className={settingsGrid}>
        <TextField label={t.systemName} value={values.system_name} maxLength={100} onChange={(e) => set({ system_name: e.target.value })} />
        <TextField
          label={t.defaultMaxBots}
          type="number"
          min={1}
          max={1000}
          step={1}
          value={values.default_max_bots}
          onChange={(e) => set({ default_max_bots: num(e.target.value) })}
        />
        <TextField
          label={t.apiLimit}
          type="number"
          min={1}
          step={1}
          value={values.api_rate_limit}
          onChange={(e) => set({ api_rate_limit: num(e.target.value) })}
        />
        <TextField
          label={t.sessionMinutes}
          type="number"
          min={1}
          step={1}
          value={values.session_minutes}
          onChange={(e) => set({ session_minutes: num(e.target.value) })}
        />
        <TextField
          label={t.maxFailedLogins}
          type="number"
          min={1}
          step={1}
          value={values.max_failed_logins}
          onChange={(e) => set({ max_failed_logins: num(e.target.value) })}
        />
      </div>
      <CheckboxField label={t.admin2fa} checked={values.require_2fa_admins} onChange={(e) => set({ require_2fa_admins: e.target.checked })} />
      <CheckboxField
        label={t.autoLock}
        checked={values.auto_lock}
        onChange={(e) => set({ auto_lock: e.target.checked })}
      />
      {saidNotSaved && <Notice kind="info">{t.notSaved}</Notice>}
      <div className={formFooter}>
        <Button
          onClick={() => {
            setSaidNotSaved(false);
            setValues(defaultAdminSettings(ru.app.name, 30));
          }}
        >
          {t.cancel}
        </Button>
        <Button type="submit" variant="primary">
          {t.save}
        </Button>
      </div>
    </form>
  );
}
