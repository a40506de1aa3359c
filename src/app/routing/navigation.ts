// The navigations, built from the route table (./routeTree.tsx): a page is listed where its route's
// staticData.nav names a navigation, with its label there, in the table's order. Read from the
// router at run time, so that no screen imports the table (which imports every screen's module).
import { useMemo } from 'react';
import { useRouter, type RegisteredRouter } from '@tanstack/react-router';
import { hasPermission, type Permission } from '../../domain/rules/accounts/permissions';
import type { Role } from '../../domain/contracts/types';
import type { NavName } from './staticData';

type AppRoute = RegisteredRouter['routesById'][keyof RegisteredRouter['routesById']];

export interface NavItem {
  /** The page's path as the table has it: links to it are checked by the type checker. */
  to: AppRoute['to'];
  label: string;
  /** Listed only for a user who holds it (docs/product.md §2: admin-only items are supported). */
  permission?: Permission;
}

export function navItems(router: RegisteredRouter, name: NavName): NavItem[] {
  return Object.values<AppRoute>(router.routesById).flatMap((route) => {
    const { nav, access } = route.options.staticData ?? {};
    const label = nav?.[name];
    if (!label) return [];
    return [{ to: route.to, label, ...(access?.permission && { permission: access.permission }) }];
  });
}

/** The items of one navigation. */
export function useNav(name: NavName): NavItem[] {
  const router = useRouter();
  return useMemo(() => navItems(router, name), [router, name]);
}

export function visibleNav(items: readonly NavItem[], role: Role | null | undefined): NavItem[] {
  return items.filter((item) => !item.permission || hasPermission(role, item.permission));
}

/** The item whose section holds `pathname` ('/spot/orders' is under '/spot'), if any. */
export function currentItem(items: readonly NavItem[], pathname: string): NavItem | undefined {
  return items.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
}
