// What each route of the table (./routeTree.tsx) says of its page besides its path: the frame,
// the navigations and the dashboard read it from the matched routes.
import type { RouteAccess } from './access';

/** The navigations built from the route table (./navigation.ts). */
export type NavName = 'main' | 'sections' | 'dashboard' | 'mining' | 'signals' | 'spot' | 'futures' | 'settings';

/** The eight dashboard pages: one screen, its title and blocks chosen by the variant. */
export type DashboardVariant =
  | 'dashboard'
  | 'dashboardPerformance'
  | 'dashboardPortfolio'
  | 'dashboardRisk'
  | 'analytics'
  | 'analyticsPerformance'
  | 'analyticsRisk'
  | 'analyticsReports';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page's title (the header, the tab's <title>). */
    title?: string;
    subtitle?: string;
    access?: RouteAccess;
    /** Account screens (login, register, …): a centred card without the header. */
    bare?: boolean;
    /** The navigations that list the page, each with the page's label there (table order). */
    nav?: Partial<Record<NavName, string>>;
    dashboard?: DashboardVariant;
  }
}
