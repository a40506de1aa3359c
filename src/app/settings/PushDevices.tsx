// Push on this device and the list of the user's devices (issue 23). The browser subscribes here
// (PushManager, with the server's VAPID key) and the worker registers the subscription; each device
// can be switched off, tested or removed. Where push cannot work, the page says why and what to do.
import { DEFAULT_ERROR_DETAIL, commandFailureText } from '../../domain/rules/sync/httpError';
import { useEffect, useState } from 'react';
import type { Device } from '../../domain/contracts/push';
import { formatDateTime } from '../../domain/format/format';
import { useCommand } from '../data/useCommand';
import { useSnapshot } from '../data/useSnapshot';
import { settingsRu } from '../i18n/sections/settings';
import { useCommandBlock } from '../session/SessionContext';
import { Button } from '../ui/Button';
import { CheckboxField, TextField } from '../ui/Field';
import { Notice } from '../ui/Notice';
import { LoadingCard, StaleNotice } from '../ui/States';
import { muted } from '../ui/ui.css';
import {
  currentSubscription,
  defaultDeviceLabel,
  endpointHash,
  pushSupport,
  pushFailure,
  pushFailureText,
  subscribeThisBrowser,
  type PushSupport,
} from './pushDevice';
import { buttons, factName, facts, factValue, panel, panelTitle } from './settings.css';
import { fill } from '../i18n/fill';

const t = settingsRu.notifications;
const NO_PARAMS = {} as Record<string, never>;
type Message = { kind: 'success' | 'error'; text: string } | null;

const SUPPORT_TEXT: Record<Exclude<PushSupport, 'supported'>, { kind: 'warning' | 'error'; text: string }> = {
  unsupported: { kind: 'warning', text: t.unsupported },
  denied: { kind: 'error', text: t.denied },
  'ios-browser': { kind: 'warning', text: t.iosBrowser },
  insecure: { kind: 'warning', text: t.insecure },
};

function DeviceRow({ device, mine, onMessage }: { device: Device; mine: boolean; onMessage(m: Message): void }) {
  const update = useCommand('push.update');
  const remove = useCommand('push.remove');
  const test = useCommand('push.test');
  const blocked = useCommandBlock();
  const busy = update.isPending || remove.isPending || test.isPending || !!blocked;
  const run = async (work: () => Promise<unknown>, done?: string) => {
    try {
      await work();
      onMessage(done ? { kind: 'success', text: done } : null);
    } catch (failure) {
      onMessage({ kind: 'error', text: fill(t.deviceFailed, { reason: commandFailureText(failure, DEFAULT_ERROR_DETAIL) }) });
    }
  };
  const drop = () =>
    run(
      async () => {
        await remove.mutateAsync({ id: device.id });
        // this browser's own subscription goes too, so it stops receiving at once
        if (mine) await (await currentSubscription())?.unsubscribe();
      },
      fill(t.removed, { label: device.label }),
    );

  return (
    <li className={panel} style={{ padding: 12 }}>
      <strong>
        {device.label}
        {mine && <span className={muted}> ({t.thisDevice})</span>}
      </strong>
      <dl className={facts}>
        <dt className={factName}>{t.service}</dt>
        <dd className={factValue}>{device.service}</dd>
        <dt className={factName}>{t.added}</dt>
        <dd className={factValue}>{formatDateTime(device.created_at)}</dd>
        <dt className={factName}>{t.lastDelivered}</dt>
        <dd className={factValue}>{device.last_success_at ? formatDateTime(device.last_success_at) : t.never}</dd>
        {device.last_error && (
          <>
            <dt className={factName}>{t.lastError}</dt>
            <dd className={factValue}>{device.last_error}</dd>
          </>
        )}
      </dl>
      <CheckboxField
        label={t.deviceEnabled}
        checked={device.enabled}
        disabled={busy}
        onChange={(e) => void run(() => update.mutateAsync({ id: device.id, enabled: e.target.checked }))}
      />
      <div className={buttons}>
        <Button
          onClick={() => void run(() => test.mutateAsync({ id: device.id }), fill(t.testSent, { label: device.label }))}
          disabled={busy || !device.enabled}
          title={blocked ?? undefined}
        >
          {t.testDevice}
        </Button>
        <Button variant="danger" onClick={() => void drop()} disabled={busy} title={blocked ?? undefined}>
          {t.remove}
        </Button>
      </div>
    </li>
  );
}

