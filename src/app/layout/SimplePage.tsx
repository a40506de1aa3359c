import type { ReactNode } from 'react';
import { PageHeader } from '../ui/PageHeader';
import { useRouteTitle } from './useRouteTitle';

/** A page without child routes: title from the route, optional tools under it, content. */
export function SimplePage({ tools, children }: { tools?: ReactNode; children: ReactNode }) {
  const title = useRouteTitle();
  return (
    <>
      <PageHeader title={title}>{tools}</PageHeader>
      {children}
    </>
  );
}
