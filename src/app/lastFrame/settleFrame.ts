// The app's side of the last frame: when the service worker inlined one (#last-frame, inert), React
// renders underneath, laid out but invisible, and takes its place in one step once its page is
// ready (pageReady.ts), or after FRAME_MAX_SHOW_MS at the latest. The frame stays on screen until
// then: no blank, no loading steps, no empty state in between. A click on the frame is handed to
// the same control of the app (frameClicks.ts).
import { FRAME_MAX_SHOW_MS, LAST_FRAME_ID } from '../../domain/lastFrame';
import { heldClick, replayClick } from './frameClicks';
import { expectsReadyMark, pageReady } from './pageReady';

/** The service worker's last frame, while it is still on screen. */
export function lastFrame(): HTMLElement | null {
  return document.getElementById(LAST_FRAME_ID);
}

/**
 * Whether the app still renders under the last frame: unseen, and no input reaches it yet (a click
 * on the frame waits for the hand-over). Work a user would otherwise wait for in slices can then
 * run at once, and the hand-over comes sooner (issue 24).
 */
export function underLastFrame(): boolean {
  return lastFrame() !== null;
}

const HIDDEN_STYLE = 'position:absolute;top:0;left:0;width:100%;visibility:hidden';

export function replaceFrameWhenSettled(frame: HTMLElement, root: HTMLElement, maxMs = FRAME_MAX_SHOW_MS): void {
  const previousStyle = root.getAttribute('style');
  root.setAttribute('style', HIDDEN_STYLE);
  root.setAttribute('aria-hidden', 'true');
  const expectMark = expectsReadyMark(frame);
  let done = false;
  const observer = new MutationObserver(() => {
    if (pageReady(root, expectMark)) finish();
  });
  const timer = setTimeout(() => finish(), maxMs);
  function finish(): void {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    const click = heldClick(frame);
    frame.remove();
    if (previousStyle === null) root.removeAttribute('style');
    else root.setAttribute('style', previousStyle);
    root.removeAttribute('aria-hidden');
    replayClick(click, root);
  }
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy', 'role'] });
}
