import { ru } from '../i18n/ru';

export interface NavItem {
  to: string;
  label: string;
  adminOnly?: boolean;
}

/** Main navigation: only '/' and '/mining' (SPEC §2). Admin-only items are supported; none is defined. */
export const mainNav: readonly NavItem[] = [
  { to: '/', label: ru.nav.dashboard },
  { to: '/mining', label: ru.nav.mining },
];

/** The eight dashboard paths, listed under /dashboard and /analytics. */
export const dashboardNav: readonly NavItem[] = [
  { to: '/', label: ru.titles.dashboard.title },
  { to: '/dashboard/performance', label: ru.titles.dashboardPerformance.title },
  { to: '/dashboard/portfolio', label: ru.titles.dashboardPortfolio.title },
  { to: '/dashboard/risk', label: ru.titles.dashboardRisk.title },
  { to: '/analytics', label: ru.titles.analytics.title },
  { to: '/analytics/performance', label: ru.titles.analyticsPerformance.title },
  { to: '/analytics/risk', label: ru.titles.analyticsRisk.title },
  { to: '/analytics/reports', label: ru.titles.analyticsReports.title },
];

export function visibleNav(items: readonly NavItem[], isAdmin: boolean): NavItem[] {
  return items.filter((item) => !item.adminOnly || isAdmin);
}
