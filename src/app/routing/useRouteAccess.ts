import { useMatches } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { RouteAccess } from './access';

/** The access data of every matched route, outermost first, and whether the page is an account screen. */
export function useRouteAccess(): { accessList: RouteAccess[]; bare: boolean } {
  const matches = useMatches();
  const accessList = matches.map((m) => m.staticData?.access).filter((a): a is RouteAccess => !!a);
  const bare = matches.some((m) => m.staticData?.bare);
  const key = JSON.stringify(accessList);
  // Stable while the matched access does not change, so consumers can memoise on it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stable = useMemo(() => accessList, [key]);
  return { accessList: stable, bare };
}