export function PushDevices() {
  const devices = useSnapshot('pushDevices', NO_PARAMS);
  const publicKey = useCommand('push.publicKey');
  const register = useCommand('push.register');
  const remove = useCommand('push.remove');
  const blocked = useCommandBlock();
  const [support, setSupport] = useState<PushSupport>(() => pushSupport());
  /** The SHA-256 of this browser's subscription endpoint; null: none; undefined: still looking. */
  const [mine, setMine] = useState<string | null | undefined>(undefined);
  const [label, setLabel] = useState(() => defaultDeviceLabel(navigator.userAgent));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);

  useEffect(() => {
    if (support !== 'supported') {
      setMine(null);
      return undefined;
    }
    let live = true;
    void currentSubscription()
      .then((sub) => (sub ? endpointHash(sub.endpoint) : null))
      .catch(() => null)
      .then((hash) => {
        if (live) setMine(hash);
      });
    return () => {
      live = false;
    };
  }, [support]);

  const thisDevice = mine ? (devices.data?.find((d) => d.endpoint_hash === mine) ?? null) : null;

  const enable = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const subscription = await subscribeThisBrowser(await publicKey.mutateAsync({}));
      await register.mutateAsync({ subscription, label: label.trim() || defaultDeviceLabel(navigator.userAgent) });
      // the status line says it is on once the device is listed
      setMine(await endpointHash(subscription.endpoint));
    } catch (failure) {
      const cause = pushFailure(failure, support);
      // A refused permission shows as the browser's state (the notice says how to allow it).
      if (cause === 'permission') setSupport(pushSupport());
      else setMessage({ kind: 'error', text: pushFailureText(cause, failure) });
    } finally {
      setBusy(false);
    }
  };

  const disable = async () => {
    setBusy(true);
    setMessage(null);
    try {
      if (thisDevice) await remove.mutateAsync({ id: thisDevice.id });
      await (await currentSubscription())?.unsubscribe();
      setMine(null);
    } catch (failure) {
      setMessage({ kind: 'error', text: fill(t.deviceFailed, { reason: commandFailureText(failure, DEFAULT_ERROR_DETAIL) }) });
    } finally {
      setBusy(false);
    }
  };

  const notice = support !== 'supported' ? SUPPORT_TEXT[support] : null;
  const status = busy
    ? thisDevice
      ? t.disabling
      : t.enabling
    : thisDevice
      ? thisDevice.enabled
        ? t.pushOn
        : t.pushOnDisabled
      : t.pushOff;

  return (
    <>
      <section className={panel} aria-labelledby="push-title">
        <h2 id="push-title" className={panelTitle}>
          {t.pushTitle}
        </h2>
        <p style={{ margin: 0 }}>{t.pushIntro}</p>
        {notice && <Notice kind={notice.kind}>{notice.text}</Notice>}
        {support === 'supported' && (
          <>
            <p role="status" style={{ margin: 0 }}>
              {mine === undefined || (mine && devices.data === null) ? '…' : status}
            </p>
            {!thisDevice && (
              <TextField
                label={t.label}
                hint={t.labelHint}
                value={label}
                maxLength={80}
                onChange={(e) => setLabel(e.target.value)}
                disabled={busy}
              />
            )}
            <div className={buttons}>
              {thisDevice ? (
                <Button onClick={() => void disable()} disabled={busy || !!blocked} title={blocked ?? undefined}>
                  {busy ? t.disabling : t.disablePush}
                </Button>
              ) : (
                <Button
                  variant="primary"
                  onClick={() => void enable()}
                  disabled={busy || mine === undefined || !!blocked}
                  title={blocked ?? undefined}
                >
                  {busy ? t.enabling : t.enablePush}
                </Button>
              )}
            </div>
          </>
        )}
        {message && <Notice kind={message.kind}>{message.text}</Notice>}
      </section>
      <section className={panel} aria-labelledby="devices-title">
        <h2 id="devices-title" className={panelTitle}>
          {t.devicesTitle}
        </h2>
        {devices.data === null ? (
          <LoadingCard />
        ) : (
          <>
            <StaleNotice snapshot={devices} />
            {devices.data.length === 0 ? (
              <p className={muted} style={{ margin: 0 }}>
                {t.devicesEmpty}
              </p>
            ) : (
              <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
                {devices.data.map((d) => (
                  <DeviceRow key={d.id} device={d} mine={d.endpoint_hash === mine} onMessage={setMessage} />
                ))}
              </ul>
            )}
          </>
        )}
      </section>
    </>
  );
}
