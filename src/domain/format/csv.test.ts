import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvDate, csvDocument, csvNumber } from './csv';

describe('CSV for Russian spreadsheet programs', () => {
  it('starts with the byte-order mark, separates by semicolons and ends lines with CRLF', () => {
    const text = csvDocument(['Позиция', 'Пара'], [[7, 'ETH/USDT']]);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual(['Позиция;Пара', '7;ETH/USDT', '']);
  });

  it('writes numbers with a decimal comma, an ASCII minus and no thousands separator', () => {
    const text = csvDocument(
      ['a', 'b', 'c', 'd', 'e'],
      [[csvNumber(-1234.5, 2), csvNumber(0.1234567, 6), csvNumber(-0.001, 2), csvNumber(NaN, 2), 12]],
    );
    expect(text.split('\r\n')[1]).toBe('-1234,50;0,123457;0,00;;12');
  });

  it('quotes separators, quotes and line breaks, and defuses formulas in text', () => {
    const text = csvDocument(['x'], [['a;b'], ['say "hi"'], ['two\nlines'], ['=HYPERLINK("x")'], ['-1'], ['@cmd'], [null]]);
    expect(text.slice(1).split('\r\n').slice(1, -1)).toEqual([
      '"a;b"',
      '"say ""hi"""',
      '"two\nlines"',
      '"\'=HYPERLINK(""x"")"',
      "'-1",
      "'@cmd",
      '',
    ]);
  });

  it('writes times as DD.MM.YYYY HH:MM:SS in local time, unknown ones empty', () => {
    const at = new Date(2026, 10, 20, 14, 5, 9).getTime();
    expect(csvDate(at)).toBe('20.11.2026 14:05:09');
    expect(csvDate(new Date(at).toISOString())).toBe('20.11.2026 14:05:09');
    expect(csvDate(null)).toBe('');
    expect(csvDate('not a date')).toBe('');
  });
});
