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

  it("holds a last frame's seed against a subscription's empty first word, until real data or an unseed", () => {
    const cache = new SnapshotCache();
    const seen = vi.fn();
    cache.subscribe('a', seen);
    cache.seed([
      ['a', { data: [1], status: 'stale' }],
      ['b', { data: [2], status: 'stale' }],
    ]);
    cache.set('a', { data: null, status: 'loading' });
    expect(cache.get('a')).toEqual({ data: [1], status: 'stale' });
    // only the first empty word: a second is the worker's news (a reset), taken as it comes
    cache.set('b', { data: null, status: 'loading' });
    cache.set('b', { data: null, status: 'loading' });
    expect(cache.get('b')).toEqual({ data: null, status: 'loading' });
    cache.set('a', { data: [3], status: 'stale' });
    cache.set('a', { data: null, status: 'loading' }); // no longer seeded: a reset is taken as it comes
    expect(cache.get('a')).toEqual({ data: null, status: 'loading' });
    expect(seen).toHaveBeenCalledTimes(2);
    cache.seed([
      ['c', { data: [4], status: 'stale' }],
      ['d', { data: [5], status: 'stale' }],
    ]);
    cache.set('d', { data: null, status: 'loading' });
    cache.unseed();
    expect(cache.get('c')).toBeUndefined();
    // a seed whose empty first word was passed over still goes: it is still the seed's data
    expect(cache.get('d')).toBeUndefined();
    expect(cache.get('a')).toEqual({ data: null, status: 'loading' });
  });

  it('names the snapshots someone reads now', () => {
    const cache = new SnapshotCache();
    cache.set('read', 1);
    cache.set('unread', 2);
    const stop = cache.subscribe('read', () => undefined);
    cache.subscribe('none yet', () => undefined);
    expect(cache.readNow()).toEqual([['read', 1]]);
    stop();
    expect(cache.readNow()).toEqual([]);
  });
});
