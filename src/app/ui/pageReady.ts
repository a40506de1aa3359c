// How a page says what it shows: SnapshotGate marks the page ready once its data or its error is
// on screen, and a part still drawing what the page shows marks itself pending (the dashboard's
// blocks). A start that shows the page's last frame hands over to the app on these (src/startup).
export const PAGE_READY_ATTR = 'data-page-ready';
export const PAGE_PENDING_ATTR = 'data-page-pending';
/** One-off regions (toasts, prompts) carry it: not the page, and never part of its last frame. */
export const FRAME_SKIP_ATTR = 'data-frame-skip';
export const frameSkip = { [FRAME_SKIP_ATTR]: '' };
