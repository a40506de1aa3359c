import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';
import { underLastFrame } from '../lastFrame/settleFrame';
import { drawInTurn, type DrawTurn } from './drawInTurn';

/**
 * True once the element has come near the viewport (and stays true): heavy blocks such as charts
 * render only when the user can reach them, so a page with hundreds of positions stays light.
 * `already` is true for an element known to start on screen: it renders in its first commit.
 * Otherwise it is drawn in its turn (drawInTurn.ts), or at once under a start's last frame, where
 * nobody sees the app yet and the hand-over comes sooner (lastFrame/settleFrame.ts).
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '300px', already = false): boolean {
  const [near, setNear] = useState(() => already || typeof IntersectionObserver === 'undefined');
  const turn = useRef<DrawTurn | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (near || !el || typeof IntersectionObserver === 'undefined') return undefined;
    // A transition: drawing the block (a chart of 100 candles) yields to input (issue 24).
    const show = () => startTransition(() => setNear(true));
    const observer = new IntersectionObserver(
      (entries) => {
        const isNear = entries[entries.length - 1].isIntersecting;
        if (isNear && !turn.current) {
          if (underLastFrame()) show();
          else turn.current = drawInTurn(show);
        } else if (!isNear && turn.current?.waiting()) {
          // Scrolled past before its turn: the blocks on screen now do not wait behind it.
          turn.current.cancel();
          turn.current = null;
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
