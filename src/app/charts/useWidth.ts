import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * The element's width, kept up to date by a ResizeObserver. Drawing a chart is the heaviest render
 * of a page: the width arrives in a transition, so React draws it in slices instead of one long
 * task, and a newer width (a resize in progress) replaces an unfinished drawing. The positions'
 * grid/list switch resizes every drawn price chart at once: through visx's debounced `useParentSize`
 * their redraws were one render that no press could cut into (docs/decisions/0066).
 */
export function useWidth<T extends HTMLElement>(): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const next = entries[entries.length - 1].contentRect.width;
      startTransition(() => setWidth(next));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
