import { useMatches } from '@tanstack/react-router';

type Matches = ReturnType<typeof useMatches>;

/** The deepest matched route's title from its staticData. */
function deepestTitle(matches: Matches): string {
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = matches[i]?.staticData?.title;
    if (title) return title;
  }
  return '';
}

/**
 * The deepest matched route's title. Selected, so the page frame re-renders when the title changes,
 * not on each of the router's updates during a navigation (issue 24).
 */
export function useRouteTitle(): string {
  return useMatches({ select: deepestTitle });
}
