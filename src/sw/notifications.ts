/// <reference lib="webworker" />
// What the service worker does with a push (issue 23): the notification shown for its payload, and
// on a click, the app's window focused at the alert's page (or a new one opened there).
import type { PushPayload } from '../domain/rules/alerts/alertItem';
import { isAppLink } from '../domain/rules/alerts/alertLink';
import {
  alertNotification,
  NOTIFICATION_BADGE,
  NOTIFICATION_ICON,
  PUSH_FALLBACK,
  type AlertNotification,
} from '../domain/rules/alerts/alertNotification';
import { SW_MESSAGE } from '../domain/rules/alerts/swMessages';

/** The notification of a push: an alert as `alertNotification` words it; the settings' test; or, unreadable, a plain one. */
export function notificationFor(payload: PushPayload | null): AlertNotification {
  const common = { icon: NOTIFICATION_ICON, badge: NOTIFICATION_BADGE, lang: 'ru', dir: 'ltr' as const };
  if (!payload)
    return {
      title: PUSH_FALLBACK.title,
      options: { ...common, body: PUSH_FALLBACK.body, tag: 'lpops', data: { url: '/notifications' } },
    };
  if (payload.type === 'test')
    return {
      title: payload.title,
      options: { ...common, body: payload.body, tag: 'lpops-test', data: { url: '/settings/notifications' } },
    };
  return alertNotification(payload.alert, payload.user_id);
}

/** Focuses a window of the app and asks it to show `url`, or opens one there. */
export async function openTarget(clients: Clients, origin: string, url: unknown): Promise<void> {
  const path = isAppLink(url) ? url : '/notifications';
  const windows = (await clients.matchAll({ type: 'window', includeUncontrolled: true })) as WindowClient[];
  const mine = windows.filter((w) => w.url.startsWith(origin));
  const target = mine.find((w) => w.focused) ?? mine[0];
  if (!target) {
    await clients.openWindow(new URL(path, origin).href);
    return;
  }
  // Focusing needs the click's user activation; the page is asked to navigate either way.
  const focused = await target.focus().catch(() => target);
  focused.postMessage({ type: SW_MESSAGE.navigate, url: path });
}

/** Tells the app's open windows that an alert arrived (they refresh the list and the count). */
export async function tellWindows(clients: Clients): Promise<void> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const w of windows) w.postMessage({ type: SW_MESSAGE.alert });
}
