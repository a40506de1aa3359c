// /settings/notifications: opt-in browser notifications for stop-loss exits and bots in error.
// The browser's permission is asked only on the user's click.
import { useState } from 'react';
import { settingsRu } from '../i18n/sections/settings';
import { Button } from '../ui/Button';
import { CheckboxField } from '../ui/Field';
import { Notice } from '../ui/Notice';
import { setAlertPrefs, useAlertPrefs } from './alertPrefsStore';
import { notificationsSupported } from './LiveNotifications';
import { buttons, panel, panelTitle } from './settings.css';

const t = settingsRu.notifications;

function currentPermission(): NotificationPermission | 'unsupported' {
  return notificationsSupported() ? Notification.permission : 'unsupported';
}

export function NotificationsPanel() {
  const prefs = useAlertPrefs();
  const [permission, setPermission] = useState(currentPermission);
  const [asking, setAsking] = useState(false);
  const on = prefs.enabled && permission === 'granted';

  const enable = async () => {
    if (!notificationsSupported()) return;
    setAsking(true);
    try {
      const answer = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
      setPermission(answer);
      if (answer === 'granted') setAlertPrefs({ ...prefs, enabled: true });
    } finally {
      setAsking(false);
    }
  };

  const test = () => {
    try {
      new Notification(t.testTitle, { body: t.testBody, tag: 'lpops-test', icon: '/icons/icon-192.png' });
    } catch (error) {
      console.warn('notification failed', error);
    }
  };

  return (
    <section className={panel} aria-labelledby="notifications-title">
      <h2 id="notifications-title" className={panelTitle}>
        {t.title}
      </h2>
      <p style={{ margin: 0 }}>{t.intro}</p>
      {permission === 'unsupported' && <Notice kind="warning">{t.unsupported}</Notice>}
      {permission === 'denied' && <Notice kind="error">{t.denied}</Notice>}
      <fieldset style={{ border: 'none', margin: 0, padding: 0 }}>
        <legend style={{ fontWeight: 600, marginBottom: 8 }}>{t.kinds}</legend>
        <CheckboxField
          label={t.stopLoss}
          checked={prefs.stopLoss}
          onChange={(e) => setAlertPrefs({ ...prefs, stopLoss: e.target.checked })}
        />
        <CheckboxField
          label={t.botError}
          checked={prefs.botError}
          onChange={(e) => setAlertPrefs({ ...prefs, botError: e.target.checked })}
        />
      </fieldset>
      <p role="status" style={{ margin: 0 }}>
        {asking ? t.asking : on ? t.enabled : t.disabled}
      </p>
      <div className={buttons}>
        {on ? (
          <>
            <Button onClick={() => setAlertPrefs({ ...prefs, enabled: false })}>{t.disable}</Button>
            <Button onClick={test}>{t.test}</Button>
          </>
        ) : (
          <Button
            variant="primary"
            onClick={() => void enable()}
            disabled={asking || permission === 'unsupported' || permission === 'denied'}
          >
            {t.enable}
          </Button>
        )}
      </div>
    </section>
  );
}
