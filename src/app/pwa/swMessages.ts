// Messages from the service worker to this window (src/sw/notifications.ts): an alert arrived by
// push (the worker refreshes the list and the count), or a notification was clicked (the router
// shows its page without reloading the app).
import { isAppLink } from '../../domain/rules/alerts/alertLink';
import { SW_MESSAGE } from '../../domain/rules/alerts/swMessages';
import { workerApi } from '../worker/client';

export interface Navigator {
  navigate(options: { href: string }): unknown;
}

export function listenToServiceWorker(router: Navigator, container: ServiceWorkerContainer | undefined = navigator.serviceWorker): void {
  if (!container) return;
  container.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: unknown; url?: unknown } | null;
    if (data?.type === SW_MESSAGE.navigate && isAppLink(data.url)) void router.navigate({ href: data.url });
    if (data?.type === SW_MESSAGE.alert) {
      const api = workerApi();
      void api.command('refresh', { topic: 'alerts' }).catch(() => undefined);
      void api.command('refresh', { topic: 'alertsUnread' }).catch(() => undefined);
    }
  });
  container.startMessages?.();
}
