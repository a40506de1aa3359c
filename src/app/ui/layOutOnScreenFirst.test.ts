import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './afterNextPaint';
import { layOutOnScreenFirst } from './layOutOnScreenFirst';

vi.mock('./afterNextPaint', () => ({ afterNextPaint: vi.fn() }));
const painted = vi.mocked(afterNextPaint);
const paint = () => painted.mock.calls.splice(0).forEach(([fn]) => fn());

afterEach(() => painted.mockReset());

/** A container whose children start at these tops; each read of a top notes which children were laid out then. */
function column(tops: number[]) {
  const container = document.createElement('div');
  const reads: string[] = [];
  const children = tops.map((top, i) => {
    const child = document.createElement('div');
    child.getBoundingClientRect = () => {
      reads.push(`${i}: ${children.map((c) => (c.style.contentVisibility === 'hidden' ? 'held' : 'shown')).join(' ')}`);
      return { top, bottom: top + 500, left: 0, right: 0, width: 0, height: 500, x: 0, y: top, toJSON: () => '' };
    };
    container.append(child);
    return child;
  });
  const state = () => children.map((c) => (c.style.contentVisibility === 'hidden' ? 'held' : 'shown'));
  return { container, reads, state };
}

describe('layOutOnScreenFirst', () => {
  const below = window.innerHeight;

  it('shows the children that start on screen at once and the rest after the next paint', () => {
    const { container, state } = column([0, 300, below + 10, below + 600]);
    layOutOnScreenFirst(container);
    expect(state()).toEqual(['shown', 'shown', 'held', 'held']);
    paint();
    expect(state()).toEqual(['shown', 'shown', 'shown', 'shown']);
  });

  it('reads each top while every child after it is held, so a read lays out only what is above', () => {
    const { container, reads } = column([0, 300, below + 10, below + 600]);
    layOutOnScreenFirst(container);
    expect(reads).toEqual(['0: held held held held', '1: shown held held held', '2: shown shown held held']);
  });

  it('holds nothing and waits for no paint when every child starts on screen (a grid row)', () => {
    const { container, state } = column([100, 100, 100]);
    layOutOnScreenFirst(container);
    expect(state()).toEqual(['shown', 'shown', 'shown']);
    expect(painted).not.toHaveBeenCalled();
  });
});
