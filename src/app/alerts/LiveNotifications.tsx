// While a tab of the app is open and the user opted in on this browser, the alerts of their rules
// (issue 23: the server raises them, the worker receives them over the live sockets) show as
// browser notifications: through the service worker when there is one (a click then opens the
// alert's page, and a push of the same alert replaces it by its tag), else as a page notification.
// Renders nothing. Quiet-hours alerts are listed, not shown.
import { useEffect } from 'react';
import * as Comlink from 'comlink';
import { alertNotification } from '../../domain/rules/alerts/alertNotification';
import type { AlertItem } from '../../domain/contracts/push';
import type { LiveMessage } from '../../domain/rules/sync/live';
import { useSession } from '../session/SessionContext';
import { releaseRemote, workerApi } from '../worker/client';
import { useAlertPrefs } from './alertPrefsStore';

export function notificationsSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

/** Shows one alert; false when the browser refused. */
async function showAlert(alert: AlertItem, userId: number): Promise<boolean> {
  const { title, options } = alertNotification(alert, userId);
  try {
    const registration = await navigator.serviceWorker?.getRegistration?.();
    if (registration) {
      await registration.showNotification(title, options);
      return true;
    }
    new Notification(title, options);
    return true;
  } catch (error) {
    console.warn('notification failed', error);
    return false;
  }
}

export function LiveNotifications() {
  const { status, user } = useSession();
  const prefs = useAlertPrefs();
  const userId = user?.user_id ?? 0;
  const active =
    status === 'authenticated' && userId > 0 && prefs.enabled && notificationsSupported() && Notification.permission === 'granted';

  useEffect(() => {
    if (!active) return undefined;
    let closed = false;
    let stop: (() => unknown) | null = null;
    const onMessage = (m: LiveMessage) => {
      if (m.type !== 'alert' || m.alert.quiet || Notification.permission !== 'granted') return;
      void showAlert(m.alert, userId);
    };
    workerApi()
      .watchLive(Comlink.proxy(onMessage))
      .then((unsubscribe) => {
        const remote = unsubscribe as unknown as () => unknown;
        if (closed)
          void Promise.resolve(remote())
            .catch(() => undefined)
            .finally(() => releaseRemote(remote));
        else stop = remote;
      })
      .catch((error: unknown) => console.warn('live notifications unavailable', error));
    return () => {
      closed = true;
      const remote = stop;
      stop = null;
      if (remote)
        void Promise.resolve(remote())
          .catch(() => undefined)
          .finally(() => releaseRemote(remote));
    };
  }, [active, userId]);

  return null;
}
