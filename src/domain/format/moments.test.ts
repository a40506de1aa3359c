import { describe, expect, it } from 'vitest';
import { formatAge, formatDateTimeSeconds } from './moments';

describe('journal times and data age', () => {
  it('writes a moment with seconds, in local time', () => {
    const at = new Date(2026, 2, 14, 9, 5, 7).getTime();
    expect(formatDateTimeSeconds(at)).toBe('14.03.2026, 09:05:07');
    expect(formatDateTimeSeconds('not a date')).toBe('—');
  });

  it('says how old data is in its largest whole unit', () => {
    expect(formatAge(40_000)).toBe('40\u00a0с');
    expect(formatAge(12 * 60_000 + 59_000)).toBe('12\u00a0мин');
    expect(formatAge(3 * 3_600_000)).toBe('3\u00a0ч');
    expect(formatAge(2 * 86_400_000 + 5)).toBe('2\u00a0дн.');
    expect(formatAge(-1)).toBe('—');
  });
});
