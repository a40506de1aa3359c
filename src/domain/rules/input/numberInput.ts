// A number as a person types it into a field: a decimal comma or point, digit groups split by
// spaces (as format.ts writes them, no-break spaces included), the minus sign format.ts prints
// (U+2212) or a hyphen. Blank, malformed or infinite text is NaN, never 0: forms show their error
// instead of saving a zero.
export function parseDecimal(text: string): number {
  const plain = text.replace(/\s/g, '').replace(',', '.').replace('\u2212', '-');
  if (plain === '' || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(plain)) return Number.NaN;
  const value = Number(plain);
  return Number.isFinite(value) ? value : Number.NaN;
}
