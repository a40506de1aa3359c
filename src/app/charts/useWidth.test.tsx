import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useWidth } from './useWidth';

/** A ResizeObserver the test drives: each observed element and its callback. */
const observers: Array<{ callback: ResizeObserverCallback; elements: Element[]; disconnected: boolean }> = [];

class FakeResizeObserver {
  private readonly entry: (typeof observers)[number];
  constructor(callback: ResizeObserverCallback) {
    this.entry = { callback, elements: [], disconnected: false };
    observers.push(this.entry);
  }
  observe(el: Element) {
    this.entry.elements.push(el);
  }
  unobserve() {}
  disconnect() {
    this.entry.disconnected = true;
  }
}

function resize(width: number) {
  for (const o of observers.filter((x) => !x.disconnected)) {
    const entries = o.elements.map((target) => ({ target, contentRect: { width } }) as unknown as ResizeObserverEntry);
    o.callback(entries, o as unknown as ResizeObserver);
  }
}

function Probe() {
  const [ref, width] = useWidth<HTMLDivElement>();
  return <div ref={ref}>width {width}</div>;
}

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useWidth', () => {
  it('starts at 0 and follows every resize of its element, with no debounce to wait for', async () => {
    render(<Probe />);
    expect(screen.getByText('width 0')).toBeTruthy();
    expect(observers[0].elements[0]).toBe(screen.getByText('width 0'));
    await act(async () => resize(640));
    expect(screen.getByText('width 640')).toBeTruthy();
    await act(async () => resize(1280));
    expect(screen.getByText('width 1280')).toBeTruthy();
  });

  it('stops observing when its component unmounts', () => {
    const { unmount } = render(<Probe />);
    unmount();
    expect(observers[0].disconnected).toBe(true);
  });
});
