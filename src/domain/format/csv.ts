// CSV as Russian spreadsheet programs open it on a double click (Excel and LibreOffice in ru-RU):
// UTF-8 with a byte-order mark (without it Excel reads the Cyrillic as Windows-1251), ';' between
// cells (the ru-RU list separator), a decimal comma and no thousands separator (so figures are
// numbers, not text), an ASCII minus (the typographic '−' of the screens makes a cell text), and
// dates as 'DD.MM.YYYY HH:MM:SS' (read as dates in ru-RU).

export const CSV_BOM = '\uFEFF';

/** A number cell: rounded to `decimals`, written with a decimal comma. */
export interface CsvNumber {
  number: number;
  decimals: number;
}

export type CsvCell = string | number | null | undefined | CsvNumber;

export const csvNumber = (number: number, decimals: number): CsvNumber => ({ number, decimals });

function numberText(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return '';
  const fixed = value.toFixed(decimals);
  // '-0,00' would read as a loss
  return (/^-0(\.0*)?$/.test(fixed) ? fixed.slice(1) : fixed).replace('.', ',');
}

/**
 * A text cell: quoted when it holds the separator, a quote or a line break; a text that a
 * spreadsheet would run as a formula (=, +, -, @ first) is prefixed with an apostrophe.
 */
function textCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[;"\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return numberText(value, 0);
  if (typeof value === 'object') return numberText(value.number, value.decimals);
  return textCell(value);
}

const two = (n: number) => String(n).padStart(2, '0');

/** A time as the cell of a date column ('20.11.2026 14:00:05', local time); empty when unknown. */
export function csvDate(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${two(d.getDate())}.${two(d.getMonth() + 1)}.${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

/** The whole file: the byte-order mark, the header row, one row per record, CRLF line ends. */
export function csvDocument(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  const lines = [header.map(textCell), ...rows.map((r) => r.map(cell))].map((r) => r.join(';'));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
