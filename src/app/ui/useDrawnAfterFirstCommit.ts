import { useDeferredValue, useState } from 'react';
import { underLastFrame } from '../lastFrame/settleFrame';

/**
 * False in a component's first commit and true in a deferred render right after it, which React
 * renders in slices between frames and sets aside for input. A tab switch draws its page in the
 * router's navigation task, which React renders in one piece: the data's blocks behind this hook
 * leave that task (issue 24). Under a start's last frame it is true at once: nobody sees the app
 * yet, and the hand-over waits for the data.
 */
export function useDrawnAfterFirstCommit(): boolean {
  // Read once: the initial value only counts at mount, and live pushes re-render the page often.
  const [atOnce] = useState(underLastFrame);
  return useDeferredValue(true, atOnce);
}
