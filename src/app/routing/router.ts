// The app's router over the route table (./routeTree.tsx), registered so that every link, search
// and navigation in the app is checked against the table by the type checker.
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFound } from '../errors/NotFound';
import { RouteError } from '../errors/RouteError';
import { RoutePending } from './RoutePending';
import { routeTree, type RouterContext } from './routeTree';

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    // A link's page (its code and the data its loader asks for) is fetched on hover, focus or touch.
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFound,
    defaultErrorComponent: RouteError,
    defaultPendingComponent: RoutePending,
    // the window's scroll only, on back and forward (windowScroll.ts)
    scrollRestoration: false,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

/** Whether a path's page asks for a sign-in: signed out, its guard shows the login card there. */
export function routeNeedsLogin(router: AppRouter, pathname: string): boolean {
  return router.matchRoutes(pathname).some((match) => match.staticData?.access?.login === true);
}
