import { useMatches } from '@tanstack/react-router';

type Matches = ReturnType<typeof useMatches>;

const deepestTitle = (matches: Matches): string => matches.findLast((m) => m.staticData?.title)?.staticData.title ?? '';

/**
 * The deepest matched route's title from its staticData. Selected, so a component re-renders when
 * the title changes, not on each of the router's updates during a navigation (issue 24).
 */
export function useRouteTitle(): string {
  return useMatches({ select: deepestTitle });
}
