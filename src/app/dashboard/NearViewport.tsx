// Renders its children only once their place comes near the screen (the margin of the position
// charts, 300 px). Charts below the first screen of a phone then cost nothing at start (no chart
// code fetched, evaluated or drawn), and the dashboard's first commit never waits for chart code.
// The caller reserves the height, so nothing moves when the content appears.
import { useRef, type ReactNode } from 'react';
import { useNearViewport } from '../ui/useNearViewport';

export function NearViewport({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return near ? <>{children}</> : <div ref={ref}>{placeholder}</div>;
}
