// A click on the last frame is not lost. The frame is inert (nothing in it works yet); the
// frame's boot script (public/frame-boot.js) notes where the last click landed (data-click, page
// coordinates) from the frame's first paint on. When the app takes the frame's place, the app's
// same control as the one under that point in the frame (kind, name, link, position card) is
// clicked (a field is focused). If the app has no such control, or several and none at the point,
// nothing is clicked: a replay never acts on something the user did not aim at.
const ACTIONABLE = 'a[href], button, input, select, textarea, summary, label, [role="button"], [role="tab"], [role="link"], [tabindex]';

export interface HeldClick {
  pageX: number;
  pageY: number;
  control: string;
}

function controlAt(doc: Document, pageX: number, pageY: number): Element | null {
  const view = doc.defaultView;
  const x = pageX - (view?.scrollX ?? 0);
  const y = pageY - (view?.scrollY ?? 0);
  return doc.elementFromPoint(x, y)?.closest(ACTIONABLE) ?? null;
}

/** What identifies a control to the user: its kind, its name, its link, and the position card it sits in. */
function controlSignature(el: Element): string {
  const name = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '';
  const token = el.closest('[data-token]')?.getAttribute('data-token') ?? '';
  return [el.tagName, name, el.getAttribute('href') ?? '', token].join('|');
}

/** The click noted on the frame and the control it landed on; read while the frame still shows. */
export function heldClick(frame: HTMLElement): HeldClick | null {
  const [pageX, pageY] = (frame.getAttribute('data-click') ?? '').split(' ').map(Number);
  if (!Number.isFinite(pageX) || !Number.isFinite(pageY)) return null;
  // Hit-testing skips inert nodes: the frame is made hit-testable for this one look-up.
  frame.inert = false;
  const control = controlAt(frame.ownerDocument, pageX, pageY);
  frame.inert = true;
  return control && frame.contains(control) ? { pageX, pageY, control: controlSignature(control) } : null;
}

/**
 * Clicks (or focuses) the app's same control: the only one of its kind, name, link and card, or,
 * if several match, the one under the point. The app may lay out a little differently from the
 * frame (a notice above the page says it is offline), so the point alone would miss it.
 */
export function replayClick(held: HeldClick | null, root: HTMLElement): void {
  const doc = root.ownerDocument;
  doc.documentElement.style.removeProperty('cursor');
  if (!held) return;
  const same = Array.from(root.querySelectorAll(ACTIONABLE)).filter((el) => controlSignature(el) === held.control);
  const atPoint = controlAt(doc, held.pageX, held.pageY);
  const el = same.length === 1 ? same[0] : same.find((c) => c === atPoint);
  if (!el) return;
  if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) el.focus();
  else if (el instanceof HTMLElement) el.click();
}
