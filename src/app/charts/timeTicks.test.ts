import { describe, expect, it } from 'vitest';
import { timeTicks } from './timeTicks';

const MIN = 60_000;
// 100 fifteen-minute candles starting at a local 07:30
const start = new Date(2026, 10, 24, 7, 30).getTime();
const times = Array.from({ length: 100 }, (_, i) => start + i * 15 * MIN);

describe('time ticks', () => {
  it('puts ticks on round times that fit the width, never at the clipped edge', () => {
    const width = 300;
    const xOf = (i: number) => (i + 0.5) * (width / times.length);
    const ticks = timeTicks(times, xOf, width);
    expect(ticks.length).toBeGreaterThanOrEqual(2);
    expect(ticks.length).toBeLessThanOrEqual(4);
    for (const t of ticks) {
      expect(xOf(t.index)).toBeGreaterThanOrEqual(22);
      expect(xOf(t.index)).toBeLessThanOrEqual(width - 22);
      expect(t.label).toMatch(/^(\d\d:00|\d\d\.\d\d)$/);
    }
    // the first candle (07:30) is at the edge: it is not labelled
    expect(ticks[0].index).toBeGreaterThan(0);
  });

  it('shows two ticks on a narrow chart even when the coarsest fitting step leaves one', () => {
    // 240 px fit three 12-hour ticks, but 25 hours from 07:30 hold only 12:00 and 00:00, one of
    // them near an edge at some widths: a finer step (6 hours) is used
    for (const width of [200, 240, 280]) {
      const ticks = timeTicks(times, (i) => (i + 0.5) * (width / times.length), width);
      expect(ticks.length, `${width} px`).toBeGreaterThanOrEqual(2);
    }
  });

  it('labels midnight with the day', () => {
    const width = 1200;
    const ticks = timeTicks(times, (i) => (i + 0.5) * (width / times.length), width);
    expect(ticks.map((t) => t.label)).toContain('25.11');
    expect(ticks.map((t) => t.label)).toContain('12:00');
  });

  it('has nothing to say about fewer than two points', () => {
    expect(timeTicks([start], () => 10, 300)).toEqual([]);
  });
});
