import { useMatches } from '@tanstack/react-router';
import type { RouteAccess } from './access';

type Matches = ReturnType<typeof useMatches>;
interface MatchedAccess {
  accessList: RouteAccess[];
  bare: boolean;
}

const matchedAccess = (matches: Matches): MatchedAccess => ({
  accessList: matches.flatMap((m) => (m.staticData?.access ? [m.staticData.access] : [])),
  bare: matches.some((m) => m.staticData?.bare),
});

/**
 * The access data of every matched route, outermost first, and whether the page is an account screen.
 * Selected from the matches with structural sharing: the same object while the matched access does
 * not change, so the root layout re-renders on a change of access, not on each of the router's
 * updates during a navigation (issue 24), and consumers can memoise on the list.
 */
export function useRouteAccess(): MatchedAccess {
  return useMatches({ select: matchedAccess, structuralSharing: true });
}
