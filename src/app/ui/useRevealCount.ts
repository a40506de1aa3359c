import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a list's `total` items to render: `first` at once, then `step` more after each
 * commit, each step a React transition. A page opened with many heavy cards (a tab switch back to
 * 'Позиции') draws what fits on screen within the click and the rest in small, interruptible
 * pieces, so no single task blocks input on a slow phone (issue 24). Items already shown stay
 * shown when the list shrinks and grows again.
 */
export function useRevealCount(total: number, first: number, step: number): number {
  const [revealed, setRevealed] = useState(first);
  useEffect(() => {
    if (revealed >= total) return undefined;
    // A macrotask between steps: the browser paints (and takes input) before the next one starts.
    const timer = setTimeout(() => startTransition(() => setRevealed((n) => n + step)), 0);
    return () => clearTimeout(timer);
  }, [revealed, total, step]);
  return Math.min(revealed, total);
}
