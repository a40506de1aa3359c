import { describe, expect, it } from 'vitest';
import { staleness } from './staleness';

describe('staleness', () => {
  it('says offline or failed only for data shown that is not live', () => {
    expect(staleness({ status: 'live', updatedAt: 1 })).toBeNull();
    expect(staleness({ status: 'loading', updatedAt: null })).toBeNull();
    expect(staleness({ status: 'offline', updatedAt: 1, refreshing: true })).toBe('offline');
    expect(staleness({ status: 'error', updatedAt: 1 })).toBe('failed');
    expect(staleness({ status: 'stale', updatedAt: 1 })).toBe('failed');
    expect(staleness({ status: 'error', updatedAt: null })).toBeNull();
  });
  it('keeps quiet while stored data waits for its first refresh', () => {
    expect(staleness({ status: 'stale', updatedAt: 1, refreshing: true })).toBeNull();
  });
});
