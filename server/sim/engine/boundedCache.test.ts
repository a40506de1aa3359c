import { describe, expect, it } from 'vitest';
import { BoundedCache } from './boundedCache';

describe('BoundedCache', () => {
  it('keeps at most its limit, dropping the least recently used first', () => {
    const cache = new BoundedCache<number, string>(2);
    cache.set(1, 'a');
    cache.set(2, 'b');
    expect(cache.get(1)).toBe('a'); // 2 is now the least recently used
    cache.set(3, 'c');
    expect(cache.size).toBe(2);
    expect(cache.has(2)).toBe(false);
    expect(cache.get(1)).toBe('a');
    expect(cache.get(3)).toBe('c');
    expect(cache.get(4)).toBeUndefined();
  });

  it('replaces a value and deletes by a test of the values', () => {
    const cache = new BoundedCache<number, { bot: number }>(10);
    cache.set(1, { bot: 7 });
    cache.set(2, { bot: 8 });
    cache.set(1, { bot: 9 });
    expect(cache.size).toBe(2);
    cache.deleteWhere((v) => v.bot === 8);
    expect([cache.has(1), cache.has(2)]).toEqual([true, false]);
  });
});
