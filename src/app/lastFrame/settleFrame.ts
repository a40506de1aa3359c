// The app's side of the last frame: when the service worker inlined one (#last-frame, inert), React
// renders underneath, laid out but invisible, and takes its place once the page has settled (no
// loading indicator left), or after FRAME_MAX_SHOW_MS at the latest. No flash of the loading steps.
import { FRAME_MAX_SHOW_MS } from '../../domain/lastFrame';
import { isBusy } from './captureFrame';

const HIDDEN_STYLE = 'position:absolute;top:0;left:0;width:100%;visibility:hidden';

export function replaceFrameWhenSettled(frame: HTMLElement, root: HTMLElement, maxMs = FRAME_MAX_SHOW_MS): void {
  const previousStyle = root.getAttribute('style');
  root.setAttribute('style', HIDDEN_STYLE);
  root.setAttribute('aria-hidden', 'true');
  let done = false;
  const observer = new MutationObserver(() => {
    if (!isBusy(root)) finish();
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
