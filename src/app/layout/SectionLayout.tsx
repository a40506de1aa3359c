import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useNav } from '../routing/navigation';
import type { NavName } from '../routing/staticData';
import { PageHeader } from '../ui/PageHeader';
import { SubNav } from '../ui/SubNav';
import { useRouteTitle } from './useRouteTitle';

/** A section frame: the current page's title, the section's tab bar (its pages in the route table), then the page. */
export function SectionLayout({ nav, label, tools }: { nav: NavName; label: string; tools?: ReactNode }) {
  const title = useRouteTitle();
  return (
    <>
      <PageHeader title={title}>{tools}</PageHeader>
      <SubNav items={useNav(nav)} label={label} />
      <Outlet />
    </>
  );
}
