import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyRouter, ParsedLocation } from '@tanstack/react-router';
import { restoreWindowScroll } from './windowScroll';

type Handler = (event: { fromLocation?: ParsedLocation; toLocation: ParsedLocation }) => void;

/** The two router events the module listens to, fired by hand. */
function fakeRouter() {
  const handlers = new Map<string, Handler>();
  const router = { subscribe: (type: string, fn: Handler) => (handlers.set(type, fn), () => handlers.delete(type)) };
  const at = (key: string) => ({ href: `/page-${key}`, state: { __TSR_key: key } }) as unknown as ParsedLocation;
  const go = (from: string | null, to: string, scrollY: number) => {
    Object.defineProperty(window, 'scrollY', { value: scrollY, configurable: true });
    handlers.get('onBeforeLoad')?.({ fromLocation: from === null ? undefined : at(from), toLocation: at(to) });
    handlers.get('onRendered')?.({ fromLocation: from === null ? undefined : at(from), toLocation: at(to) });
  };
  return { router: router as unknown as AnyRouter, go, handlers };
}

afterEach(() => vi.restoreAllMocks());

describe('restoreWindowScroll', () => {
  it('puts the window back where it stood when an entry is shown again, and leaves new entries to the router', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router, go } = fakeRouter();
    restoreWindowScroll(router);
    go(null, 'a', 0);
    go('a', 'b', 1800); // a new entry: the router has scrolled it to the top already
    expect(scrollTo).not.toHaveBeenCalled();
    go('b', 'a', 0); // back
    expect(scrollTo).toHaveBeenCalledWith(0, 1800);
  });

  it('stops listening when asked', () => {
    const { router, handlers } = fakeRouter();
    restoreWindowScroll(router)();
    expect(handlers.size).toBe(0);
  });
});
