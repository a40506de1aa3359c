// Registers the service worker through workbox-window and reports when a new version waits.
// A first install takes control at once (clientsClaim in src/sw/sw.ts); an update waits for the
// user's consent, then skips waiting and the page reloads on the new version.

export interface SwHandle {
  /** Activates the waiting version and reloads once it controls the page. */
  update(): void;
}

export async function registerSW(onUpdateReady: (handle: SwHandle) => void): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
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
  }
}
