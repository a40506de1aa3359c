// The route table of docs/product.md §2: one route per page, with its title, who may open it, the
// search params it reads (validateSearch) and the navigations that list it (./navigation.ts reads
// them from here). Each section's screens load with its module, lazily (lazyRouteComponent): the
// router fetches a page's code when its route matches or a link to it is about to be followed.
import { createRootRouteWithContext, createRoute, lazyRouteComponent, notFound, redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { validateAdminSearch } from '../../domain/rules/admin/adminSearch';
import { validateHistorySearch } from '../../domain/rules/history/historySearch';
import {
  validateBotSearch,
  validateHedgeSearch,
  validateJournalSearch,
  validatePositionSearch,
  validateRedirectSearch,
  validateStatisticsSearch,
  validateTokenSearch,
} from '../../domain/rules/input/pageSearch';
import { searchId } from '../../domain/rules/input/searchId';
import { prefetchSnapshot } from '../data/subscriptions';
import { NotFound, SectionNotFound } from '../errors/NotFound';
import { ru } from '../i18n/ru';
import { subNavRu } from '../i18n/sections/subNav';
import { RootLayout } from '../layout/RootLayout';
import { SectionLayout } from '../layout/SectionLayout';
import { SessionLoading } from '../session/SessionLoading';
import { ADMIN_READ, LOGIN, PUBLIC } from './access';
import { admit, type SessionAccess } from './admit';
import { RouteError } from '../errors/RouteError';
import type { DashboardVariant } from './staticData';

/** What every route's beforeLoad and loader get. */
export interface RouterContext {
  queryClient: QueryClient;
  /** The session as the frame shows it (the app passes each change in and reloads the routes). */
  session: SessionAccess;
}

const t = ru.titles;
const n = subNavRu;

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});

// Account screens: public and bare (a centred card, no header).
const account = { access: PUBLIC, bare: true };
const accountScreen = (name: 'LoginScreen' | 'RegisterScreen' | 'ForgotPasswordScreen' | 'ResetPasswordScreen' | 'VerifyEmailScreen') => ({
  component: lazyRouteComponent(() => import('../session/accountScreens'), name),
  pendingComponent: SessionLoading,
});
const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: validateRedirectSearch,
  staticData: { title: ru.frame.account.login, ...account },
  ...accountScreen('LoginScreen'),
});
const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/register',
  staticData: { title: ru.frame.account.register, ...account },
  ...accountScreen('RegisterScreen'),
});
const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/forgot-password',
  staticData: { title: ru.frame.account.forgot, ...account },
  ...accountScreen('ForgotPasswordScreen'),
});
const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password',
  validateSearch: validateTokenSearch,
  staticData: { title: ru.frame.account.reset, ...account },
  ...accountScreen('ResetPasswordScreen'),
});
const verifyEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/verify-email',
  validateSearch: validateTokenSearch,
  staticData: { title: ru.frame.account.verify, ...account },
  ...accountScreen('VerifyEmailScreen'),
});

// The dashboard: one screen, eight pages (title, subtitle and blocks by variant), public.
const DashboardScreen = lazyRouteComponent(() => import('../dashboard/DashboardSection'), 'DashboardScreen');
function dashboard(variant: DashboardVariant, alsoIn?: { main: string }) {
  const { title, subtitle } = t[variant];
  return {
    component: DashboardScreen,
    staticData: { title, subtitle, access: PUBLIC, dashboard: variant, nav: { dashboard: title, ...alsoIn } },
  };
}
const dashboardRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', ...dashboard('dashboard', { main: ru.nav.dashboard }) });
// The bare section address leads to the section's first page ('/analytics' is a page itself).
const dashboardIndexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard',
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
const dashboardPerformanceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard/performance',
  ...dashboard('dashboardPerformance'),
});
const dashboardPortfolioRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard/portfolio',
  ...dashboard('dashboardPortfolio'),
});
const dashboardRiskRoute = createRoute({ getParentRoute: () => rootRoute, path: '/dashboard/risk', ...dashboard('dashboardRisk') });
const analyticsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/analytics', ...dashboard('analytics') });
const analyticsPerformanceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/analytics/performance',
  ...dashboard('analyticsPerformance'),
});
const analyticsRiskRoute = createRoute({ getParentRoute: () => rootRoute, path: '/analytics/risk', ...dashboard('analyticsRisk') });
const analyticsReportsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/analytics/reports',
  ...dashboard('analyticsReports'),
});

