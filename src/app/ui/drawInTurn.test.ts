import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './afterNextPaint';
import { drawInTurn } from './drawInTurn';

vi.mock('./afterNextPaint', () => ({ afterNextPaint: vi.fn() }));
const painted = vi.mocked(afterNextPaint);
/** The paint the queue waits for happens. */
const paint = () => painted.mock.calls.splice(0).forEach(([fn]) => fn());

afterEach(() => {
  paint();
  painted.mockReset();
});

describe('drawInTurn', () => {
  it('draws the first block at once, and each next one after the previous was drawn and painted', () => {
    const drawn: string[] = [];
    const a = drawInTurn(() => drawn.push('a'));
    const b = drawInTurn(() => drawn.push('b'));
    const c = drawInTurn(() => drawn.push('c'));
    expect(drawn).toEqual(['a']);
    paint(); // a paint before a's commit lets nothing through
    expect(drawn).toEqual(['a']);
    a.drawn();
    expect(drawn).toEqual(['a']);
    paint();
    expect(drawn).toEqual(['a', 'b']);
    b.drawn();
    paint();
    expect(drawn).toEqual(['a', 'b', 'c']);
    c.drawn();
    paint();
    // idle again: a new block is drawn at once
    drawInTurn(() => drawn.push('d')).drawn();
    expect(drawn).toEqual(['a', 'b', 'c', 'd']);
  });

  it('skips a block given up while it waits, and moves on from one given up while drawn', () => {
    const drawn: string[] = [];
    const a = drawInTurn(() => drawn.push('a'));
    const b = drawInTurn(() => drawn.push('b'));
    const c = drawInTurn(() => drawn.push('c'));
    b.cancel();
    a.cancel();
    paint();
    expect(drawn).toEqual(['a', 'c']);
    c.drawn();
    a.drawn(); // late word of a block already given up changes nothing
    expect(painted).not.toHaveBeenCalled();
  });

  it('moves on after a second when a block never says it was drawn', () => {
    vi.useFakeTimers();
    try {
      const drawn: string[] = [];
      drawInTurn(() => drawn.push('a'));
      const b = drawInTurn(() => drawn.push('b'));
      vi.advanceTimersByTime(999);
      paint();
      expect(drawn).toEqual(['a']);
      vi.advanceTimersByTime(1);
      paint();
      expect(drawn).toEqual(['a', 'b']);
      b.drawn();
    } finally {
      vi.useRealTimers();
    }
  });
});
