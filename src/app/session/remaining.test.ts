import { describe, expect, it } from 'vitest';
import { formatRemaining, isExpiring } from './remaining';

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

describe('isExpiring', () => {
  it('is true under 5 minutes only', () => {
    expect(isExpiring(5 * 60_000)).toBe(false);
    expect(isExpiring(5 * 60_000 - 1)).toBe(true);
    expect(isExpiring(0)).toBe(true);
  });
});