// An unknown sub-path of a section: 'Страница не найдена' in the section's frame, under its tab bar.
const unknownPage = { component: SectionNotFound, staticData: { title: ru.errors.notFound, notFound: true } };

// Mining: a layout (header tools, tab bar) over six pages and one bot's two, login required.
const mining = <
  K extends
    | 'MiningLayout'
    | 'MiningOverview'
    | 'MiningBots'
    | 'MiningBotDetail'
    | 'MiningBotJournal'
    | 'MiningStrategies'
    | 'MiningPositions'
    | 'MiningStatistics'
    | 'MiningHistory',
>(
  name: K,
) => lazyRouteComponent(() => import('../mining/MiningSection'), name);
const miningRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/mining',
  beforeLoad: admit(LOGIN),
  component: mining('MiningLayout'),
  staticData: { title: t.mining, access: LOGIN, nav: { main: ru.nav.mining } },
});
const miningOverviewRoute = createRoute({
  getParentRoute: () => miningRoute,
  path: '/',
  component: mining('MiningOverview'),
  staticData: { title: t.mining, nav: { mining: n.overview } },
});
const miningBotsRoute = createRoute({
  getParentRoute: () => miningRoute,
  path: 'bots',
  validateSearch: validateBotSearch,
  component: mining('MiningBots'),
  staticData: { title: t.miningBots, nav: { mining: n.bots } },
});
// One bot's pages: its id a number in every link and page; an address naming no id is not found.
const miningBotRoute = createRoute({
  getParentRoute: () => miningRoute,
  path: 'bots/$botId',
  params: {
    parse: ({ botId }) => {
      const id = searchId(botId);
      if (id === null) throw notFound();
      return { botId: id };
    },
    stringify: ({ botId }) => ({ botId: String(botId) }),
  },
  notFoundComponent: SectionNotFound,
  staticData: { title: t.miningBot },
});
const miningBotDetailRoute = createRoute({
  getParentRoute: () => miningBotRoute,
  path: '/',
  component: mining('MiningBotDetail'),
  staticData: { title: t.miningBot },
});
const miningBotJournalRoute = createRoute({
  getParentRoute: () => miningBotRoute,
  path: 'journal',
  validateSearch: validateJournalSearch,
  component: mining('MiningBotJournal'),
  staticData: { title: t.miningBotJournal },
});
const miningStrategiesRoute = createRoute({
  getParentRoute: () => miningRoute,
  path: 'strategies',
  component: mining('MiningStrategies'),
  staticData: { title: t.miningStrategies, nav: { mining: n.strategies } },
});
const miningPositionsRoute = createRoute({
  getParentRoute: () => miningRoute,
  path: 'positions',
  validateSearch: validatePositionSearch,
  // The positions and the bot names on their cards are asked for beside the page's code.
  loader: ({ context }) => {
    prefetchSnapshot(context.queryClient, 'openPositions', {});
    prefetchSnapshot(context.queryClient, 'bots', {});
  },
  component: mining('MiningPositions'),
  staticData: { title: t.miningPositions, nav: { mining: n.positions } },
});
const miningStatisticsRoute = createRoute({
  getParentRoute: () => miningRoute,
  path: 'statistics',
  validateSearch: validateStatisticsSearch,
  component: mining('MiningStatistics'),
  staticData: { title: t.miningStatistics, nav: { mining: n.statistics } },
});
const miningHistoryRoute = createRoute({
  getParentRoute: () => miningRoute,
  path: 'history',
  validateSearch: validateHistorySearch,
  component: mining('MiningHistory'),
  staticData: { title: t.miningHistory, nav: { mining: n.history } },
});
const miningUnknownRoute = createRoute({ getParentRoute: () => miningRoute, path: '$', ...unknownPage });

const hedgeBotsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/hedge-bots',
  validateSearch: validateHedgeSearch,
  beforeLoad: admit(LOGIN),
  component: lazyRouteComponent(() => import('../hedge/HedgeSection'), 'HedgeBotsScreen'),
  staticData: { title: t.hedgeBots, access: LOGIN, nav: { sections: t.hedgeBots } },
});

const positionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/positions',
  component: lazyRouteComponent(() => import('../positions/PositionsSection'), 'PositionsDemoScreen'),
  staticData: { title: t.positions, access: PUBLIC, nav: { sections: t.positions } },
});

// Signals: a placeholder feed in four pages under one tab bar.
const signals = <K extends 'SignalsFeed' | 'ActiveSignals' | 'SignalsHistory' | 'SignalsSettings'>(name: K) =>
  lazyRouteComponent(() => import('../signals/SignalsSection'), name);
const signalsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/signals',
  component: () => <SectionLayout nav="signals" label={t.signals} />,
  staticData: { title: t.signals, access: PUBLIC, nav: { sections: t.signals } },
});
const signalsFeedRoute = createRoute({
  getParentRoute: () => signalsRoute,
  path: '/',
  component: signals('SignalsFeed'),
  staticData: { title: t.signals, nav: { signals: t.signals } },
});
const signalsActiveRoute = createRoute({
  getParentRoute: () => signalsRoute,
  path: 'active',
  component: signals('ActiveSignals'),
  staticData: { title: t.signalsActive, nav: { signals: n.active } },
});
const signalsHistoryRoute = createRoute({
  getParentRoute: () => signalsRoute,
  path: 'history',
  component: signals('SignalsHistory'),
  staticData: { title: t.signalsHistory, nav: { signals: n.history } },
});
const signalsSettingsRoute = createRoute({
  getParentRoute: () => signalsRoute,
  path: 'settings',
  component: signals('SignalsSettings'),
  staticData: { title: t.signalsSettings, nav: { signals: n.settings } },
});
const signalsUnknownRoute = createRoute({ getParentRoute: () => signalsRoute, path: '$', ...unknownPage });

// The static spot and futures demos: a tab bar over their pages; unknown sub-paths are not found.
const spot = <K extends 'SpotOverview' | 'SpotPositions' | 'SpotOrders' | 'SpotAnalytics'>(name: K) =>
  lazyRouteComponent(() => import('../spot/SpotSection'), name);
const spotRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/spot',
  component: () => <SectionLayout nav="spot" label={t.spot} />,
  staticData: { title: t.spot, access: PUBLIC, nav: { sections: t.spot } },
});
const spotOverviewRoute = createRoute({
  getParentRoute: () => spotRoute,
  path: '/',
  component: spot('SpotOverview'),
  staticData: { title: t.spot, nav: { spot: n.overview } },
});
const spotPositionsRoute = createRoute({
  getParentRoute: () => spotRoute,
  path: 'positions',
  component: spot('SpotPositions'),
  staticData: { title: t.spotPositions, nav: { spot: n.positions } },
});
const spotOrdersRoute = createRoute({
  getParentRoute: () => spotRoute,
  path: 'orders',
  component: spot('SpotOrders'),
  staticData: { title: t.spotOrders, nav: { spot: n.orders } },
});
const spotAnalyticsRoute = createRoute({
  getParentRoute: () => spotRoute,
  path: 'analytics',
  component: spot('SpotAnalytics'),
  staticData: { title: t.spotAnalytics, nav: { spot: n.analytics } },
});
const spotUnknownRoute = createRoute({ getParentRoute: () => spotRoute, path: '$', ...unknownPage });

const futures = <K extends 'FuturesOverview' | 'FuturesPositions' | 'FuturesOrders' | 'FuturesLeverage' | 'FuturesAnalytics'>(name: K) =>
  lazyRouteComponent(() => import('../futures/FuturesSection'), name);
const futuresRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/futures',
  component: () => <SectionLayout nav="futures" label={t.futures} />,
  staticData: { title: t.futures, access: PUBLIC, nav: { sections: t.futures } },
});
const futuresOverviewRoute = createRoute({
  getParentRoute: () => futuresRoute,
  path: '/',
  component: futures('FuturesOverview'),
  staticData: { title: t.futures, nav: { futures: n.overview } },
});
const futuresPositionsRoute = createRoute({
  getParentRoute: () => futuresRoute,
  path: 'positions',
  component: futures('FuturesPositions'),
  staticData: { title: t.futuresPositions, nav: { futures: n.positions } },
});
const futuresOrdersRoute = createRoute({
  getParentRoute: () => futuresRoute,
  path: 'orders',
  component: futures('FuturesOrders'),
  staticData: { title: t.futuresOrders, nav: { futures: n.orders } },
});
const futuresLeverageRoute = createRoute({
  getParentRoute: () => futuresRoute,
  path: 'leverage',
  component: futures('FuturesLeverage'),
  staticData: { title: t.futuresLeverage, nav: { futures: n.leverage } },
});
const futuresAnalyticsRoute = createRoute({
  getParentRoute: () => futuresRoute,
  path: 'analytics',
  component: futures('FuturesAnalytics'),
  staticData: { title: t.futuresAnalytics, nav: { futures: n.analytics } },
});
const futuresUnknownRoute = createRoute({ getParentRoute: () => futuresRoute, path: '$', ...unknownPage });

