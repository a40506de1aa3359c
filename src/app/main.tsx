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
import { lastFrame, replaceFrameWhenShown } from '../startup/page/handOver';
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
const router = createAppRouter({ queryClient, session: startingSession() });
// The page's code and data are asked for now, while React mounts and the session is restored,
// not once the router's first load runs after the first render; the router, mounted, goes on
// with this load.
void router.load();
// A clicked notification opens its page here; an alert pushed meanwhile refreshes the list.
listenToServiceWorker(router);

const rootElement = document.getElementById('root')!;
// The service worker may have put the last frame of this page before #root: it stays, inert, until
// the app shows the page's data in its place (src/startup).
const frame = lastFrame();
if (frame) replaceFrameWhenShown(frame, rootElement);

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
// A chunk the first render waits for may be slow to load (a cold cache on a bad network): it must
// not leave the root empty; the router's pending page then shows.
const SECTION_WAIT_MS = 1_500;
let rendered = false;
const renderOnce = () => {
  if (rendered) return;
  rendered = true;
  render();
};
// A browser signed out last time, on a page that asks for a sign-in, is shown the login card: its
// code is in before the first render, so the card, not a placeholder, is the first thing drawn
// (issue 24). Elsewhere ('/') the card's code is not fetched at all.
const { pathname } = router.state.location;
const showsLoginCard = !readSignedInHint() && routeNeedsLogin(router, pathname);
const firstRenderNeeds = showsLoginCard ? LoginCard.preload?.() : null;
if (firstRenderNeeds) {
  void firstRenderNeeds.then(renderOnce, renderOnce);
  setTimeout(renderOnce, SECTION_WAIT_MS);
} else renderOnce();
