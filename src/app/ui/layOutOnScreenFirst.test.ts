import { describe, expect, it } from 'vitest';
import { layOutOnScreenFirst } from './layOutOnScreenFirst';

describe('layOutOnScreenFirst', () => {
  it('has the browser compute every child skipped, then gives each back to its own content-visibility', () => {
    const container = document.createElement('div');
    const children = [0, 1, 2].map(() => container.appendChild(document.createElement('div')));
    const seen: string[][] = [];
    container.getBoundingClientRect = () => {
      seen.push(children.map((c) => c.style.contentVisibility));
      return new DOMRect();
    };
    layOutOnScreenFirst(container);
    expect(seen).toEqual([['hidden', 'hidden', 'hidden']]);
    // back to what the stylesheet says (the positions' slots: content-visibility: auto)
    expect(children.map((c) => c.style.contentVisibility)).toEqual(['', '', '']);
  });
});
