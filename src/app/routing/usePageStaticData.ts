import { useMatches, type StaticDataRouteOption } from '@tanstack/react-router';

type Matches = ReturnType<typeof useMatches>;

const deepest = (matches: Matches): StaticDataRouteOption => matches[matches.length - 1]?.staticData ?? {};

/** What the route table says of the page shown (the deepest matched route): its title, variant, … */
export function usePageStaticData(): StaticDataRouteOption {
  return useMatches({ select: deepest });
}
