// One server slot of /settings/api: its name and addresses, saved into the worker's slot store;
// "Проверить соединение" (health, contract, market feeds); switching to it; removing it (which
// signs out of that server on this device, so it is asked first) or going back to its default.
import { useEffect, useState, type FormEvent } from 'react';
import { serverAddresses, type SlotSetting } from '../../domain/rules/servers/serverSlots';
import type { SlotSaveResult, SlotView, WorkerApi } from '../../worker/api';
import { selectServer } from '../data/useServers';
import { settingsServersRu } from '../i18n/sections/settingsServers';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { TextField } from '../ui/Field';
import { Notice } from '../ui/Notice';
import { workerApi } from '../worker/client';
import { problemWords, serverCheckText, type CheckText } from './serverCheckText';
import { buttons, factName, facts, formGrid, mono, panel, panelTitle } from './settings.css';
import { fill } from '../i18n/fill';

const t = settingsServersRu;

type Field = 'name' | 'api' | 'marketPrimary' | 'marketFallback';
type Form = Record<Field, string>;

function formOf(slot: SlotView): Form {
  const a = slot.addresses;
  const own = a ? serverAddresses(a.apiBase) : null;
  return {
    name: slot.name,
    api: a?.apiBase ?? '',
    // A feed at the server's own /market/* is the default: shown as the field's hint, not its value.
    marketPrimary: a && a.marketPrimary !== own?.marketPrimary ? a.marketPrimary : '',
    marketFallback: a && a.marketFallback !== own?.marketFallback ? a.marketFallback : '',
  };
}

const servers = () => (workerApi() as unknown as WorkerApi).servers;

function problemText(result: SlotSaveResult): string | null {
  return result.ok ? null : problemWords(result.problem);
}

/** The page's policy comes with the page: a server saved since is reachable after a reload. */
function ReloadButton() {
  return (
    <Button style={{ marginTop: 8 }} onClick={() => location.reload()}>
      {t.reload}
    </Button>
  );
}

