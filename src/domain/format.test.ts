import { describe, expect, it } from 'vitest';
import {
  formatDuration, formatEth, formatFee, formatNumber, formatPercent, formatSignedUsd, formatUsd, percentDecimals,
} from './format';

// ru-RU groups thousands with a (narrow) no-break space; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('number display (SPEC §9)', () => {
  it('dollars have 2 decimals, comma as decimal mark and grouped thousands', () => {
    expect(plain(formatUsd(1234.5))).toBe('1 234,50 $');
    expect(plain(formatUsd(0))).toBe('0,00 $');
  });

  it('signed dollars show + and − for PnL', () => {
    expect(plain(formatSignedUsd(12.345))).toBe('+12,35 $');
    expect(plain(formatSignedUsd(-3))).toBe('−3,00 $');
    expect(plain(formatSignedUsd(0))).toBe('0,00 $');
  });

  it('ETH has 6 decimals, fees 4', () => {
    expect(plain(formatEth(1.5))).toBe('1,500000 ETH');
    expect(plain(formatFee(0.12345))).toBe('0,1235 $');
  });

  it('percent precision adapts between 2 and 5 decimals', () => {
    expect(percentDecimals(12.3)).toBe(2);
    expect(percentDecimals(0.5)).toBe(3);
    expect(percentDecimals(0.05)).toBe(4);
    expect(percentDecimals(0.000123)).toBe(5);
    expect(plain(formatPercent(12.345))).toBe('12,35 %');
    expect(plain(formatPercent(0.01234))).toBe('0,0123 %');
    expect(plain(formatPercent(0.000012))).toBe('0,00001 %');
    expect(plain(formatPercent(-2.5, true))).toBe('−2,50 %');
  });

  it('missing or non-finite values show a dash rather than NaN', () => {
    expect(formatUsd(null)).toBe('—');
    expect(formatNumber(Number.NaN)).toBe('—');
    expect(formatPercent(Infinity)).toBe('—');
  });

  it('durations read as h:mm:ss', () => {
    expect(formatDuration(3661)).toBe('1:01:01');
    expect(formatDuration(90061)).toBe('25:01:01');
    expect(formatDuration(-1)).toBe('—');
  });
});
