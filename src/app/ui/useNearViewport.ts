import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';
import { drawInTurn } from './drawInTurn';

/**
 * True once the element has come near the viewport (and stays true): heavy blocks such as charts
 * render only when the user can reach them, so a page with hundreds of positions stays light.
 * `already` is true for an element known to start on screen: it renders in its first commit.
 * Blocks that come near together are drawn one per frame (drawInTurn).
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '300px', already = false): boolean {
  const [near, setNear] = useState(() => already || typeof IntersectionObserver === 'undefined');
  const turn = useRef<ReturnType<typeof drawInTurn> | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (near || !el || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !turn.current) {
          // A transition: drawing the block (a chart of 100 candles) yields to input (issue 24).
          turn.current = drawInTurn(() => startTransition(() => setNear(true)));
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, near, margin]);
  // Drawn (committed): the next block may start. Unmounted first: it is given up.
  useEffect(() => {
    if (near) turn.current?.drawn();
  }, [near]);
  useEffect(
    () => () => {
      turn.current?.cancel();
      turn.current = null;
    },
    [],
  );
  return near;
}
