import { useEffect, useMemo, useRef } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { useSession } from '../session/SessionContext';
import type { AppRouter } from './router';

/**
 * The router with the session in its context. When what access is decided on changes (a sign-in,
 * a sign-out, another role) the matched routes load again: a page refused before (admit.ts) is
 * fetched now.
 */
export function AppRouterProvider({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  const { status, user } = useSession();
  const role = user?.role ?? null;
  const context = useMemo(() => ({ queryClient, session: { status, user: role ? { role } : null } }), [queryClient, status, role]);
  const shown = useRef(context.session);
  useEffect(() => {
    if (shown.current === context.session) return;
    shown.current = context.session;
    void router.invalidate();
  }, [router, context.session]);
  return <RouterProvider router={router} context={context} />;
}
