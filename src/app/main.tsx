import './worker/boot';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import './theme/theme.css';
import { applyTheme, readTheme } from './theme/theme';
import { ThemeProvider } from './theme/ThemeContext';
import { CrashBoundary } from './errors/CrashBoundary';
import { SnapshotCache, SnapshotCacheProvider } from './data/snapshotCache';
import { lastFrame, replaceFrameWhenSettled } from './lastFrame/settleFrame';
import { listenToServiceWorker } from './pwa/swMessages';
import { createAppRouter } from './routing/router';
import { SessionProvider } from './session/SessionContext';
import { ToastProvider } from './ui/Toast';

applyTheme(readTheme());

// Snapshots are pushed by the worker into the cache the screens read.
const snapshots = new SnapshotCache();
const router = createAppRouter(snapshots);
// The page's section and data are asked for now, while React mounts and the session is restored,
// not once the router's first load runs after the first render (~30 ms later on a warm start).
const { pathname, search } = router.state.location;
void router.preloadRoute({ to: pathname, search }).catch(() => undefined);
// A clicked notification opens its page here; an alert pushed meanwhile refreshes the list.
listenToServiceWorker(router);

const rootElement = document.getElementById('root')!;
// The service worker may have inlined the last frame of this page: it stays until the app has settled.
const frame = lastFrame();
if (frame) replaceFrameWhenSettled(frame, rootElement);

createRoot(rootElement).render(
  <StrictMode>
    <CrashBoundary>
      <ThemeProvider>
        <SnapshotCacheProvider cache={snapshots}>
          <ToastProvider>
            <SessionProvider>
              <RouterProvider router={router} />
            </SessionProvider>
          </ToastProvider>
        </SnapshotCacheProvider>
      </ThemeProvider>
    </CrashBoundary>
  </StrictMode>,
);
