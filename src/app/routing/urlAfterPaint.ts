// The router's new address is written into the browser's history once the new page has been
// painted, not inside the navigation's task (issue 24). `history.pushState` is the browser's own
// work, 2–33 ms at 4× CPU throttling even with the router's 51-byte state, and the router's history
// calls it in a microtask of the task that renders the new page, the longest task of a tab switch.
// The router keeps its own location in memory, so the app reads the new address at once; the
// browser's address bar and `location` follow a frame later.
// Set up after the start (layout/AfterStart.tsx): before it, addresses are written as they come.
// It tells the router's writes from others by TanStack history's `_ignoreSubscribers` (public in its
// types, set around its own writes): a router upgrade that drops it makes every write immediate again.
import { useEffect } from 'react';
import { useRouter, type AnyRouter } from '@tanstack/react-router';

type Write = [push: boolean, data: unknown, url: string | URL | null | undefined];

/**
 * Defers the router's own history writes (made while its history ignores them) to after the next
 * paint, in order. Writes by anyone else go through at once. A back or forward by the browser before
 * they are written drops them (the user has left that page); one asked for by the app
 * (`history.back()`, `forward()`, `go()`) and leaving the document write them first, so the
 * traversal starts from the page the app shows.
 */
export function writeUrlAfterPaint(router: AnyRouter, history: History = window.history): () => void {
  const routerPush = history.pushState;
  const routerReplace = history.replaceState;
  const nativePush = History.prototype.pushState;
  const nativeReplace = History.prototype.replaceState;
  let pending: Write[] = [];
  const write = () => {
    const writes = pending;
    pending = [];
    for (const [push, data, url] of writes) (push ? nativePush : nativeReplace).call(history, data, '', url);
  };
  const defer = (push: boolean, fallback: History['pushState']) =>
    function (this: History, data: unknown, unused: string, url?: string | URL | null) {
      if (!router.history._ignoreSubscribers) return fallback.call(this, data, unused, url);
      // After the next paint, as ui/afterNextPaint.ts does: imported from here, that module became a
      // chunk of its own on the first screen, over its 120 KiB.
      if (pending.length === 0) requestAnimationFrame(() => setTimeout(write, 0));
      pending.push([push, data, url]);
    };
  history.pushState = defer(true, routerPush);
  history.replaceState = defer(false, routerReplace);
  const traversals = { back: history.back, forward: history.forward, go: history.go };
  history.back = () => (write(), traversals.back.call(history));
  history.forward = () => (write(), traversals.forward.call(history));
  history.go = (delta?: number) => (write(), traversals.go.call(history, delta));
  const drop = () => {
    pending = [];
  };
  window.addEventListener('popstate', drop, { capture: true });
  window.addEventListener('pagehide', write);
  return () => {
    write();
    history.pushState = routerPush;
    history.replaceState = routerReplace;
    Object.assign(history, traversals);
    window.removeEventListener('popstate', drop, { capture: true });
    window.removeEventListener('pagehide', write);
  };
}

/** The deferral above for the app's router, for as long as the component using it is mounted. */
export function useUrlAfterPaint(): void {
  const router = useRouter();
  useEffect(() => writeUrlAfterPaint(router), [router]);
}
