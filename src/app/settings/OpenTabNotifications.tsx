// The open-tab opt-in: browser notifications of the user's alert rules while a tab of the app is
// open (../alerts/LiveNotifications.tsx shows them). The browser's permission is asked only on the click.
import { useState } from 'react';
import { settingsRu } from '../i18n/sections/settings';
import { Button } from '../ui/Button';
import { Notice } from '../ui/Notice';
import { setAlertPrefs, useAlertPrefs } from '../alerts/alertPrefsStore';
import { notificationsSupported } from '../alerts/LiveNotifications';
import { buttons, panel, panelTitle } from './settings.css';

const t = settingsRu.notifications;

function currentPermission(): NotificationPermission | 'unsupported' {
  return notificationsSupported() ? Notification.permission : 'unsupported';
}

export function OpenTabNotifications() {
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
      if (answer === 'granted') setAlertPrefs({ enabled: true });
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
      <p role="status" style={{ margin: 0 }}>
        {asking ? t.asking : on ? t.enabled : t.disabled}
      </p>
      <div className={buttons}>
        {on ? (
          <>
            <Button onClick={() => setAlertPrefs({ enabled: false })}>{t.disable}</Button>
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
