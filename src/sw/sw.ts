/// <reference lib="webworker" />
// The service worker: precaches the app shell and answers navigations with index.html, so a
// reload with the network off still shows the app. API data is never cached here: offline data
// comes from IndexedDB through the app's worker (docs/architecture.md#layers-and-rooms). A navigation to a page the
// signed-in user saw before gets that page's last frame inlined into the shell
// (docs/decisions/0056), read from the same IndexedDB, so last-known positions show at once.
// It also shows the alerts pushed to the device and opens their pages (./notifications.ts).
import { cleanupOutdatedCaches, createHandlerBoundToURL, getCacheKeyForURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { clientsClaim } from 'workbox-core';
import { DexieMirror } from '../db/mirror';
import { AppDb } from '../db/schema';
import { parsePushPayload } from '../domain/alertItem';
import { framePath, frameUsable } from '../domain/lastFrame';
import { composeShell } from './composeShell';
import { readFrame, warmFrameStore } from './frameStore';
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

interface ShellCopy {
  text: string;
  headers: Headers;
}

// The shell's text, read once per service worker lifetime (the precached index.html changes only
// with a new service worker): a navigation then composes without waiting on Cache Storage.
let shellCopy: Promise<ShellCopy | null> | null = null;
function precachedShell(): Promise<ShellCopy | null> {
  shellCopy ??= (async () => {
    const key = getCacheKeyForURL('/index.html');
    const res = key ? await caches.match(key) : undefined;
    if (!res?.ok) return null;
    return { text: await res.text(), headers: new Headers(res.headers) };
  })()
    .catch(() => null)
    .then((copy) => {
      if (!copy) shellCopy = null; // not precached yet (installing): the next navigation reads again
      return copy;
    });
  return shellCopy;
}

// Started with the worker (and again once it is active, when the precache is filled), so the first
// navigation after the browser starts it finds the connection open, the shell read, and the data
// worker's policy ready.
const prepare = () => {
  void warmFrameStore();
  void precachedShell();
  void savedSources();
};
prepare();
self.addEventListener('activate', prepare);

const precached = (href: string): boolean => getCacheKeyForURL(href) !== undefined;
/** Every stylesheet of the frame is in this build's precache (else it is a frame of an older build). */
const stylesPrecached = (paths: string[]): boolean => paths.every(precached);

/** The shell with this page's last frame, or null when there is no usable frame (the plain shell is served). */
async function withLastFrame(url: URL): Promise<Response | null> {
  const [found, shell] = await Promise.all([readFrame(framePath(url.pathname, url.search)), precachedShell()]);
  if (!shell || !found || !frameUsable(found.frame, found.auth, Date.now()) || !stylesPrecached(found.frame.styles)) return null;
  // A chunk of another build is not preloaded (the app imports what this build has).
  const html = composeShell(shell.text, { ...found.frame, scripts: found.frame.scripts?.filter(precached) });
  if (html === null) return null;
  const headers = new Headers(shell.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  headers.set('content-type', 'text/html; charset=utf-8');
  return new Response(html, { status: 200, headers });
}

registerRoute(
  new NavigationRoute(async (options) => (await withLastFrame(options.url).catch(() => null)) ?? shellFor(options), {
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
const mirror = new DexieMirror(new AppDb(), () => undefined);

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
