// Geometry of a history record. Every line box has a fixed pixel height and every grid layout a
// fixed column count per viewport breakpoint, so a record's height is known before it renders:
// the virtual list never measures rows while scrolling (measuring forced a layout per new row and
// re-positioned every row below it). history.css.ts styles with these numbers and the list sizes
// its rows with recordSlotHeight(); the two stay in step because both read this file.

/** Order of the facts in a record (SPEC §2 History tab) and how much room each takes. */
export const HISTORY_FACTS = [
  'entry',
  'exit',
  'change',
  'eth',
  'usdt',
  'size',
  'fees',
  'opened',
  'closed',
  'duration',
  'reason',
  'pnl',
  'roi',
] as const;
export type HistoryFact = (typeof HISTORY_FACTS)[number];

/** Exit reasons are words ('Выход по верхнему каналу', or a raw code): they get two lines or more. */
const WORDS: HistoryFact = 'reason';
/** Fees with their share of the size are the longest figure: two columns, or two lines where a
 * two-column span would land in the last column (a hole, and one row more). */
const LONGEST: HistoryFact = 'fees';

export interface HistoryLayout {
  name: 'phone' | 'tablet' | 'laptop' | 'wide';
  /** Viewport media query; the first that matches wins. */
  media: string;
  columns: number;
  /** Phone: the title and the PnL each take a line; wider: they share one. */
  stackedHeader: boolean;
  /** Lines reserved for every value: on a phone the columns are narrow enough for figures to wrap. */
  valueLines: 1 | 2;
  /** Lines reserved for the exit reason. */
  reasonLines: 2 | 3;
  /** Fees span two columns (else they get two lines). */
  wideFees: boolean;
}

// Columns chosen so that, at the narrowest viewport of each range and with a classic scrollbar,
// a one-line column holds the widest figure ('12 345,066300 ETH', ~165 px in DejaVu Sans bold,
// a wide fallback font) and a two-line one the exit reasons (~150 px); phones down to 320 px get
// a third line for the reason instead.
export const HISTORY_LAYOUTS: readonly HistoryLayout[] = [
  {
    name: 'wide',
    media: 'screen and (min-width: 1360px)',
    columns: 7,
    stackedHeader: false,
    valueLines: 1,
    reasonLines: 2,
    wideFees: false,
  },
  {
    name: 'laptop',
    media: 'screen and (min-width: 1024px)',
    columns: 5,
    stackedHeader: false,
    valueLines: 1,
    reasonLines: 2,
    wideFees: true,
  },
  {
    name: 'tablet',
    media: 'screen and (min-width: 640px)',
    columns: 3,
    stackedHeader: false,
    valueLines: 1,
    reasonLines: 2,
    wideFees: true,
  },
  { name: 'phone', media: 'all', columns: 2, stackedHeader: true, valueLines: 2, reasonLines: 3, wideFees: true },
];

export function factSpan(layout: HistoryLayout, fact: HistoryFact): 1 | 2 {
  return fact === LONGEST && layout.wideFees ? 2 : 1;
}

export function factLines(layout: HistoryLayout, fact: HistoryFact): number {
  if (fact === WORDS) return layout.reasonLines;
  return fact === LONGEST && !layout.wideFees ? 2 : layout.valueLines;
}

/** Pixel sizes shared by the styles and the height arithmetic. */
export const PX = {
  border: 1,
  padding: 16,
  headerLine: 24,
  /** Second header line (PnL and ROI) on a phone. */
  headerSubLine: 20,
  headerGap: 4,
  headerBottom: 10,
  labelLine: 16,
  labelGap: 2,
  valueLine: 20,
  rowGap: 8,
  columnGap: 12,
  /** Space between two records. */
  recordGap: 12,
} as const;

/** Grid rows of the facts, each with the lines its tallest value reserves (CSS grid sparse auto-placement). */
export function factRows(layout: HistoryLayout): number[] {
  const rows: number[] = [];
  let column = 0;
  for (const fact of HISTORY_FACTS) {
    const span = Math.min(factSpan(layout, fact), layout.columns);
    if (column + span > layout.columns) column = 0;
    if (column === 0) rows.push(0);
    rows[rows.length - 1] = Math.max(rows[rows.length - 1], factLines(layout, fact));
    column = (column + span) % layout.columns;
  }
  return rows;
}

export function headerHeight(layout: HistoryLayout): number {
  return layout.stackedHeader ? PX.headerLine + PX.headerGap + PX.headerSubLine : PX.headerLine;
}

/** Height of the record's box (border included). */
export function recordHeight(layout: HistoryLayout): number {
  const rows = factRows(layout);
  const facts = rows.reduce((sum, lines) => sum + PX.labelLine + PX.labelGap + lines * PX.valueLine, 0) + (rows.length - 1) * PX.rowGap;
  return 2 * PX.border + 2 * PX.padding + headerHeight(layout) + PX.headerBottom + facts;
}

/** Height of one row of the virtual list: the record and the gap below it. */
export function recordSlotHeight(layout: HistoryLayout): number {
  return recordHeight(layout) + PX.recordGap;
}

/** The layout for the current viewport (the phone one where matchMedia is missing). */
export function currentLayout(matches: (media: string) => boolean): HistoryLayout {
  return HISTORY_LAYOUTS.find((l) => l.media === 'all' || matches(l.media)) ?? HISTORY_LAYOUTS[HISTORY_LAYOUTS.length - 1];
}
