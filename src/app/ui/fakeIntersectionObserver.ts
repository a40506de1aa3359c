// For component tests: the test DOM has no layout, so a fake IntersectionObserver lets a test say
// when an element comes near the screen or leaves it (install() in beforeEach, vi.unstubAllGlobals after).
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { resetDrawQueue } from './drawInTurn';

interface Entry {
  isIntersecting: boolean;
  boundingClientRect?: { height: number };
}
type Callback = (entries: Entry[]) => void;
interface Observed {
  callback: Callback;
  margin: string | undefined;
  disconnected: boolean;
}

export const observers: Observed[] = [];

class FakeObserver {
  private readonly entry: Observed;
  constructor(callback: Callback, options?: { rootMargin?: string }) {
    this.entry = { callback, margin: options?.rootMargin, disconnected: false };
    observers.push(this.entry);
  }
  observe() {}
  disconnect() {
    this.entry.disconnected = true;
  }
}

/** Also empties the queue of blocks drawn in turn (drawInTurn.ts), which outlives a test's components. */
export function installFakeIntersectionObserver(): void {
  observers.length = 0;
  resetDrawQueue();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
}

/**
 * Every observed element comes near the screen (or, with false, leaves it). With `margins`, only
 * the observers watching with one of those root margins hear it: an element that leaves the screen
 * is still within a wider margin. `height` is the element's box height in the entries.
 */
export function comeNear(isIntersecting = true, margins?: readonly string[], height = 0): void {
  act(() => {
    for (const o of observers) {
      if (o.disconnected || (margins && !margins.includes(o.margin ?? ''))) continue;
      o.callback([{ isIntersecting, boundingClientRect: { height } }]);
    }
  });
}
