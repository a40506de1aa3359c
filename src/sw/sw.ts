/// <reference lib="webworker" />
// The service worker: precaches the app shell and answers navigations with index.html, so a
// reload with the network off still shows the app. API data is never cached here: offline data
// comes from IndexedDB through the app's worker (DESIGN.md §1). A navigation to a page the
// signed-in user saw before gets that page's last frame inlined into the shell (README
// "Decisions": last frame), read from the same IndexedDB, so last-known positions show at once.
import { cleanupOutdatedCaches, createHandlerBoundToURL, getCacheKeyForURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { clientsClaim } from 'workbox-core';
import { framePath, frameUsable } from '../domain/lastFrame';
import { composeShell } from './composeShell';
import { readFrame } from './frameStore';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The hashed build assets are immutable and all precached, so the browser takes them straight
// from the cache (static routing, Chromium 123+) instead of waking this worker for each of the
// ~20 files a page loads; a miss goes to the network, as the precache route would. Measured in
// the issue 9 note: the last frame and the app's first render come sooner on a warm start.
type InstallWithRoutes = ExtendableEvent & { addRoutes?: (rules: unknown) => Promise<void> };
self.addEventListener('install', (event: InstallWithRoutes) => {
  if (!event.addRoutes) return;
  event.waitUntil(event.addRoutes([{ condition: { urlPattern: { pathname: '/assets/*' } }, source: 'cache' }]).catch(() => undefined));
});

const shellFor = createHandlerBoundToURL('index.html');

/** Every stylesheet of the frame is in this build's precache (else it is a frame of an older build). */
const stylesPrecached = (paths: string[]): boolean => paths.every((href) => getCacheKeyForURL(href) !== undefined);

async function withLastFrame(shell: Response, found: Awaited<ReturnType<typeof readFrame>>): Promise<Response> {
  if (!shell.ok || !found || !frameUsable(found.frame, found.auth, Date.now()) || !stylesPrecached(found.frame.styles)) return shell;
  const html = composeShell(await shell.clone().text(), found.frame);
  if (html === null) return shell;
  const headers = new Headers(shell.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  headers.set('content-type', 'text/html; charset=utf-8');
  return new Response(html, { status: shell.status, statusText: shell.statusText, headers });
}

registerRoute(
  new NavigationRoute(async (options) => {
    // The IndexedDB read runs while the shell is taken from the precache.
    const found = readFrame(framePath(options.url.pathname, options.url.search)).catch(() => null);
    const shell = await shellFor(options);
    try {
      return await withLastFrame(shell, await found);
    } catch {
      return shell;
    }
  }, {
    denylist: [/^\/api\//, /^\/ws\//, /^\/market\//],
  }),
);

// A first install controls the open page at once; an update waits for the user's consent.
clientsClaim();

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') void self.skipWaiting();
});
