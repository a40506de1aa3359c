// Renders its children only once their place comes within 300 px of the screen. Charts below the
// first screen of a phone then cost nothing at start (no chart code fetched, evaluated or drawn),
// and the dashboard's first commit never waits for chart code. The caller reserves the height, so
// nothing moves when the content appears. Where IntersectionObserver is missing, it renders at once.
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

const MARGIN = '300px';

export function NearViewport({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        // A transition: drawing a chart yields to input.
        if (entries.some((e) => e.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return near ? <>{children}</> : <div ref={ref}>{placeholder}</div>;
}
