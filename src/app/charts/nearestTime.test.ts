import { describe, expect, it } from 'vitest';
import { nearestTime } from './nearestTime';

describe('nearest time', () => {
  it('finds the closest point, the earlier one on a tie', () => {
    const times = [10, 20, 40];
    expect([0, 14, 15, 16, 29, 31, 99].map((t) => nearestTime(times, t))).toEqual([0, 0, 0, 1, 1, 2, 2]);
    expect(nearestTime([5], 100)).toBe(0);
  });
});
