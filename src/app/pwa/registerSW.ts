// Registers the service worker through workbox-window and reports when a new version waits.
// A first install takes control at once (clientsClaim in src/sw/sw.ts); an update waits for the
// user's consent, then skips waiting and the page reloads on the new version.

export interface SwHandle {
  /** Activates the waiting version and reloads once it controls the page. */
  update(): void;
}

/**
 * Resolves once the page has loaded and the main thread is idle (or `maxWait` ms after load). The
 * first install downloads the whole precache: started earlier, it competes with the first screen's
 * own requests and main thread on a phone (docs/decisions/0013).
 */
export function afterLoadAndIdle(maxWait = 3_000): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: maxWait });
        else setTimeout(resolve, 0);
      }),
  );
}

/** How often an open tab looks for a new version (issue 22: a tab left open for days). */
export const UPDATE_CHECK_MS = 3_600_000;

/**
 * Calls `check` (the registration's update) every hour and whenever the tab becomes visible again,
 * so a tab left open for days still offers a new version; a failed check (offline) waits for the next.
 * Returns the stop.
 */
export function watchForUpdates(check: () => Promise<unknown>, every = UPDATE_CHECK_MS): () => void {
  const run = () => void check().catch(() => undefined);
  const timer = setInterval(run, every);
  const onVisible = () => {
    if (document.visibilityState === 'visible') run();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

export async function registerSW(onUpdateReady: (handle: SwHandle) => void): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  await afterLoadAndIdle();
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/', type: 'module' });
  wb.addEventListener('waiting', () => {
    onUpdateReady({
      update() {
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      },
    });
  });
  try {
    await wb.register();
  } catch (error) {
    console.warn('service worker registration failed', error);
    return;
  }
  watchForUpdates(() => wb.update());
  // Keep the IndexedDB mirror under storage pressure. StorageManager.persist exists on the page
  // only, not in the data worker that owns the mirror; asked when the app runs installed, where
  // the browser decides without prompting the user.
  if (matchMedia('(display-mode: standalone)').matches) await navigator.storage?.persist?.().catch(() => false);
}
