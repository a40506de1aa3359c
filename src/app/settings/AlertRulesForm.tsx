// The user's alert rules (issue 23), kept by the server and used for every device and open tab:
// which events, the daily-loss threshold, and quiet hours in a time zone.
import { commandFailureText } from '../../domain/rules/sync/httpError';
import { useState, type FormEvent } from 'react';
import { parseDailyLoss } from '../../domain/rules/alerts/alertRules';
import { ALERT_KINDS, DAILY_LOSS_MAX, DAILY_LOSS_MIN } from '../../domain/contracts/values';
import type { AlertRules, AlertRulesBody } from '../../domain/contracts/push';
import { isTimeZone } from '../../domain/rules/alerts/quietHours';
import { useCommand } from '../data/useCommand';
import { useSnapshot } from '../data/useSnapshot';
import { settingsRu } from '../i18n/sections/settings';
import { useCommandBlock } from '../session/SessionContext';
import { Button } from '../ui/Button';
import { CheckboxField, TextField } from '../ui/Field';
import { Notice } from '../ui/Notice';
import { ErrorCard, LoadingCard, StaleNotice } from '../ui/States';
import { buttons, formGrid, panel, panelTitle } from './settings.css';
import { fill } from '../i18n/fill';

const t = settingsRu.notifications;
const NO_PARAMS = {} as Record<string, never>;

function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

function zones(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  try {
    return supported ? supported('timeZone') : [];
  } catch {
    return [];
  }
}

/** The form's starting point: the saved rules, or (never saved) the defaults in this device's zone. */
function formOf(rules: AlertRules): AlertRulesBody {
  const { updated_at, ...body } = rules;
  return updated_at === null ? { ...body, time_zone: deviceTimeZone() } : body;
}

type Message = { kind: 'success' | 'error'; text: string } | null;

/** Keyed by the rules' save time: a newer copy (saved here or elsewhere) starts it afresh. */
function RulesEditor({ rules, message, setMessage }: { rules: AlertRules; message: Message; setMessage(m: Message): void }) {
  const save = useCommand('alertRules.save');
  const blocked = useCommandBlock();
  const [form, setForm] = useState<AlertRulesBody>(() => formOf(rules));
  const [threshold, setThreshold] = useState(String(form.daily_loss_usdt));
  const device = deviceTimeZone();
  const amount = parseDailyLoss(threshold);
  const thresholdError = amount === null ? fill(t.dailyLossError, { min: DAILY_LOSS_MIN, max: DAILY_LOSS_MAX }) : null;
  const zoneError = isTimeZone(form.time_zone) ? null : t.timeZoneError;

  const change = (next: Partial<AlertRulesBody>) => {
    setForm((f) => ({ ...f, ...next }));
    setMessage(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (amount === null || zoneError) return;
    try {
      const saved = await save.mutateAsync({ ...form, daily_loss_usdt: amount });
      setForm(formOf(saved));
      setMessage({ kind: 'success', text: t.rulesSaved });
    } catch (failure) {
      setMessage({ kind: 'error', text: fill(t.rulesFailed, { reason: commandFailureText(failure, '') }) });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <fieldset style={{ border: 'none', margin: 0, padding: 0 }}>
        <legend style={{ fontWeight: 600, marginBottom: 8 }}>{t.events}</legend>
        {ALERT_KINDS.map((kind) => (
          <CheckboxField
            key={kind}
            label={t.kinds[kind]}
            checked={form.kinds[kind]}
            onChange={(e) => change({ kinds: { ...form.kinds, [kind]: e.target.checked } })}
          />
        ))}
      </fieldset>
      <TextField
        label={t.dailyLoss}
        inputMode="decimal"
        value={threshold}
        onChange={(e) => {
          setThreshold(e.target.value);
          setMessage(null);
        }}
        error={thresholdError}
        disabled={!form.kinds.daily_loss}
        style={{ maxWidth: 200 }}
      />
      <fieldset style={{ border: 'none', margin: 0, padding: 0 }}>
        <legend style={{ fontWeight: 600, marginBottom: 8 }}>{t.quietTitle}</legend>
        <CheckboxField
          label={t.quietEnabled}
          checked={form.quiet_hours.enabled}
          onChange={(e) => change({ quiet_hours: { ...form.quiet_hours, enabled: e.target.checked } })}
        />
        <div className={formGrid}>
          <TextField
            label={t.quietFrom}
            type="time"
            value={form.quiet_hours.start}
            onChange={(e) => e.target.value && change({ quiet_hours: { ...form.quiet_hours, start: e.target.value } })}
            disabled={!form.quiet_hours.enabled}
          />
          <TextField
            label={t.quietTo}
            type="time"
            value={form.quiet_hours.end}
            onChange={(e) => e.target.value && change({ quiet_hours: { ...form.quiet_hours, end: e.target.value } })}
            disabled={!form.quiet_hours.enabled}
          />
        </div>
        <TextField
          label={t.timeZone}
          value={form.time_zone}
          list="alert-time-zones"
          onChange={(e) => change({ time_zone: e.target.value.trim() })}
          error={zoneError}
          hint={fill(t.timeZoneDevice, { zone: device })}
          autoComplete="off"
        />
        <datalist id="alert-time-zones">
          {zones().map((z) => (
            <option key={z} value={z} />
          ))}
        </datalist>
        {form.time_zone !== device && <Button onClick={() => change({ time_zone: device })}>{t.useDeviceZone}</Button>}
        <p style={{ margin: '8px 0 0' }}>{t.quietHint}</p>
      </fieldset>
      {message && <Notice kind={message.kind}>{message.text}</Notice>}
      <div className={buttons} style={{ marginTop: 12 }}>
        <Button type="submit" variant="primary" disabled={save.isPending || !!blocked} title={blocked ?? undefined}>
          {save.isPending ? t.savingRules : t.saveRules}
        </Button>
      </div>
    </form>
  );
}

export function AlertRulesForm() {
  const rules = useSnapshot('alertRules', NO_PARAMS);
  const [message, setMessage] = useState<Message>(null);
  return (
    <section className={panel} aria-labelledby="alert-rules-title">
      <h2 id="alert-rules-title" className={panelTitle}>
        {t.rulesTitle}
      </h2>
      <p style={{ margin: 0 }}>{t.rulesIntro}</p>
      {rules.data === null ? (
        rules.status === 'error' || rules.status === 'offline' ? (
          <ErrorCard message={t.rulesLoadFailed} onRetry={rules.refresh} />
        ) : (
          <LoadingCard />
        )
      ) : (
        <>
          <StaleNotice snapshot={rules} />
          <RulesEditor key={rules.data.updated_at ?? 'defaults'} rules={rules.data} message={message} setMessage={setMessage} />
        </>
      )}
    </section>
  );
}
