// The browser notification of an alert, the same whether the service worker shows it for a push
// or an open tab for a live message: Russian title and body from the server, the app's icon and
// badge, one tag per position (a later alert replaces the earlier one), and the page it opens.
import type { AlertItem } from '../../contracts/push';

export const NOTIFICATION_ICON = '/icons/icon-192.png';
export const NOTIFICATION_BADGE = '/icons/badge-96.png';
/** A push the service worker cannot read still shows something (browsers require it): this. */
export const PUSH_FALLBACK = { title: 'LP Ops', body: 'Новое уведомление: откройте приложение, чтобы посмотреть.' } as const;

/** The browser's NotificationOptions as far as alerts use them (src/domain has no DOM types). */
interface AlertNotificationOptions {
  body: string;
  icon: string;
  badge: string;
  lang: string;
  dir: 'ltr';
  tag: string;
  renotify?: boolean;
  timestamp?: number;
  data: { url: string; id?: number; userId?: number };
}

export interface AlertNotification {
  title: string;
  options: AlertNotificationOptions;
}

export function alertNotification(alert: AlertItem, userId: number): AlertNotification {
  const timestamp = Date.parse(alert.created_at);
  return {
    title: alert.title,
    options: {
      body: alert.body,
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      lang: 'ru',
      dir: 'ltr',
      tag: alert.tag,
      renotify: true,
      ...(Number.isFinite(timestamp) ? { timestamp } : {}),
      data: { url: alert.url, id: alert.id, userId },
    },
  };
}
