import { describe, expect, it } from 'vitest';
import { EXPIRY_WARNING_MS } from '../../domain/rules/accounts/sessionRules';
import { formatCountdown, formatRemaining, untilWarning } from './remaining';

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

describe('formatCountdown', () => {
  it('counts minutes and seconds down, rounding up to the next second', () => {
    expect(formatCountdown(5 * 60_000 - 1)).toBe('5:00');
    expect(formatCountdown(4 * 60_000 + 59_000)).toBe('4:59');
    expect(formatCountdown(9_001)).toBe('0:10');
    expect(formatCountdown(-1)).toBe('0:00');
  });
});

describe('untilWarning', () => {
  it('is the time until fewer than 5 minutes remain, then 0', () => {
    expect(untilWarning(6 * 60_000)).toBe(60_001);
    expect(6 * 60_000 - untilWarning(6 * 60_000)).toBeLessThan(EXPIRY_WARNING_MS);
    expect(untilWarning(5 * 60_000 - 1)).toBe(0);
  });
});
