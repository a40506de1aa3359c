// Takes the page's last frame (../frame.ts) from the DOM: the markup of #root as the user sees it,
// without anything that could hold what they typed and without open dialogs, and with the strip
// that says it is a picture while the app starts («Восстановление…»).
import { ru } from '../../app/i18n/ru';
import { FRAME_SKIP_ATTR } from '../../app/ui/pageReady';
import { framePath, type FrameInput } from '../frame';
import { restoringStrip } from './frame.css';
import { isBusy } from './handOver';

/** A dialog or form in progress is not something to show again at the next start. */
function hasOpenDialog(root: Element): boolean {
  return root.querySelector('dialog[open], [role="dialog"], [role="alertdialog"]') !== null;
}

/**
 * React keeps a controlled input's `value` attribute in step with what was typed, so markup can
 * carry a password or a private key: every field is emptied in the copy.
 */
function stripFields(copy: Element): void {
  copy.querySelectorAll('input, textarea, select, option').forEach((el) => {
    el.removeAttribute('value');
    el.removeAttribute('checked');
    el.removeAttribute('selected');
    if (el.tagName === 'TEXTAREA') el.textContent = '';
  });
  // One-off messages (toasts, prompts) and dialogs do not belong in a frame.
  copy.querySelectorAll(`dialog, [${FRAME_SKIP_ATTR}]`).forEach((el) => el.remove());
}

/** Same-origin stylesheets in document order. */
function stylePaths(doc: Document): string[] {
  const out: string[] = [];
  doc.querySelectorAll('link[rel="stylesheet"][href]').forEach((el) => {
    const raw = el.getAttribute('href') ?? '';
    const url = new URL(raw, doc.baseURI);
    if (url.origin === new URL(doc.baseURI).origin && !out.includes(url.pathname)) out.push(url.pathname);
  });
  return out;
}

const STRIP = `<div class="${restoringStrip}">${ru.app.restoring}</div>`;

/**
 * Whether the page is at its top, as a start shows it. Scrolled down, a long list holds only the
 * rows around the screen, and its picture would open on the room the rows above leave empty.
 */
function atTop(doc: Document): boolean {
  const view = doc.defaultView;
  return !view || view.scrollY <= view.innerHeight / 2;
}

/** The frame of the page now, or null while it is loading, scrolled down or a dialog is open. */
export function captureFrame(root: Element, doc: Document = root.ownerDocument): FrameInput | null {
  if (isBusy(root) || hasOpenDialog(root) || !atTop(doc)) return null;
  const copy = root.cloneNode(true) as Element;
  stripFields(copy);
  const { pathname, search } = doc.defaultView?.location ?? { pathname: '/', search: '' };
  return {
    path: framePath(pathname, search),
    html: `${STRIP}${copy.innerHTML}`,
    htmlClass: doc.documentElement.className,
    styles: stylePaths(doc),
  };
}
