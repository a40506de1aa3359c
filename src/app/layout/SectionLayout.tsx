import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useNav } from '../routing/navigation';
import type { NavName } from '../routing/staticData';
import { usePageStaticData } from '../routing/usePageStaticData';
import { PageHeader } from '../ui/PageHeader';
import { SubNav } from '../ui/SubNav';
import { useRouteTitle } from './useRouteTitle';

/**
 * A section frame: the current page's title, the section's tab bar (its pages in the route table),
 * then the page. An unknown sub-path gets the frame without the section's tools (nothing to refresh).
 */
export function SectionLayout({ nav, label, tools }: { nav: NavName; label: string; tools?: ReactNode }) {
  const title = useRouteTitle();
  const { notFound } = usePageStaticData();
  return (
    <>
      <PageHeader title={title}>{!notFound && tools}</PageHeader>
      <SubNav items={useNav(nav)} label={label} />
      <Outlet />
    </>
  );
}
