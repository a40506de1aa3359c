// The app's side of the last frame: when the service worker put one in the page (#last-frame,
// inert, marked «Восстановление…»), React renders underneath, laid out but unseen, and takes its
// place in one step once its page shows its data, or after FRAME_MAX_SHOW_MS at the latest. The
// frame goes in the same task as the commit that drew the page: no painted frame shows neither.
import { FRAME_SKIP_ATTR, PAGE_PENDING_ATTR, PAGE_READY_ATTR } from '../../app/ui/pageReady';
import { FRAME_MAX_SHOW_MS, LAST_FRAME_ID } from '../frame';

/** The service worker's last frame, while it is still on screen. */
export function lastFrame(): HTMLElement | null {
  return document.getElementById(LAST_FRAME_ID);
}

/** Loading indicators (spec loading texts, the session indicator) carry role=status + aria-busy. */
export function isBusy(root: Element): boolean {
  return !root.firstElementChild || root.querySelector('[role="status"][aria-busy="true"]') !== null;
}

const READY = `[${PAGE_READY_ATTR}]`;

/**
 * Whether the app in `root` shows its page: nothing loading or still being drawn, and marked ready
 * when the frame's page was (a page that never marks itself shows something besides one-off regions).
 */
function pageShown(root: Element, expectMark: boolean): boolean {
  if (isBusy(root) || root.querySelector(`[${PAGE_PENDING_ATTR}]`)) return false;
  if (expectMark) return root.querySelector(READY) !== null;
  return Array.from(root.children).some((el) => !el.hasAttribute(FRAME_SKIP_ATTR));
}

const HIDDEN_STYLE = 'position:absolute;top:0;left:0;width:100%;visibility:hidden';

export function replaceFrameWhenShown(frame: HTMLElement, root: HTMLElement, maxMs = FRAME_MAX_SHOW_MS): void {
  const previousStyle = root.getAttribute('style');
  root.setAttribute('style', HIDDEN_STYLE);
  root.setAttribute('aria-hidden', 'true');
  const expectMark = frame.querySelector(READY) !== null;
  let done = false;
  const observer = new MutationObserver(() => {
    if (pageShown(root, expectMark)) finish();
  });
  const timer = setTimeout(() => finish(), maxMs);
  function finish(): void {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    frame.remove();
    if (previousStyle === null) root.removeAttribute('style');
    else root.setAttribute('style', previousStyle);
    root.removeAttribute('aria-hidden');
  }
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy', 'role'] });
}
