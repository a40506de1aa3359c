import { useEffect, useState } from 'react';
import { afterNextPaint } from './afterNextPaint';

/**
 * False in a component's first commit and true once that commit has been painted, in a task of its
 * own: what sits behind it is drawn in the next frame, whatever else runs. A deferred render
 * would be thrown away and begun again by each live push under load (docs/decisions/0070).
 * With `since`, false again in each commit where `since` changed, until that one has been painted.
 */
export function useDrawnAfterFirstPaint(since?: unknown): boolean {
  const [painted, setPainted] = useState<{ since: unknown } | null>(null);
  useEffect(() => afterNextPaint(() => setPainted({ since })), [since]);
  return painted !== null && Object.is(painted.since, since);
}
