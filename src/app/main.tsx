import './worker/boot';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import './theme/theme.css';
import { applyTheme, readTheme } from './theme/theme';
import { ThemeProvider } from './theme/ThemeContext';
import { CrashBoundary } from './errors/CrashBoundary';
import { createQueryClient } from './data/queryClient';
import { QueryDevtools } from './data/QueryDevtools';
import { startFromFrameSeed } from './lastFrame/frameSeed';
import { lastFrame, replaceFrameWhenSettled } from './lastFrame/settleFrame';
import { listenToServiceWorker } from './pwa/swMessages';
import { AppRouterProvider } from './routing/AppRouterProvider';
import { createAppRouter, routeNeedsLogin } from './routing/router';
import { LoginCard } from './session/lazyLoginCard';
import { SessionProvider, startingSession } from './session/SessionContext';
import { readSignedInHint } from './session/signedInHint';
import { ToastProvider } from './ui/Toast';

applyTheme(readTheme());

// The worker pushes its snapshots into the query cache the screens read (data/subscriptions.ts).
const queryClient = createQueryClient();
// The service worker may have inlined the last frame of this page: it stays until the app has
// settled, and what it was drawn from starts the app on the same page at once (frameSeed.ts).
const frame = lastFrame();
if (frame) startFromFrameSeed(queryClient);
const router = createAppRouter({ queryClient, session: startingSession() });
// The page's code and data are asked for now, while React mounts and the session is restored,
// not once the router's first load runs after the first render (docs/decisions/0058); the
// router, mounted, goes on with this load.
const firstLoad = router.load();
// A clicked notification opens its page here; an alert pushed meanwhile refreshes the list.
listenToServiceWorker(router);

const rootElement = document.getElementById('root')!;
if (frame) replaceFrameWhenSettled(frame, rootElement);

const render = () =>
  createRoot(rootElement).render(
    <StrictMode>
      <CrashBoundary>
        <ThemeProvider>
          <QueryClientProvider client={queryClient}>
            <ToastProvider>
              <SessionProvider>
                <AppRouterProvider router={router} queryClient={queryClient} />
              </SessionProvider>
            </ToastProvider>
            <QueryDevtools />
          </QueryClientProvider>
        </ThemeProvider>
      </CrashBoundary>
    </StrictMode>,
  );
// Under a last frame nobody sees the app before its page is ready: it waits for the router's first
// load (the page's code with it), so the first render draws the page itself, from the frame's
// seed, in one pass. Not for ever: a
// section slow to load (a cold cache on a bad network) must not leave an empty root to the frame's
// own timer; the router's pending page then shows as it would without a frame.
const SECTION_WAIT_MS = 1_500;
let rendered = false;
const renderOnce = () => {
  if (rendered) return;
  rendered = true;
  render();
};
// A browser signed out last time, on a page that asks for a sign-in, is shown the login card: its
// code is in before the first render, so the card, not a placeholder, is the first thing drawn
// (issue 24). Same limit. Elsewhere ('/') the card's code is not fetched at all.
const { pathname } = router.state.location;
const showsLoginCard = !readSignedInHint() && routeNeedsLogin(router, pathname);
const firstRenderNeeds = frame ? firstLoad : showsLoginCard ? LoginCard.preload?.() : null;
if (firstRenderNeeds) {
  void firstRenderNeeds.then(renderOnce, renderOnce);
  setTimeout(renderOnce, SECTION_WAIT_MS);
} else renderOnce();
