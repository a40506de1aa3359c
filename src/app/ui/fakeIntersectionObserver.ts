// For component tests: the test DOM has no layout, so a fake IntersectionObserver lets a test say
// when an element comes near the screen or leaves it (install() in beforeEach, vi.unstubAllGlobals after).
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { resetDrawQueue } from './drawInTurn';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
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

/** Every observed element comes near the screen (or, with false, leaves it). */
export function comeNear(isIntersecting = true): void {
  act(() => {
    for (const o of observers) if (!o.disconnected) o.callback([{ isIntersecting }]);
  });
}
