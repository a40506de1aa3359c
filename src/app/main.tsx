import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import './theme/theme.css';
import { applyTheme, readTheme } from './theme/theme';
import { ThemeProvider } from './theme/ThemeContext';
import { CrashBoundary } from './errors/CrashBoundary';
import { createAppRouter } from './routing/router';
import { SessionProvider } from './session/SessionContext';
import { ToastProvider } from './ui/Toast';
import { workerApi } from './worker/client';

applyTheme(readTheme());

// The worker starts with the app: it restores the session and opens the mirror before any screen asks.
void workerApi().ping();

// Snapshots are pushed by the worker; TanStack Query is only the cache the screens read.
const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: Infinity, gcTime: 5 * 60_000, retry: false, refetchOnWindowFocus: false } },
});
const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CrashBoundary>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <SessionProvider>
              <RouterProvider router={router} />
            </SessionProvider>
          </ToastProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </CrashBoundary>
  </StrictMode>,
);
