import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../format/format';
import { parseDecimal } from './numberInput';

describe('parseDecimal', () => {
  it('reads a decimal point or comma, an exponent and a sign', () => {
    expect(parseDecimal('12.5')).toBe(12.5);
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal(' .5 ')).toBe(0.5);
    expect(parseDecimal('1e3')).toBe(1000);
    expect(parseDecimal('-3')).toBe(-3);
  });

  it('reads back what format.ts writes: grouped digits and its minus sign', () => {
    expect(parseDecimal('1 000 000,25')).toBe(1_000_000.25);
    expect(parseDecimal(formatNumber(-12345.5, 1))).toBe(-12345.5);
  });

  it('is NaN for blank, malformed or infinite text, never 0', () => {
    for (const bad of ['', '   ', '12abc', '1,2,3', '--1', 'Infinity', '1e999', '0x10', ',']) {
      expect(Number.isNaN(parseDecimal(bad)), JSON.stringify(bad)).toBe(true);
    }
  });
});
