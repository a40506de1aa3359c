import { hasPermission, type Permission } from '../../domain/permissions';
import type { Role } from '../../domain/types';
import { ru } from '../i18n/ru';

export interface NavItem {
  to: string;
  label: string;
  /** Listed only for a user who holds it (docs/product.md §2: admin-only items are supported). */
  permission?: Permission;
}

/** Main navigation: only '/' and '/mining' (docs/product.md §2). */
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

/** Every other section, one or two clicks away from any screen (issue 22): the header's 'Разделы'. */
export const sectionsNav: readonly NavItem[] = [
  { to: '/hedge-bots', label: ru.titles.hedgeBots },
  { to: '/positions', label: ru.titles.positions },
  { to: '/signals', label: ru.titles.signals },
  { to: '/spot', label: ru.titles.spot },
  { to: '/futures', label: ru.titles.futures },
  { to: '/settings', label: ru.nav.settings },
  { to: '/admin', label: ru.titles.admin, permission: 'admin:read' },
];

export function visibleNav(items: readonly NavItem[], role: Role | null | undefined): NavItem[] {
  return items.filter((item) => !item.permission || hasPermission(role, item.permission));
}

/** The item whose section holds `pathname` ('/spot/orders' is under '/spot'), if any. */
export function currentItem(items: readonly NavItem[], pathname: string): NavItem | undefined {
  return items.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
}
