// Where the window stands when the user goes back or forward: the router's own restoration is off
// (issue 24). It also restored every element that had ever scrolled, and a section's tab bar, which
// centres its current tab by itself (ui/SubNav.tsx), is one: setting its scroll on each navigation
// forced the new page's style and layout inside the navigation's task (~30 ms a switch at 4× CPU
// throttling on a phone's width). An element's own scroll is its component's business.
// It is set up after the start, with the frame's other late parts (layout/AfterStart.tsx), where it
// does not count against the first screen's bytes.
import { useEffect } from 'react';
import { useRouter, type AnyRouter, type ParsedLocation } from '@tanstack/react-router';

/** One history entry: the router's key for it, or its address where it has none. */
const entryKey = (location: ParsedLocation) => location.state.__TSR_key ?? location.href;

/**
 * Keeps the window's scroll of each history entry it leaves, and puts it back when that entry is
 * shown again. A new entry starts at the top: the router scrolls there by itself on every
 * navigation, before this runs.
 */
export function restoreWindowScroll(router: AnyRouter): () => void {
  const saved = new Map<string, number>();
  const offBefore = router.subscribe('onBeforeLoad', (event) => {
    if (event.fromLocation) saved.set(entryKey(event.fromLocation), window.scrollY);
  });
  const offRendered = router.subscribe('onRendered', (event) => {
    const y = saved.get(entryKey(event.toLocation));
    if (y) window.scrollTo(0, y);
  });
  return () => {
    offBefore();
    offRendered();
  };
}

/** The restoration above for the app's router, for as long as the component using it is mounted. */
export function useWindowScroll(): void {
  const router = useRouter();
  useEffect(() => restoreWindowScroll(router), [router]);
}
