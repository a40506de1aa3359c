import { useMatches } from '@tanstack/react-router';
import { ru } from '../i18n/ru';

type Matches = ReturnType<typeof useMatches>;

// A route that found nothing (an address naming no bot) is titled so, whatever its own title.
const deepestTitle = (matches: Matches): string =>
  matches.some((m) => m.status === 'notFound')
    ? ru.errors.notFound
    : (matches.findLast((m) => m.staticData?.title)?.staticData.title ?? '');

/**
 * The deepest matched route's title from its staticData. Selected, so a component re-renders when
 * the title changes, not on each of the router's updates during a navigation (issue 24).
 */
export function useRouteTitle(): string {
  return useMatches({ select: deepestTitle });
}
