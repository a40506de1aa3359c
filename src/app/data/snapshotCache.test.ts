import { afterEach, describe, expect, it, vi } from 'vitest';
import { SnapshotCache, snapshotKey } from './snapshotCache';

afterEach(() => vi.useRealTimers());

describe('SnapshotCache', () => {
  it('tells the readers of a key about its changes, and only them', () => {
    const cache = new SnapshotCache();
    const a = vi.fn();
    const b = vi.fn();
    const stop = cache.subscribe('x', a);
    cache.subscribe('y', b);
    cache.set('x', 1);
    expect(cache.get('x')).toBe(1);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).not.toHaveBeenCalled();
    stop();
    cache.set('x', 2);
    expect(a).toHaveBeenCalledTimes(1);
  });

  it('keeps a snapshot five minutes after its last reader left, unless a reader came back', () => {
    vi.useFakeTimers();
    const cache = new SnapshotCache();
    cache.set('x', 1);
    cache.set('y', 1);
    cache.dropLater('x');
    cache.dropLater('y');
    cache.keep('y');
    vi.advanceTimersByTime(5 * 60_000);
    expect(cache.get('x')).toBeUndefined();
    expect(cache.get('y')).toBe(1);
  });

  it('keys params whatever their field order', () => {
    expect(snapshotKey('history', { limit: 25, offset: 0 })).toBe(snapshotKey('history', { offset: 0, limit: 25 }));
  });
});
