import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is on screen or within `margin` of it, now (it follows scrolling both ways).
 * True until the first answer, and where IntersectionObserver is missing: what is unknown renders.
 */
export function useOnScreen(ref: RefObject<Element | null>, margin = '50%'): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => setOnScreen(entries[entries.length - 1].isIntersecting), { rootMargin: margin });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, margin]);
  return onScreen;
}
