import { useDeferredValue } from 'react';

/**
 * False in a component's first commit and true in a deferred render right after it, which React
 * renders in slices between frames and sets aside for input. A tab switch draws its page in the
 * router's navigation task, which React renders in one piece: the data's blocks behind this hook
 * leave that task (issue 24).
 */
export function useDrawnAfterFirstCommit(): boolean {
  return useDeferredValue(true, false);
}
