/**
 * After a column of heavy children changes shape (the positions' grid/list switch), lays out in this
 * frame only the children that are near the screen in the new shape. Each child's own
 * `content-visibility: auto` skips it only once the browser has found it far from the screen, and
 * it looks in each frame's rendering, after layout: in the switch's frame it still laid out every
 * child that was near the screen in the old shape. At 1280 px the grid's first row is three cards
 * and the list shows one of them: laying out all three at the list's width was a frame of 50–140 ms
 * at 4× CPU throttling (issue 24).
 * A child skipped with `content-visibility: hidden` and then given back to `auto` is skipped until
 * the browser's next look, which the spec has it take before that frame is painted, with the new
 * shape's sizes (CSS Containment 2, "initial determination"): the children near the screen are laid
 * out then, the others not at all. Call it right after the commit that changed the shape, before
 * the browser lays it out (a layout effect).
 */
export function layOutOnScreenFirst(container: HTMLElement): void {
  const children = Array.from(container.children).filter((c): c is HTMLElement => c instanceof HTMLElement);
  for (const child of children) child.style.contentVisibility = 'hidden';
  // The browser applies the style (and skips the children) only when it next computes it; a layout
  // with every child skipped costs the container's own boxes.
  container.getBoundingClientRect();
  for (const child of children) child.style.contentVisibility = '';
}
