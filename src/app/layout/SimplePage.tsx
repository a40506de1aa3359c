import type { ReactNode } from 'react';
import { PageHeader } from '../ui/PageHeader';
import { SubNav, type SubNavItem } from '../ui/SubNav';
import { useRouteTitle } from './useRouteTitle';

/** A page without child routes: title from the route, optional tools under it, section navigation, content. */
export function SimplePage({
  nav,
  navLabel,
  tools,
  children,
}: {
  nav?: readonly SubNavItem[];
  navLabel?: string;
  tools?: ReactNode;
  children: ReactNode;
}) {
  const title = useRouteTitle();
  return (
    <>
      <PageHeader title={title}>{tools}</PageHeader>
      {nav && <SubNav items={nav} label={navLabel ?? title} />}
      {children}
    </>
  );
}
