/// <reference lib="webworker" />
// The service worker: precaches the app shell and answers navigations with index.html, so a
// reload with the network off still shows the app. API data is never cached here: offline data
// comes from IndexedDB through the app's worker (DESIGN.md §1).
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { clientsClaim } from 'workbox-core';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api\//, /^\/ws\//, /^\/market\//],
  }),
);

// A first install controls the open page at once; an update waits for the user's consent.
clientsClaim();

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') void self.skipWaiting();
});
