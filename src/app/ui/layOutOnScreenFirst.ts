import { afterNextPaint } from './afterNextPaint';

/**
 * After a column of heavy children changes shape (the positions' grid/list switch), lays out in this
 * frame only the children that start on screen; the others wait for the next frame, skipped with
 * `content-visibility: hidden`. Their own `content-visibility: auto` would skip them only a frame
 * later: in that first frame the browser still lays out every child that was near the screen in the
 * old shape. At 1280 px the grid's first row is three cards, and the list shows one of them: laying
 * out all three at the list's width was a frame of 50–120 ms at 4× CPU throttling (issue 24).
 * Call it right after the commit that changed the shape, before the browser lays it out (a layout
 * effect): it reads each child's top in turn, which lays out only the children above it.
 */
export function layOutOnScreenFirst(container: HTMLElement): void {
  const children = Array.from(container.children).filter((c): c is HTMLElement => c instanceof HTMLElement);
  for (const child of children) child.style.contentVisibility = 'hidden';
  const held = [...children];
  // In document order a child below the screen has only children below the screen after it.
  while (held.length > 0 && held[0].getBoundingClientRect().top < window.innerHeight) held.shift()!.style.contentVisibility = '';
  if (held.length === 0) return;
  afterNextPaint(() => {
    for (const child of held) child.style.contentVisibility = '';
  });
}