export function ServerSlotForm({ slot, active }: { slot: SlotView; active: boolean }) {
  const persisted = JSON.stringify(formOf(slot));
  const [form, setForm] = useState<Form>(() => formOf(slot));
  const [problem, setProblem] = useState<{ field: Field | null; text: string } | null>(null);
  const [busy, setBusy] = useState<'save' | 'check' | 'change' | null>(null);
  /** 'reload': saved, and reachable only once the page reloads (its policy is set at load). */
  const [saved, setSaved] = useState<false | true | 'reload'>(false);
  const [check, setCheck] = useState<CheckText | null>(null);
  const [confirm, setConfirm] = useState<'remove' | 'reset' | null>(null);

  // The slot changed in the worker (saved here, in another tab, or by the deployment): show it.
  useEffect(() => {
    setForm(JSON.parse(persisted) as Form);
  }, [persisted]);

  const setting = (): SlotSetting => ({
    name: form.name,
    api: form.api,
    marketPrimary: form.marketPrimary || undefined,
    marketFallback: form.marketFallback || undefined,
  });
  const edit = (field: Field) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setSaved(false);
    setCheck(null);
    if (problem?.field === field) setProblem(null);
  };

  const run = async (kind: 'save' | 'change', call: () => Promise<SlotSaveResult>) => {
    setBusy(kind);
    setProblem(null);
    setSaved(false);
    try {
      const result = await call();
      if (!result.ok) setProblem({ field: 'field' in result ? result.field : null, text: problemText(result) ?? t.failed });
      else if (kind === 'save') setSaved(result.reload ? 'reload' : true);
      return result.ok;
    } catch {
      setProblem({ field: null, text: t.failed });
      return false;
    } finally {
      setBusy(null);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void run('save', () => servers().save(slot.id, setting()));
  };
  const onCheck = async () => {
    setBusy('check');
    setCheck(null);
    try {
      const controlled = !!navigator.serviceWorker?.controller;
      setCheck(serverCheckText(await servers().check(setting()), location.origin, controlled));
    } catch {
      setCheck({ ok: false, lines: [t.failed] });
    } finally {
      setBusy(null);
    }
  };

  const id = `server-${slot.id}`;
  const configured = !!slot.addresses;
  const defaults = serverAddresses(form.api.trim() || 'https://…');
  const fieldError = (field: Field) => (problem?.field === field ? problem.text : null);

  return (
    <section id={id} className={panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={panelTitle}>
        {fill(t.slotTitle, { name: slot.name })}
      </h2>
      <div className={buttons}>
        {active && <Badge tone="positive">{t.active}</Badge>}
        {!configured && <Badge>{t.unset}</Badge>}
        {configured && slot.source && <Badge>{t.sources[slot.source]}</Badge>}
        {configured && <Badge>{slot.signedIn ? fill(t.signedInAs, { username: slot.username ?? '' }) : t.notSignedIn}</Badge>}
        {configured && slot.signedIn && !slot.online && <Badge tone="warning">{t.offline}</Badge>}
      </div>
      <form onSubmit={onSubmit} noValidate aria-label={slot.name}>
        <div className={formGrid}>
          <TextField
            label={t.name}
            name="name"
            value={form.name}
            onChange={(e) => edit('name')(e.target.value)}
            error={fieldError('name')}
          />
          <TextField
            label={t.apiBase}
            name="api"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://"
            value={form.api}
            hint={t.apiHint}
            onChange={(e) => edit('api')(e.target.value)}
            error={fieldError('api')}
          />
        </div>
        <details open={!!(form.marketPrimary || form.marketFallback) || undefined}>
          <summary>{t.market}</summary>
          <div className={formGrid}>
            {(['marketPrimary', 'marketFallback'] as const).map((field) => (
              <TextField
                key={field}
                label={t[field]}
                name={field}
                type="url"
                autoComplete="off"
                spellCheck={false}
                value={form[field]}
                hint={fill(t.marketHint, { address: defaults[field] })}
                onChange={(e) => edit(field)(e.target.value)}
                error={fieldError(field)}
              />
            ))}
          </div>
        </details>
        {slot.addresses && (
          <dl className={facts} style={{ marginTop: 12 }}>
            <dt className={factName}>{t.websocket}</dt>
            <dd className={mono}>{`${slot.addresses.wsBase}/ws/{botId}`}</dd>
          </dl>
        )}
        <div className={buttons} style={{ marginTop: 12 }}>
          <Button type="submit" variant="primary" disabled={busy !== null}>
            {busy === 'save' ? t.saving : t.save}
          </Button>
          <Button onClick={() => void onCheck()} disabled={busy !== null} aria-live="polite">
            {busy === 'check' ? t.checking : t.check}
          </Button>
          {configured && !active && (
            <Button onClick={() => void selectServer(slot.id).catch(() => undefined)} disabled={busy !== null}>
              {t.makeActive}
            </Button>
          )}
          {slot.source === 'user' && slot.hasDefault && (
            <Button onClick={() => setConfirm('reset')} disabled={busy !== null}>
              {t.reset}
            </Button>
          )}
          {configured && (
            <Button variant="danger" onClick={() => setConfirm('remove')} disabled={busy !== null}>
              {t.remove}
            </Button>
          )}
        </div>
      </form>
      {saved === true && <Notice kind="success">{t.saved}</Notice>}
      {saved === 'reload' && (
        <Notice kind="success">
          <p style={{ margin: 0 }}>{t.savedReload}</p>
          <ReloadButton />
        </Notice>
      )}
      {problem && !problem.field && <Notice kind="error">{problem.text}</Notice>}
      {check && (
        <Notice kind={check.ok ? 'success' : 'error'}>
          {check.lines.map((line) => (
            <p key={line} style={{ margin: 0 }}>
              {line}
            </p>
          ))}
          {check.reload && <ReloadButton />}
        </Notice>
      )}
      {confirm && (
        <ConfirmDialog
          title={confirm === 'remove' ? t.removeTitle : t.resetTitle}
          confirmLabel={fill(confirm === 'remove' ? t.removeConfirm : t.resetConfirm, { name: slot.name })}
          pending={busy === 'change'}
          onClose={() => setConfirm(null)}
          onConfirm={() => {
            const call = confirm === 'remove' ? () => servers().remove(slot.id) : () => servers().reset(slot.id);
            void run('change', call).then(() => setConfirm(null));
          }}
        >
          <p style={{ margin: 0 }}>
            {confirm === 'remove' ? fill(t.removeText, { name: slot.name }) : fill(t.resetText, { address: slot.addresses?.apiBase ?? '' })}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
