import { useMatches } from '@tanstack/react-router';
import type { RouteAccess } from './access';

type Matches = ReturnType<typeof useMatches>;

const accessOf = (matches: Matches): RouteAccess[] => matches.map((m) => m.staticData?.access).filter((a): a is RouteAccess => !!a);
const isBare = (matches: Matches): boolean => matches.some((m) => m.staticData?.bare === true);

/**
 * The access data of every matched route, outermost first, and whether the page is an account screen.
 * Selected from the matches: the list keeps its identity while the matched access does not change
 * (structural sharing), so the root layout re-renders on a change of access, not on each of the
 * router's updates during a navigation (issue 24), and consumers can memoise on it.
 */
export function useRouteAccess(): { accessList: RouteAccess[]; bare: boolean } {
  const accessList = useMatches({ select: accessOf, structuralSharing: true });
  const bare = useMatches({ select: isBare });
  return { accessList, bare };
}
