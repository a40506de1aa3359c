/**
 * Runs `fn` once the browser has painted what is on screen now: the frame callback runs before
 * that paint, the task it queues after it. A click that starts a heavy render (a section's tab)
 * first paints its own feedback this way, so the press is answered at once on a slow phone.
 */
export function afterNextPaint(fn: () => void): void {
  requestAnimationFrame(() => {
    setTimeout(fn, 0);
  });
}
