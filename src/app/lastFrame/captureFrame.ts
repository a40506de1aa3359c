// Takes the page's last frame (src/domain/lastFrame.ts) from the DOM: the markup of #root as the
// user sees it, without anything that could hold what they typed and without open dialogs.
import { framePath, type FrameInput } from '../../domain/lastFrame';
import { isBusy } from './pageReady';

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
  // One-off messages (toasts, prompts: marked data-frame-skip) and dialogs do not belong in a frame.
  copy.querySelectorAll('dialog, [data-frame-skip]').forEach((el) => el.remove());
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

/** The frame of the page now, or null while it is loading or a dialog is open. */
export function captureFrame(root: Element, doc: Document = root.ownerDocument): FrameInput | null {
  if (isBusy(root) || hasOpenDialog(root)) return null;
  const copy = root.cloneNode(true) as Element;
  stripFields(copy);
  const { pathname, search } = doc.defaultView?.location ?? { pathname: '/', search: '' };
  return { path: framePath(pathname, search), html: copy.innerHTML, htmlClass: doc.documentElement.className, styles: stylePaths(doc) };
}
