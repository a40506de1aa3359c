// The route tree of SPEC §2. Each section lives in its own folder and its own chunk: this file
// only names paths, titles and access; components load lazily from the section's module.
import { createRootRouteWithContext, createRoute, createRouter, type AnyRoute } from '@tanstack/react-router';
import { prefetchSnapshot } from '../data/useSnapshot';
import type { SnapshotCache } from '../data/snapshotCache';
import { RootLayout } from '../layout/RootLayout';
import { NotFound, SectionNotFound } from '../errors/NotFound';
import { RouteError } from '../errors/RouteError';
import { validateHistorySearch } from '../../domain/historySearch';
import { ru } from '../i18n/ru';
import { SessionLoading } from '../session/SessionLoading';
import { readSignedInHint } from '../session/signedInHint';
import { ADMIN_READ, LOGIN, PUBLIC, type RouteAccess } from './access';
import { lazyPage, remember, RoutePending, type Loader } from './lazyPage';

/** What route loaders get: the snapshot cache a page's data can be asked for in ahead of the page. */
interface RouterContext {
  snapshots: SnapshotCache | null;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});

const t = ru.titles;
const dashboard = remember(() => import('../dashboard/DashboardSection'));
const mining = remember(() => import('../mining/MiningSection'));
const hedge = remember(() => import('../hedge/HedgeSection'));
const admin = remember(() => import('../admin/AdminSection'));
const positions = remember(() => import('../positions/PositionsSection'));
const signals = remember(() => import('../signals/SignalsSection'));
const settings = remember(() => import('../settings/SettingsSection'));
const spot = remember(() => import('../spot/SpotSection'));
const futures = remember(() => import('../futures/FuturesSection'));
const notifications = remember(() => import('../notifications/NotificationsSection'));

/**
 * Starts the section's download when the route matches, if its screen is likely to be shown:
 * a public route, or a login route in a browser that was signed in last time. It then loads in
 * parallel with the session restore rather than after it; it is not awaited.
 */
function preloadIfLikely(load: Loader, access: RouteAccess, data?: (cache: SnapshotCache) => void) {
  return ({ context }: { context: RouterContext }) => {
    if (access.login && !readSignedInHint()) return;
    void load().catch(() => undefined);
    // The page's data is asked for beside its chunk, not after it has arrived and rendered.
    if (data && context.snapshots) data(context.snapshots);
  };
}

/** Asks for the snapshots a page shows first, as its route matches (prefetchSnapshot). */
type PageData = (cache: SnapshotCache) => void;

/** The positions page and the bot names on its cards: what a warm start of it waits for. */
const miningPositionsData: PageData = (cache) => {
  prefetchSnapshot(cache, 'openPositions', {});
  prefetchSnapshot(cache, 'bots', {});
};

/** A page's search params, checked by the router before the page reads them. */
type SearchValidator = (search: Record<string, unknown>) => object;

function page(
  parent: AnyRoute,
  path: string,
  load: Loader,
  exportName: string,
  title: string,
  access: RouteAccess,
  validateSearch?: SearchValidator,
  data?: PageData,
) {
  return createRoute({
    getParentRoute: () => parent,
    path,
    component: lazyPage(load, exportName),
    loader: preloadIfLikely(load, access, data),
    staticData: { title, access },
    ...(validateSearch ? { validateSearch } : {}),
  });
}

/** A section with a layout route ('/mining') and sub-pages; unknown sub-paths show 'Страница не найдена'. */
function section(
  path: string,
  load: Loader,
  layoutExport: string,
  title: string,
  access: RouteAccess,
  pages: Array<[string, string, string, SearchValidator?, PageData?]>,
) {
  const layout = createRoute({
    getParentRoute: () => rootRoute,
    path,
    component: lazyPage(load, layoutExport),
    loader: preloadIfLikely(load, access),
    staticData: { title, access },
  });
  const children = pages.map(([sub, exportName, pageTitle, validate, data]) =>
    page(layout, sub, load, exportName, pageTitle, access, validate, data),
  );
  const unknown = createRoute({ getParentRoute: () => layout, path: '$', component: SectionNotFound, staticData: { access } });
  return layout.addChildren([...children, unknown]);
}

