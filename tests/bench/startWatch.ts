// What a user sees of a warm or offline start of /mining/positions, sampled on every animation
// frame from before the page's scripts run: when positions were first on screen (from the last
// frame or the app), every stretch without them afterwards, when they became continuously
// visible, and when the page became interactive. For the last, the view the page does not show at
// first («Список», or «Плитка» when the list was chosen last) is clicked on every frame from the
// app's first paint of positions (the last frame is a picture: a click on it does nothing), until
// a frame shows it pressed and the cards laid out so.
import type { Page } from 'playwright-core';

export interface StartWatch {
  /** performance.now() when an animation frame first found positions on screen */
  firstShown: number | null;
  /** [from, to] of each stretch without positions after they first showed */
  gaps: Array<[number, number]>;
  /** since when positions have been on screen without a break */
  continuousFrom: number | null;
  /** the first animation frame that showed the click taken effect: the other view pressed and the cards laid out so */
  interactive: number | null;
}

declare global {
  interface Window {
    __startWatch?: StartWatch;
  }
}

// A string: tsx would add helpers to a function that the page does not have.
//
// The probe must not slow down what it measures: it finds the buttons by their text (no layout)
// and dispatches the click on them (no hit test). A click answered at once is on screen in this
// frame's paint: the frame is checked again right after the click.
export const START_WATCH = `(() => {
  if (!location.pathname.startsWith('/mining/positions')) return;
  const w = { firstShown: null, gaps: [], continuousFrom: null, interactive: null };
  window.__startWatch = w;
  let gapFrom = null;
  const VIEWS = { grid: 'Плитка', list: 'Список' };
  let want = null;
  const viewButton = (scope, view) => Array.from(scope.querySelectorAll('button')).find((b) => b.textContent.trim() === VIEWS[view]);
  const viewOf = (scope) => scope.querySelector('[data-mode]')?.getAttribute('data-mode');
  const sample = () => {
    // When it was seen, not the frame's start: a frame delayed by a long task starts long before.
    const now = performance.now();
    const frame = document.getElementById('last-frame');
    const root = document.getElementById('root');
    // The frame covers the app while it is there (#root is hidden only once the app's script has run).
    const appShown = !frame && !!root && !root.hasAttribute('aria-hidden');
    const shown = (!!frame && !!frame.querySelector('article[data-token]')) || (appShown && !!root.querySelector('article[data-token]'));
    if (shown && w.firstShown === null) { w.firstShown = now; w.continuousFrom = now; }
    if (w.firstShown !== null) {
      if (!shown && gapFrom === null) gapFrom = now;
      if (shown && gapFrom !== null) { w.gaps.push([gapFrom, now]); gapFrom = null; w.continuousFrom = now; }
    }
    if (appShown && shown && w.interactive === null) {
      want ??= viewOf(root) === 'list' ? 'grid' : 'list';
      const tookEffect = () => {
        if (viewButton(root, want)?.getAttribute('aria-pressed') === 'true' && viewOf(root) === want) w.interactive = now;
      };
      tookEffect();
      const button = w.interactive === null && viewButton(root, want);
      if (button) {
        button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
        tookEffect();
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
