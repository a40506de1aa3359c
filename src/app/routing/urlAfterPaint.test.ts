import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyRouter } from '@tanstack/react-router';
import { writeUrlAfterPaint } from './urlAfterPaint';

const frames: FrameRequestCallback[] = [];
const painted = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((fn) => frames.push(fn));
/** The frame is drawn and the task after it runs. */
const paint = () => {
  vi.useFakeTimers();
  frames.splice(0).forEach((fn) => fn(0));
  vi.runAllTimers();
  vi.useRealTimers();
};

/** A router whose history writes its own addresses (its flush) while `_ignoreSubscribers` is true. */
function fakeRouter() {
  const history = { _ignoreSubscribers: false };
  return { router: { history } as unknown as AnyRouter, history };
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  painted.mockClear();
  frames.length = 0;
  window.history.replaceState(null, '', '/');
});

describe('writeUrlAfterPaint', () => {
  it('writes the router’s addresses after the next paint, in order', () => {
    const { router, history } = fakeRouter();
    stop = writeUrlAfterPaint(router);
    history._ignoreSubscribers = true;
    window.history.pushState({ key: 'a' }, '', '/mining/positions');
    window.history.replaceState({ key: 'b' }, '', '/mining/statistics');
    history._ignoreSubscribers = false;
    expect(window.location.pathname).toBe('/');
    paint();
    expect(window.location.pathname).toBe('/mining/statistics');
    expect(window.history.state).toEqual({ key: 'b' });
  });

  it('lets anyone else’s writes through at once', () => {
    const { router } = fakeRouter();
    stop = writeUrlAfterPaint(router);
    window.history.pushState(null, '', '/settings');
    expect(window.location.pathname).toBe('/settings');
    expect(painted).not.toHaveBeenCalled();
  });

  it('drops what a back or forward overtook, and writes what is pending when the page is left', () => {
    const { router, history } = fakeRouter();
    stop = writeUrlAfterPaint(router);
    history._ignoreSubscribers = true;
    window.history.pushState(null, '', '/hedge-bots');
    window.dispatchEvent(new PopStateEvent('popstate'));
    paint();
    expect(window.location.pathname).toBe('/');
    window.history.pushState(null, '', '/signals');
    window.dispatchEvent(new Event('pagehide'));
    expect(window.location.pathname).toBe('/signals');
    history._ignoreSubscribers = false;
  });

  it('writes what is pending before a back, forward or go the app asks for', () => {
    const { router, history } = fakeRouter();
    const went: string[] = [];
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => went.push(`back from ${window.location.pathname}`));
    stop = writeUrlAfterPaint(router);
    history._ignoreSubscribers = true;
    window.history.pushState(null, '', '/admin');
    history._ignoreSubscribers = false;
    window.history.back();
    expect(went).toEqual(['back from /admin']);
    stop();
    stop = undefined;
    back.mockRestore();
  });
});
