import { useMatches, type StaticDataRouteOption } from '@tanstack/react-router';
import { ru } from '../i18n/ru';

type Matches = ReturnType<typeof useMatches>;

/** The deepest match's data; a route that found nothing (an address naming no bot) is titled so. */
function deepest(matches: Matches): StaticDataRouteOption {
  const data = matches[matches.length - 1]?.staticData ?? {};
  return matches.some((m) => m.status === 'notFound') ? { ...data, title: ru.errors.notFound, notFound: true } : data;
}

/** What the route table says of the page shown (the deepest matched route): its title, variant, … */
export function usePageStaticData(): StaticDataRouteOption {
  return useMatches({ select: deepest });
}
