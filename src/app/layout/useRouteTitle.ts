import { useMatches } from '@tanstack/react-router';

/** The deepest matched route's title from its staticData. */
export function useRouteTitle(): string {
  const matches = useMatches();
  return [...matches].reverse().find((m) => m.staticData?.title)?.staticData.title ?? '';
}
