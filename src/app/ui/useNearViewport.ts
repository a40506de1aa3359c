import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';
import { underLastFrame } from '../lastFrame/settleFrame';
import { drawInTurn, type DrawTurn } from './drawInTurn';

/** Whether a block is drawn, and the room it held when it was last given back (px, or null). */
export interface Nearness {
  near: boolean;
  room: number | null;
}

/**
 * True once the element has come near the viewport: heavy blocks such as charts render only when
 * the user can reach them, so a page with hundreds of positions stays light.
 * `already` is true for an element known to start on screen: it renders in its first commit.
 * Otherwise it is drawn in its turn (drawInTurn.ts), or at once under a start's last frame, where
 * nobody sees the app yet and the hand-over comes sooner (lastFrame/settleFrame.ts).
 * It stays true, unless `forgetBeyond` is given: a drawn block that goes farther than that from the
 * screen is given back (false) and drawn in its turn again when it comes near, and `room` says how
 * tall it was then, for its placeholder.
 */
export function useNearness(ref: RefObject<Element | null>, margin = '300px', already = false, forgetBeyond?: string): Nearness {
  const [state, setState] = useState<Nearness>(() => ({ near: already || typeof IntersectionObserver === 'undefined', room: null }));
  const { near } = state;
  const turn = useRef<DrawTurn | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (near || !el || typeof IntersectionObserver === 'undefined') return undefined;
    // A transition: drawing the block (a chart of 100 candles) yields to input (issue 24).
    const show = () => startTransition(() => setState((s) => (s.near ? s : { near: true, room: s.room })));
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
  useEffect(() => {
    const el = ref.current;
    if (!near || !forgetBeyond || !el || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry.isIntersecting) return;
        turn.current?.cancel();
        turn.current = null;
        const room = entry.boundingClientRect.height || null;
        startTransition(() => setState({ near: false, room }));
      },
      { rootMargin: forgetBeyond },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, near, forgetBeyond]);
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
  return state;
}

/** useNearness for a block that, once drawn, stays drawn. */
export function useNearViewport(ref: RefObject<Element | null>, margin = '300px', already = false): boolean {
  return useNearness(ref, margin, already).near;
}
