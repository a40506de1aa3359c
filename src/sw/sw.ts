/// <reference lib="webworker" />
// The service worker: precaches the app shell and answers navigations with index.html, so a
// reload with the network off still shows the app. API data is never cached here: offline data
// comes from IndexedDB through the app's worker (docs/architecture.md#layers-and-rooms). A navigation to a page the
// signed-in user saw before gets that page's last frame in the shell (src/startup), so
// last-known positions show at once. It also shows the alerts pushed to the device and opens
// their pages (./notifications.ts).
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { clientsClaim } from 'workbox-core';
import { DexieMirror } from '../db/mirror';
import { parsePushPayload } from '../domain/rules/alerts/alertItem';
import { prepareFrameShell, shellWithFrame } from '../startup/sw/frameShell';
import { DEFAULT_WORLD_DATABASE } from '../domain/rules/servers/serverSlots';
import { worldDb } from './appDb';
import { notificationFor, openTarget, tellWindows } from './notifications';
import { savedSources, workerScript } from './workerPolicy';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The data worker's script (and its modules) carries the connect-src of the servers the user saved
// (./workerPolicy.ts). Registered first: the precache route would answer it unchanged.
registerRoute(
  ({ request, sameOrigin }) => sameOrigin && request.destination === 'worker',
  ({ request }) => workerScript(request),
);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The hashed build assets are immutable and all precached, so the browser takes them straight
// from the cache (static routing, Chromium 123+) instead of waking this worker for each of the
// ~20 files a page loads; a miss goes to the network, as the precache route would
// (docs/decisions/0013). The data worker's script is the exception: it comes through this worker for its policy (rules
// apply in order; a browser that cannot tell it apart gets no static route at all).
type InstallWithRoutes = ExtendableEvent & { addRoutes?: (rules: unknown) => Promise<void> };
self.addEventListener('install', (event: InstallWithRoutes) => {
  if (!event.addRoutes) return;
  event.waitUntil(
    event
      .addRoutes([
        { condition: { requestDestination: 'worker' }, source: 'fetch-event' },
        { condition: { urlPattern: { pathname: '/assets/*' } }, source: 'cache' },
      ])
      .catch(() => undefined),
  );
});

const shellFor = createHandlerBoundToURL('index.html');

// Started with the worker (and again once it is active, when the precache is filled), so the first
// navigation after the browser starts it finds the frames' database open, the shell read, and the
// data worker's policy ready.
const prepare = () => {
  prepareFrameShell();
  void savedSources();
};
prepare();
self.addEventListener('activate', prepare);

registerRoute(
  new NavigationRoute(async (options) => (await shellWithFrame(options.url).catch(() => null)) ?? shellFor(options), {
    denylist: [/^\/api\//, /^\/ws\//, /^\/market\//],
  }),
);

// A first install controls the open page at once; an update waits for the user's consent.
clientsClaim();

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Alerts that reach the device with the app closed (issue 23): shown at once, kept in the mirror
// the app reads its alerts list from (offline too, through the mirror's one module), and announced
// to open windows.
const mirror = new DexieMirror(worldDb(DEFAULT_WORLD_DATABASE), () => undefined);

function pushText(event: PushEvent): string | null {
  try {
    return event.data?.text() ?? null;
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const payload = parsePushPayload(pushText(event));
  const { title, options } = notificationFor(payload);
  const shown = self.registration.showNotification(title, options);
  const kept =
    payload?.type === 'alert'
      ? mirror.addPushedAlert(payload.user_id, payload.alert, Date.now()).then(() => tellWindows(self.clients))
      : null;
  event.waitUntil(Promise.all([shown, kept]).catch(() => undefined));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: unknown } | null)?.url;
  // Started before waitUntil: a synthetic click (the browser tests dispatch one) still runs it.
  const opened = openTarget(self.clients, self.location.origin, url);
  event.waitUntil(opened.catch(() => undefined));
});