// Settings: profile, security and notifications need a sign-in; the server addresses (api) are
// this browser's own preferences, set up before signing in anywhere.
const settings = <K extends 'ProfileSettings' | 'SecuritySettings' | 'ApiSettings' | 'NotificationSettings'>(name: K) =>
  lazyRouteComponent(() => import('../settings/SettingsSection'), name);
const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings',
  component: () => <SectionLayout nav="settings" label={t.settings} />,
  staticData: { title: t.settings, access: PUBLIC, nav: { sections: ru.nav.settings } },
});
const profileSettingsRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/',
  beforeLoad: admit(LOGIN),
  component: settings('ProfileSettings'),
  staticData: { title: t.settings, access: LOGIN, nav: { settings: n.profile } },
});
const securitySettingsRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'security',
  beforeLoad: admit(LOGIN),
  component: settings('SecuritySettings'),
  staticData: { title: t.settingsSecurity, access: LOGIN, nav: { settings: n.security } },
});
const apiSettingsRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'api',
  component: settings('ApiSettings'),
  staticData: { title: t.settingsApi, nav: { settings: n.api } },
});
const notificationSettingsRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'notifications',
  beforeLoad: admit(LOGIN),
  component: settings('NotificationSettings'),
  staticData: { title: t.settingsNotifications, access: LOGIN, nav: { settings: n.notifications } },
});

const settingsUnknownRoute = createRoute({ getParentRoute: () => settingsRoute, path: '$', ...unknownPage });

const notificationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/notifications',
  beforeLoad: admit(LOGIN),
  component: lazyRouteComponent(() => import('../notifications/NotificationsSection'), 'NotificationsScreen'),
  staticData: { title: t.notifications, access: LOGIN },
});

const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin',
  validateSearch: validateAdminSearch,
  beforeLoad: admit(ADMIN_READ),
  component: lazyRouteComponent(() => import('../admin/AdminSection'), 'AdminScreen'),
  staticData: { title: t.admin, access: ADMIN_READ, nav: { sections: t.admin } },
});

export const routeTree = rootRoute.addChildren([
  loginRoute,
  registerRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  verifyEmailRoute,
  dashboardRoute,
  dashboardIndexRoute,
  dashboardPerformanceRoute,
  dashboardPortfolioRoute,
  dashboardRiskRoute,
  analyticsRoute,
  analyticsPerformanceRoute,
  analyticsRiskRoute,
  analyticsReportsRoute,
  miningRoute.addChildren([
    miningOverviewRoute,
    miningBotsRoute,
    miningBotRoute.addChildren([miningBotDetailRoute, miningBotJournalRoute]),
    miningStrategiesRoute,
    miningPositionsRoute,
    miningStatisticsRoute,
    miningHistoryRoute,
    miningUnknownRoute,
  ]),
  hedgeBotsRoute,
  positionsRoute,
  signalsRoute.addChildren([signalsFeedRoute, signalsActiveRoute, signalsHistoryRoute, signalsSettingsRoute, signalsUnknownRoute]),
  spotRoute.addChildren([spotOverviewRoute, spotPositionsRoute, spotOrdersRoute, spotAnalyticsRoute, spotUnknownRoute]),
  futuresRoute.addChildren([
    futuresOverviewRoute,
    futuresPositionsRoute,
    futuresOrdersRoute,
    futuresLeverageRoute,
    futuresAnalyticsRoute,
    futuresUnknownRoute,
  ]),
  settingsRoute.addChildren([
    profileSettingsRoute,
    securitySettingsRoute,
    apiSettingsRoute,
    notificationSettingsRoute,
    settingsUnknownRoute,
  ]),
  notificationsRoute,
  adminRoute,
]);
