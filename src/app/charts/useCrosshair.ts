// The crosshair of a chart: which point the reader looks at. A mouse shows it while hovering; a
// finger by touching (it stays after the finger lifts, so the figures can be read); the keyboard
// moves it with the arrows once the chart has focus. Each chart turns a pointer position into a
// point index; this hook keeps the state and the rules.
import { useCallback, useState, type KeyboardEvent, type PointerEvent } from 'react';

export interface Crosshair {
  index: number;
  /** Pointer height in the plot (px), for a price read at the cursor; null from the keyboard. */
  y: number | null;
  /** Moved by the keyboard: its read-out is announced. */
  keyboard: boolean;
}

export function useCrosshair(count: number, pointAt: (plotX: number) => number, plot: { left: number; top: number }) {
  const [at, setAt] = useState<Crosshair | null>(null);

  const fromPointer = useCallback(
    (e: PointerEvent<Element>) => {
      if (count === 0) return;
      const box = e.currentTarget.getBoundingClientRect();
      const x = e.clientX - box.left - plot.left;
      const y = e.clientY - box.top - plot.top;
      const index = Math.min(count - 1, Math.max(0, pointAt(x)));
      setAt({ index, y, keyboard: false });
    },
    [count, pointAt, plot.left, plot.top],
  );

  const handlers = {
    onPointerMove: fromPointer,
    onPointerDown: fromPointer,
    onPointerLeave: (e: PointerEvent<Element>) => {
      // a touch read-out stays until the next touch; a mouse's goes with the mouse
      if (e.pointerType === 'mouse') setAt(null);
    },
    onKeyDown: (e: KeyboardEvent<Element>) => {
      if (count === 0) return;
      const step: Record<string, (i: number) => number> = {
        ArrowLeft: (i) => i - 1,
        ArrowRight: (i) => i + 1,
        Home: () => 0,
        End: () => count - 1,
      };
      if (e.key === 'Escape') {
        setAt(null);
        return;
      }
      const move = step[e.key];
      if (!move) return;
      e.preventDefault();
      setAt((cur) => ({ index: Math.min(count - 1, Math.max(0, cur ? move(cur.index) : count - 1)), y: null, keyboard: true }));
    },
    onBlur: () => setAt((cur) => (cur?.keyboard ? null : cur)),
  };

  return { at: at && at.index < count ? at : null, handlers };
}
