import { describe, expect, it } from 'vitest';
import { MAX_ID } from '../../contracts/values';
import { searchId } from './searchId';

describe('searchId', () => {
  it('reads a whole positive id given as a number or as digits', () => {
    expect(searchId(7)).toBe(7);
    expect(searchId('42')).toBe(42);
    expect(searchId(' 42 ')).toBe(42);
    expect(searchId(MAX_ID)).toBe(MAX_ID);
  });

  it('names nothing for anything else', () => {
    for (const bad of [
      0,
      -1,
      1.5,
      MAX_ID + 1,
      '',
      '0',
      '-3',
      '1e3',
      '0x10',
      '12a',
      '99999999999',
      null,
      undefined,
      {},
      [1],
      NaN,
      Infinity,
    ]) {
      expect(searchId(bad), String(bad)).toBeNull();
    }
  });
});
