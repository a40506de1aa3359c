import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageHeader } from '../ui/PageHeader';
import { SubNav, type SubNavItem } from '../ui/SubNav';
import { useRouteTitle } from './useRouteTitle';

/** A section frame: the current page's title, the section's navigation, then the page. */
export function SectionLayout({ nav, navLabel, tools }: { nav: readonly SubNavItem[]; navLabel: string; tools?: ReactNode }) {
  const title = useRouteTitle();
  return (
    <>
      <PageHeader title={title}>{tools}</PageHeader>
      <SubNav items={nav} label={navLabel} />
      <Outlet />
    </>
  );
}
