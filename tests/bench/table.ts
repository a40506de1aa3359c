// The benchmark report: rows of (area, measure, value, note), printed as one Markdown table.
export interface Row {
  area: string;
  measure: string;
  value: string;
  note?: string;
}

export function markdownTable(rows: Row[]): string {
  const esc = (s: string) => s.replace(/\|/g, '\\|');
  const lines = ['| area | measure | value | note |', '|---|---|---|---|'];
  for (const r of rows) lines.push(`| ${esc(r.area)} | ${esc(r.measure)} | ${esc(r.value)} | ${esc(r.note ?? '')} |`);
  return lines.join('\n');
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (v: number) => `${v.toFixed(0)} ms`;
export const ratio = (v: number) => `${v.toFixed(2)}×`;

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}
