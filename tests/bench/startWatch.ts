// What a user sees of a warm or offline start of /mining/positions, sampled on every animation
// frame from before the page's scripts run: when positions were first on screen (from the last
// frame or the app), every stretch without them afterwards, when they became continuously
// visible, and when the page became interactive. For the last, «Список» is clicked on every frame
// from the first paint of positions, at the point where it shows (as a user would: on the inert
// frame the click does nothing by itself), until the app's «Список» is pressed.
import type { Page } from 'playwright-core';

export interface StartWatch {
  /** performance.now() of the first animation frame with positions on screen */
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
export const START_WATCH = `(() => {
  if (!location.pathname.startsWith('/mining/positions')) return;
  const w = { firstShown: null, gaps: [], continuousFrom: null, interactive: null };
  window.__startWatch = w;
  let gapFrom = null;
  const listButton = (scope) => scope && Array.from(scope.querySelectorAll('button')).find((b) => b.textContent.trim() === 'Список');
  const sample = (now) => {
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
      const layer = appShown ? root : frame;
      const button = listButton(layer);
      if (button) {
        const inert = layer === frame;
        if (inert) frame.inert = false;
        const box = button.getBoundingClientRect();
        if (inert) frame.inert = true;
        const x = box.x + box.width / 2;
        const y = box.y + box.height / 2;
        (document.elementFromPoint(x, y) || document.body).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, clientX: x, clientY: y }));
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
