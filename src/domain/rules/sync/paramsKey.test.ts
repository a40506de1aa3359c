import { describe, expect, it } from 'vitest';
import { paramsKey } from './paramsKey';

describe('paramsKey', () => {
  it('does not depend on field order and drops undefined fields', () => {
    expect(paramsKey({ b: 1, a: { d: 2, c: 3 } })).toBe(paramsKey({ a: { c: 3, d: 2 }, b: 1 }));
    expect(paramsKey({ a: 1, b: undefined })).toBe(paramsKey({ a: 1 }));
    expect(paramsKey(undefined)).toBe('{}');
    expect(paramsKey({ symbols: ['B', 'A'] })).not.toBe(paramsKey({ symbols: ['A', 'B'] }));
  });
});
