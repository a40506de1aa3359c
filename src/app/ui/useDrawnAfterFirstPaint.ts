import { useEffect, useState } from 'react';
import { afterNextPaint } from './afterNextPaint';

/**
 * False in a component's first commit and true once that commit has been painted, in a task of its
 * own: what sits behind it is drawn in the next frame, whatever else runs. A deferred render
 * (useDrawnAfterFirstCommit) is thrown away and begun again by each live push under load: a
 * dialog's body behind it waited 30–400 ms after the dialog had opened at 4× CPU throttling.
 */
export function useDrawnAfterFirstPaint(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => afterNextPaint(() => setDrawn(true)), []);
  return drawn;
}
