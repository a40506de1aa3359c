// When the running app may take the place of the last frame. A page that renders snapshot data
// marks itself with PAGE_READY_ATTR (SnapshotGate does, once its data or its error is on screen);
// a frame taken from such a page carries the mark, so the next start waits for the same page to
// mark itself again. A frame without it (a page that never marks itself) waits for the page to show
// something besides one-off regions (toasts, prompts), as before, with no loading indicator.

export const PAGE_READY_ATTR = 'data-page-ready';

/** Loading indicators (spec loading texts, the session indicator) carry role=status + aria-busy. */
export function isBusy(root: Element): boolean {
  return !root.firstElementChild || root.querySelector('[role="status"][aria-busy="true"]') !== null;
}
/** A part of the page still drawing what the frame shows (the dashboard's blocks, drawn after its first paint). */
export const PAGE_PENDING_ATTR = 'data-page-pending';
const MARK = `[${PAGE_READY_ATTR}]`;

/** Whether the frame's page marked itself ready when it was taken. */
export function expectsReadyMark(frame: Element): boolean {
  return frame.querySelector(MARK) !== null;
}

/** Whether the app in `root` shows its page: marked ready (when the frame was), nothing loading or still being drawn. */
export function pageReady(root: Element, expectMark: boolean): boolean {
  if (isBusy(root) || root.querySelector(`[${PAGE_PENDING_ATTR}]`)) return false;
  if (expectMark) return root.querySelector(MARK) !== null;
  return Array.from(root.children).some((el) => !el.hasAttribute('data-frame-skip'));
}
