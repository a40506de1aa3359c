// Geometry of the history list. Wide screens get a dense table (one row per position), narrower
// ones compact cards. Every line box has a fixed pixel height and every card grid a fixed column
// count per breakpoint, so a row's height is known before it renders: the virtual list never
// measures rows while scrolling (measuring forced a layout per new row and re-positioned every row
// below it). history.css.ts styles with these numbers and the list sizes its rows with
// slotHeight(); the two stay in step because both read this file.

/** The table's columns (docs/product.md §2 History tab's facts, one row per position), in order. */
export const HISTORY_COLUMNS = [
  'position',
  'bot',
  'opened',
  'closed',
  'duration',
  'entry',
  'exit',
  'change',
  'size',
  'fees',
  'pnl',
  'roi',
  'reason',
] as const;
export type HistoryColumn = (typeof HISTORY_COLUMNS)[number];

/**
 * Widths of the columns: each holds its longest usual figure at 12,5 px in a wide fallback font
 * (DejaVu Sans); the bot and the exit reason take the spare room. About 1 350 px in all: the whole
 * table fits a 1 440 px screen, and narrower ones scroll it sideways (the table layout starts at
 * 1 200 px).
 */
export const COLUMN_WIDTH: Record<HistoryColumn, string> = {
  position: '100px',
  bot: 'minmax(76px, 1fr)',
  opened: '80px',
  closed: '80px',
  duration: '96px',
  entry: '74px',
  exit: '116px',
  change: '76px',
  size: '172px',
  fees: '140px',
  pnl: '80px',
  roi: '76px',
  reason: 'minmax(96px, 1fr)',
};

/** Columns of figures: right-aligned, so digits line up from row to row. */
export const NUMERIC_COLUMNS: ReadonlySet<HistoryColumn> = new Set(['duration', 'entry', 'exit', 'change', 'size', 'fees', 'pnl', 'roi']);

/** The facts of a card, in order; the exit reason is words and takes two columns. */
export const CARD_FACTS = ['entry', 'exit', 'change', 'duration', 'opened', 'closed', 'size', 'fees', 'eth', 'usdt', 'reason'] as const;
export type CardFact = (typeof CARD_FACTS)[number];
const WIDE_FACT: CardFact = 'reason';

export interface HistoryLayout {
  name: 'table' | 'tablet' | 'phone';
  /** Viewport media query; the first that matches wins. */
  media: string;
  /** Card grid columns (the table has its own). */
  columns: number;
}

// The table's columns need about 1 320 px; below 1 200 px of viewport the cards read better than a
// table scrolled sideways. Four card columns hold '23.11.2026, 22:21' from 640 px, two from 320 px.
export const HISTORY_LAYOUTS: readonly HistoryLayout[] = [
  { name: 'table', media: 'screen and (min-width: 1200px)', columns: 0 },
  { name: 'tablet', media: 'screen and (min-width: 640px)', columns: 4 },
  { name: 'phone', media: 'all', columns: 2 },
];

/** Pixel sizes shared by the styles and the height arithmetic. */
export const PX = {
  // the table
  rowPaddingY: 8,
  rowLine: 20,
  rowSubLine: 16,
  rowBorder: 1,
  headerRow: 40,
  tableGap: 6,
  tablePadding: 10,
  // the cards
  border: 1,
  padding: 12,
  titleLine: 24,
  subLine: 20,
  headerGap: 2,
  headerBottom: 8,
  labelLine: 16,
  labelGap: 2,
  valueLine: 20,
  rowGap: 6,
  columnGap: 12,
  /** Space between two cards. */
  cardGap: 10,
} as const;

export function factSpan(layout: HistoryLayout, fact: CardFact): 1 | 2 {
  return fact === WIDE_FACT && layout.columns >= 2 ? 2 : 1;
}

/** Grid rows of a card's facts (CSS grid sparse auto-placement: a span that does not fit starts a row). */
export function factRows(layout: HistoryLayout): number {
  let rows = 0;
  let column = 0;
  for (const fact of CARD_FACTS) {
    const span = factSpan(layout, fact);
    if (column + span > layout.columns) column = 0;
    if (column === 0) rows += 1;
    column = (column + span) % layout.columns;
  }
  return rows;
}

/** Height of a table row (its bottom border included). */
export function tableRowHeight(): number {
  return 2 * PX.rowPaddingY + PX.rowLine + PX.rowSubLine + PX.rowBorder;
}

export function cardHeaderHeight(): number {
  return PX.titleLine + PX.headerGap + PX.subLine;
}

/** Height of a card's box (border included). */
export function cardHeight(layout: HistoryLayout): number {
  const rows = factRows(layout);
  const facts = rows * (PX.labelLine + PX.labelGap + PX.valueLine) + (rows - 1) * PX.rowGap;
  return 2 * PX.border + 2 * PX.padding + cardHeaderHeight() + PX.headerBottom + facts;
}

/** Height of one row of the virtual list: a table row, or a card and the gap below it. */
export function slotHeight(layout: HistoryLayout): number {
  return layout.name === 'table' ? tableRowHeight() : cardHeight(layout) + PX.cardGap;
}

/** The layout for the current viewport (the phone one where matchMedia is missing). */
export function currentLayout(matches: (media: string) => boolean): HistoryLayout {
  return HISTORY_LAYOUTS.find((l) => l.media === 'all' || matches(l.media)) ?? HISTORY_LAYOUTS[HISTORY_LAYOUTS.length - 1];
}
