import { describe, expect, it } from 'vitest';
import {
  compareCodes,
  formatClock,
  formatClockSeconds,
  formatCompact,
  formatDateTime,
  formatDayMonth,
  formatDecimal,
  formatDuration,
  formatAmount,
  formatCount,
  formatEth,
  formatFee,
  formatLeverage,
  formatNumber,
  formatPercent,
  formatSigned,
  formatSignedUsd,
  formatUsd,
  percentDecimals,
  signOf,
} from './format';

// ru-RU groups thousands with a (narrow) no-break space; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('number display (docs/product.md §9)', () => {
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

  it('keeps a figure and its unit on one line (a no-break space, as Intl prints them)', () => {
    expect(formatPercent(-0.237, true)).toBe('−0,237\u00a0%');
    expect(formatSignedUsd(-2.37)).toBe('−2,37\u00a0$');
    expect(formatUsd(2.5)).toBe('2,50\u00a0$');
    expect(formatFee(0.1)).toBe('0,1000\u00a0$');
    expect(formatEth(1)).toBe('1,000000\u00a0ETH');
  });

  it('shows every decimal of its size, so a ticking percent keeps its length', () => {
    expect(plain(formatPercent(0.35))).toBe('0,350 %');
    expect(plain(formatPercent(0.05))).toBe('0,0500 %');
    expect(plain(formatPercent(0.0001))).toBe('0,00010 %');
    // a live PnL's percent between two pushes: the line it sits on wraps the same way
    for (const [a, b] of [
      [-0.336, -0.35],
      [-0.255, -0.26],
      [1.5, 1.234],
      [0.02, 0.0456],
    ])
      expect(formatPercent(a, true).length).toBe(formatPercent(b, true).length);
  });

  it('writes every negative figure with one minus glyph (U+2212), and zero without a sign', () => {
    expect(formatNumber(-8.45)).toBe('−8,45');
    expect(formatPercent(-0.492)).toBe('−0,492\u00a0%');
    expect(formatSigned(-0.45)).toBe('−0,45');
    expect(formatSigned(0.45)).toBe('+0,45');
    expect(formatUsd(-1234.5)).toBe('−1\u00a0234,50\u00a0$');
    expect(formatCompact(-4321)).toBe('−4,3\u00a0тыс.');
    for (const text of [formatNumber(-0.001), formatSignedUsd(-0.004), formatSigned(0.001), formatUsd(-0), formatPercent(-0, true)])
      expect(text).not.toMatch(/[-−+]/);
    expect(formatSignedUsd(0.004)).toBe('0,00\u00a0$');
  });

  it('knows the sign a figure is shown with: zero when it rounds to zero', () => {
    expect(signOf(1.5)).toBe(1);
    expect(signOf(-0.01)).toBe(-1);
    expect(signOf(-0.004)).toBe(0);
    expect(signOf(-0.004, 3)).toBe(-1);
    expect(signOf(0)).toBe(0);
    expect(signOf(null)).toBe(0);
  });

  it('counts group thousands; leverage reads one way; amounts carry their unit', () => {
    expect(plain(formatCount(50000))).toBe('50 000');
    expect(formatLeverage(2.5)).toBe('2,5x');
    expect(formatLeverage(10)).toBe('10x');
    expect(plain(formatAmount(0.4, 'BTC'))).toBe('0,4000 BTC');
    expect(plain(formatAmount(3.33, 'ETH'))).toBe('3,330000 ETH');
    expect(plain(formatAmount(1000, 'USDT'))).toBe('1 000,00 USDT');
    expect(formatAmount(null, 'ETH')).toBe('—');
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

// The formatters are written out (no Intl on the first screen, issue 9); they must print exactly
// what Intl prints for ru-RU, but with the minus glyph for Intl's hyphen and no sign on a figure
// that rounds to zero (issue 22). Node carries full ICU, so Intl is the reference here.
const asOurs = (intl: string) => intl.replace(/^-/, '−').replace(/^−(?=[0\u00a0,]*(\u00a0\D+)?$)/, '');

describe('the same text as Intl ru-RU', () => {
  // A deterministic spread of values: magnitudes from 1e-9 to 1e18, halves, negatives, zeros.
  let seed = 42;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const values: number[] = [
    0,
    -0,
    0.5,
    1.005,
    0.005,
    2.675,
    -1.005,
    999.995,
    999999.995,
    1e-7,
    1.5e-7,
    -0.001,
    123456789.125,
    1e15 + 0.5,
    9.999999,
    5e-324,
    1e20,
  ];
  for (let i = 0; i < 4000; i++) {
    const magnitude = 10 ** (Math.floor(random() * 28) - 9);
    const value = (Math.round(random() * magnitude * 1000) / 1000) * (random() < 0.3 ? -1 : 1);
    values.push(value, random() * magnitude);
  }

  it.each([
    [0, 0],
    [0, 1],
    [0, 2],
    [2, 2],
    [2, 3],
    [2, 4],
    [2, 5],
    [4, 4],
    [6, 6],
  ])('numbers with %i to %i decimals', (min, max) => {
    const intl = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: min, maximumFractionDigits: max });
    for (const v of values) expect(formatDecimal(v, min, max), String(v)).toBe(asOurs(intl.format(v)));
  });

  it('compact axis labels', () => {
    const intl = new Intl.NumberFormat('ru-RU', { notation: 'compact', maximumFractionDigits: 1 });
    const more = [999, 999.95, 1000, 999949, 999950, 999999, 1e6, 1234567, 999_950_000, 2.5e12, -4321, -999_999];
    for (const v of [...values.filter((x) => Math.abs(x) < 1e15), ...more])
      expect(formatCompact(v), String(v)).toBe(asOurs(intl.format(v)));
  });

  it('orders identifiers by code unit, without a collator', () => {
    expect(['polygon', 'arbitrum', 'base', 'bsc'].sort(compareCodes)).toEqual(['arbitrum', 'base', 'bsc', 'polygon']);
    expect(compareCodes('ETH', 'ETH')).toBe(0);
  });

  it('clock, date and day-month in local time', () => {
    const clock = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit' });
    const seconds = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
    const dateTime = new Intl.DateTimeFormat('ru-RU', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    const dayMonth = new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit' });
    for (let i = 0; i < 500; i++) {
      const ms = Date.UTC(2020, 0, 1) + Math.floor(random() * 10 * 365 * 86_400_000);
      expect(formatClock(ms)).toBe(clock.format(ms));
      expect(formatClockSeconds(ms)).toBe(seconds.format(ms));
      expect(formatDateTime(ms)).toBe(dateTime.format(ms));
      expect(formatDayMonth(ms)).toBe(dayMonth.format(ms));
    }
    expect(formatDateTime('not a date')).toBe('—');
    expect(formatClock(null)).toBe('—');
  });
});
