import { describe, expect, it } from 'vitest';
import { formatRemaining } from './remaining';

describe('formatRemaining', () => {
  it('shows hours and minutes, minutes padded, seconds dropped', () => {
    expect(formatRemaining(3_600_000)).toBe('1 ч 00 мин');
    expect(formatRemaining(3_599_999)).toBe('0 ч 59 мин');
    expect(formatRemaining(2 * 3_600_000 + 5 * 60_000 + 30_000)).toBe('2 ч 05 мин');
  });
  it('never goes negative', () => {
    expect(formatRemaining(-5_000)).toBe('0 ч 00 мин');
  });
});
