import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './afterNextPaint';
import { drawInTurn, resetDrawQueue } from './drawInTurn';

vi.mock('./afterNextPaint', () => ({ afterNextPaint: vi.fn() }));
const painted = vi.mocked(afterNextPaint);
/** The paint the queue waits for happens. */
const paint = () => painted.mock.calls.splice(0).forEach(([fn]) => fn());

afterEach(() => {
  resetDrawQueue();
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
    expect(b.waiting()).toBe(true);
    b.cancel();
    expect(b.waiting()).toBe(false);
    a.cancel();
    paint();
    expect(drawn).toEqual(['a', 'c']);
    const d = drawInTurn(() => drawn.push('d'));
    // late word of a block already given up does not let the next one through
    a.drawn();
    paint();
    expect(drawn).toEqual(['a', 'c']);
    c.drawn();
    paint();
    expect(drawn).toEqual(['a', 'c', 'd']);
    d.drawn();
  });

  it('moves on after a second when a block never says it was drawn, and a finished turn’s second never cuts the next one short', () => {
    vi.useFakeTimers();
    try {
      const drawn: string[] = [];
      drawInTurn(() => drawn.push('a'));
      const b = drawInTurn(() => drawn.push('b'));
      const c = drawInTurn(() => drawn.push('c'));
      vi.advanceTimersByTime(999);
      paint();
      expect(drawn).toEqual(['a']);
      vi.advanceTimersByTime(1);
      paint();
      expect(drawn).toEqual(['a', 'b']);
      vi.advanceTimersByTime(600);
      b.drawn();
      paint();
      expect(drawn).toEqual(['a', 'b', 'c']);
      // c's own second counts from its start: 600 ms later it is still drawing, nothing else starts
      const d = drawInTurn(() => drawn.push('d'));
      vi.advanceTimersByTime(600);
      paint();
      expect(drawn).toEqual(['a', 'b', 'c']);
      expect(d.waiting()).toBe(true);
      c.drawn();
      paint();
      expect(drawn).toEqual(['a', 'b', 'c', 'd']);
    } finally {
      vi.useRealTimers();
    }
  });
});
