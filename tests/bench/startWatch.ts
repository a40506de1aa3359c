// What a user sees of a warm or offline start of /mining/positions, sampled on every animation
// frame from before the page's scripts run: when positions were first on screen (from the last
// frame or the app), every stretch without them afterwards, when they became continuously
// visible, and when the page became interactive. For the last, «Список» is clicked on every frame
// from the first paint of positions (on the inert frame the click does nothing by itself but is
// noted for the hand-over), until the app's «Список» is pressed.
import type { Page } from 'playwright-core';

export interface StartWatch {
  /** performance.now() when an animation frame first found positions on screen */
  firstShown: number | null;
  /** [from, to] of each stretch without positions after they first showed */
  gaps: Array<[number, number]>;
  /** since when positions have been on screen without a break */
  continuousFrom: number | null;
  /** the first animation frame with the app's «Список» pressed */
  interactive: number | null;
}

declare global {
  interface Window {
    __startWatch?: StartWatch;
  }
}

// A string: tsx would add helpers to a function that the page does not have.
//
// The probe must not slow down what it measures. Until 2026-11-25 it found the button's box on the
// inert frame by clearing and setting `inert` around getBoundingClientRect and hit-tested the point
// on every frame: each toggle restyled the whole frame, and Long Animation Frame entries showed the
// probe's own callback forcing 13–72 ms of style and layout per frame on the main thread the app
// needed to start. Now it finds the buttons by their text (no layout) and dispatches the click on
// them (no hit test), at their centre as a hand would: on the frame frame-boot.js notes the point and
// the app replays it at the hand-over; on the app React handles it as any click.
export const START_WATCH = `(() => {
  if (!location.pathname.startsWith('/mining/positions')) return;
  const w = { firstShown: null, gaps: [], continuousFrom: null, interactive: null };
  window.__startWatch = w;
  let gapFrom = null;
  let framePoint = null;
  const listButton = (scope) => scope && Array.from(scope.querySelectorAll('button')).find((b) => b.textContent.trim() === 'Список');
  const click = (button, point) => button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, clientX: point.x, clientY: point.y }));
  const sample = () => {
    // When it was seen, not the frame's start: a frame delayed by a long task starts long before.
    const now = performance.now();
    const frame = document.getElementById('last-frame');
    const root = document.getElementById('root');
    const appShown = !!root && !root.hasAttribute('aria-hidden');
    const shown = (!!frame && !!frame.querySelector('article[data-token]')) || (appShown && !!root.querySelector('article[data-token]'));
    if (shown && w.firstShown === null) { w.firstShown = now; w.continuousFrom = now; }
    if (w.firstShown !== null) {
      if (!shown && gapFrom === null) gapFrom = now;
      if (shown && gapFrom !== null) { w.gaps.push([gapFrom, now]); gapFrom = null; w.continuousFrom = now; }
    }
    if (w.interactive === null && appShown && listButton(root)?.getAttribute('aria-pressed') === 'true') w.interactive = now;
    if (shown && w.interactive === null) {
      const button = listButton(appShown ? root : frame);
      if (button) {
        // The frame does not move: its button's centre is read once (one layout, as a real click's hit test).
        if (!appShown && !framePoint) { const box = button.getBoundingClientRect(); framePoint = { x: box.x + box.width / 2, y: box.y + box.height / 2 }; }
        click(button, framePoint || { x: 0, y: 0 });
      }
    }
    if (w.interactive === null || gapFrom !== null || now - w.interactive < 500) requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
})();`;

/** Waits until the watch has seen the page interactive (and half a second beyond), then reads it. */
export async function readStartWatch(page: Page): Promise<StartWatch> {
  await page.waitForFunction(
    () => {
      const w = window.__startWatch;
      return !!w && w.interactive !== null && performance.now() - w.interactive > 600;
    },
    null,
    { timeout: 30_000 },
  );
  return page.evaluate(() => window.__startWatch!);
}