const dashboardPaths: Array<[string, string]> = [
  ['/', t.dashboard.title],
  ['/dashboard/performance', t.dashboardPerformance.title],
  ['/dashboard/portfolio', t.dashboardPortfolio.title],
  ['/dashboard/risk', t.dashboardRisk.title],
  ['/analytics', t.analytics.title],
  ['/analytics/performance', t.analyticsPerformance.title],
  ['/analytics/risk', t.analyticsRisk.title],
  ['/analytics/reports', t.analyticsReports.title],
];

const account = remember(() => import('../session/accountScreens'));
const f = ru.frame;

/** Account screens: public, bare (a centred card, no header). */
function accountPage(path: string, exportName: string, title: string) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    component: lazyPage(account, exportName),
    pendingComponent: SessionLoading,
    staticData: { title, access: PUBLIC, bare: true },
  });
}

const routeTree = rootRoute.addChildren([
  accountPage('/login', 'LoginScreen', f.account.login),
  accountPage('/register', 'RegisterScreen', f.account.register),
  accountPage('/forgot-password', 'ForgotPasswordScreen', f.account.forgot),
  accountPage('/reset-password', 'ResetPasswordScreen', f.account.reset),
  accountPage('/verify-email', 'VerifyEmailScreen', f.account.verify),
  ...dashboardPaths.map(([path, title]) => page(rootRoute, path, dashboard, 'DashboardScreen', title, PUBLIC)),
  section('/mining', mining, 'MiningLayout', t.mining, LOGIN, [
    ['/', 'MiningOverview', t.mining],
    ['bots', 'MiningBots', t.miningBots],
    ['strategies', 'MiningStrategies', t.miningStrategies],
    ['positions', 'MiningPositions', t.miningPositions, undefined, miningPositionsData],
    ['statistics', 'MiningStatistics', t.miningStatistics],
    ['history', 'MiningHistory', t.miningHistory, validateHistorySearch],
  ]),
  page(rootRoute, '/hedge-bots', hedge, 'HedgeBotsScreen', t.hedgeBots, LOGIN),
  page(rootRoute, '/admin', admin, 'AdminScreen', t.admin, ADMIN_READ),
  page(rootRoute, '/positions', positions, 'PositionsDemoScreen', t.positions, PUBLIC),
  page(rootRoute, '/notifications', notifications, 'NotificationsScreen', t.notifications, LOGIN),
  ...(
    [
      ['/signals', t.signals],
      ['/signals/active', t.signalsActive],
      ['/signals/history', t.signalsHistory],
      ['/signals/settings', t.signalsSettings],
    ] as const
  ).map(([path, title]) => page(rootRoute, path, signals, 'SignalsScreen', title, PUBLIC)),
  // The server slots are this browser's own preferences: set up before signing in anywhere.
  ...(
    [
      ['/settings', t.settings, LOGIN],
      ['/settings/security', t.settingsSecurity, LOGIN],
      ['/settings/api', t.settingsApi, PUBLIC],
      ['/settings/notifications', t.settingsNotifications, LOGIN],
    ] as const
  ).map(([path, title, access]) => page(rootRoute, path, settings, 'SettingsScreen', title, access)),
  section('/spot', spot, 'SpotLayout', t.spot, PUBLIC, [
    ['/', 'SpotOverview', t.spot],
    ['positions', 'SpotPositions', t.spotPositions],
    ['orders', 'SpotOrders', t.spotOrders],
    ['analytics', 'SpotAnalytics', t.spotAnalytics],
  ]),
  section('/futures', futures, 'FuturesLayout', t.futures, PUBLIC, [
    ['/', 'FuturesOverview', t.futures],
    ['positions', 'FuturesPositions', t.futuresPositions],
    ['orders', 'FuturesOrders', t.futuresOrders],
    ['leverage', 'FuturesLeverage', t.futuresLeverage],
    ['analytics', 'FuturesAnalytics', t.futuresAnalytics],
  ]),
]);

/** Whether a path's page asks for a sign-in: signed out, its guard shows the login card there. */
export function routeNeedsLogin(router: ReturnType<typeof createAppRouter>, pathname: string): boolean {
  return router.matchRoutes(pathname).some((match) => match.staticData?.access?.login === true);
}

export function createAppRouter(snapshots: SnapshotCache | null = null) {
  return createRouter({
    routeTree,
    context: { snapshots },
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFound,
    defaultErrorComponent: RouteError,
    defaultPendingComponent: RoutePending,
    // the window's scroll only, on back and forward (windowScroll.ts)
    scrollRestoration: false,
  });
}
