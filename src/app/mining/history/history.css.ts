import { globalStyle, style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { CARD_FACTS, COLUMN_WIDTH, HISTORY_COLUMNS, HISTORY_LAYOUTS, PX, cardHeaderHeight, cardHeight, factSpan } from './historyLayout';

const px = (n: number) => `${n}px`;
const tablet = HISTORY_LAYOUTS.find((l) => l.name === 'tablet')!;
const phone = HISTORY_LAYOUTS.find((l) => l.name === 'phone')!;
/** Phone first; the tablet's rule from its breakpoint (the table has its own elements). */
const byCardLayout = (rule: (l: typeof phone) => StyleRule): StyleRule => ({ ...rule(phone), '@media': { [tablet.media]: rule(tablet) } });

/** A row of the virtual list: its height is set by the list, so nothing inside can move other rows. */
export const slot = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  contain: 'strict',
});

// ---- the table ----

const columns = HISTORY_COLUMNS.map((c) => COLUMN_WIDTH[c]).join(' ');

/** The table's frame: below its full width (about 1 330 px) it scrolls sideways inside itself. */
export const tableScroll = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflowX: 'auto',
  overflowY: 'hidden',
});

export const table = style({
  minWidth: 'max-content',
  fontVariantNumeric: 'tabular-nums',
  fontSize: '12.5px',
});

const gridRow: StyleRule = {
  display: 'grid',
  gridTemplateColumns: columns,
  columnGap: px(PX.tableGap),
  padding: `0 ${px(PX.tablePadding)}`,
  alignItems: 'start',
};

export const headRow = style({
  ...gridRow,
  alignItems: 'center',
  height: px(PX.headerRow),
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontWeight: 600,
  fontSize: '11.5px',
});

export const bodyRow = style({
  ...gridRow,
  boxSizing: 'border-box',
  height: '100%',
  paddingTop: px(PX.rowPaddingY),
  paddingBottom: px(PX.rowPaddingY),
  borderBottom: `${px(PX.rowBorder)} solid ${vars.color.border}`,
  selectors: { '&:hover': { background: vars.color.surfaceRaised } },
});

export const cell = style({ minWidth: 0, display: 'flex', flexDirection: 'column' });
export const numericCell = style([cell, { alignItems: 'flex-end', textAlign: 'right' }]);
export const headCell = style({ minWidth: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
export const numericHead = style([headCell, { textAlign: 'right' }]);

const line: StyleRule = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '100%' };
export const main = style({ ...line, height: px(PX.rowLine), lineHeight: px(PX.rowLine), fontWeight: 600 });
export const sub = style({
  ...line,
  height: px(PX.rowSubLine),
  lineHeight: px(PX.rowSubLine),
  fontSize: '11.5px',
  color: vars.color.textMuted,
});
/** The exit reason: words, on the row's two lines. */
export const words = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  lineHeight: px((PX.rowLine + PX.rowSubLine) / 2),
  maxHeight: px(PX.rowLine + PX.rowSubLine),
  fontSize: '12px',
});

export const sortButton = style({
  all: 'unset',
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '4px',
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

// ---- the cards ----

export const card = style([
  {
    boxSizing: 'border-box',
    overflow: 'hidden',
    background: vars.color.surface,
    border: `${px(PX.border)} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    padding: px(PX.padding),
    minWidth: 0,
  },
  byCardLayout((l) => ({ height: px(cardHeight(l)) })),
]);

export const cardHeader = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateRows: `${px(PX.titleLine)} ${px(PX.subLine)}`,
  rowGap: px(PX.headerGap),
  columnGap: vars.space.sm,
  height: px(cardHeaderHeight()),
  marginBottom: px(PX.headerBottom),
  whiteSpace: 'nowrap',
});
export const cardTitle = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0, lineHeight: px(PX.titleLine) });
export const cardSymbol = style({ overflow: 'hidden', textOverflow: 'ellipsis' });
export const badgeBox = style({ flex: 'none', lineHeight: '18px' });
export const cardResult = style({ textAlign: 'right', lineHeight: px(PX.titleLine), fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const cardBot = style({ ...line, lineHeight: px(PX.subLine), color: vars.color.textMuted, fontSize: '0.85rem' });
export const cardRoi = style({ textAlign: 'right', lineHeight: px(PX.subLine), fontSize: '0.85rem', fontVariantNumeric: 'tabular-nums' });

export const facts = style([
  { display: 'grid', columnGap: px(PX.columnGap), rowGap: px(PX.rowGap), margin: 0 },
  byCardLayout((l) => ({ gridTemplateColumns: `repeat(${l.columns}, minmax(0, 1fr))` })),
]);

const factMap = Object.fromEntries(CARD_FACTS.map((f) => [f, f])) as { [F in (typeof CARD_FACTS)[number]]: F };

/** A fact's cell: one or two columns, per layout. */
export const factBox = styleVariants(factMap, (f) => [
  { minWidth: 0 },
  byCardLayout((l) => ({ gridColumn: factSpan(l, f) === 2 ? 'span 2' : 'auto' })),
]);

globalStyle(`${facts} dt`, {
  color: vars.color.textMuted,
  fontSize: '0.8rem',
  lineHeight: px(PX.labelLine),
  height: px(PX.labelLine),
  ...line,
});
globalStyle(`${facts} dd`, {
  margin: `${px(PX.labelGap)} 0 0`,
  height: px(PX.valueLine),
  lineHeight: px(PX.valueLine),
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  ...line,
});

/** The current price beside an open position's missing exit: not the exit, so it reads lighter. */
export const currentNote = style({ fontWeight: 400, color: vars.color.textMuted, fontSize: '0.85em' });

// ---- totals and tools ----

export const totals = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const totalsList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 140px), 1fr))',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  flex: '1 1 480px',
});
globalStyle(`${totalsList} dt`, { color: vars.color.textMuted, fontSize: '0.8rem' });
globalStyle(`${totalsList} dd`, { margin: 0, fontWeight: 700, fontSize: '1.1rem', fontVariantNumeric: 'tabular-nums' });
export const totalsNote = style({ display: 'block', fontWeight: 400, fontSize: '0.8rem', color: vars.color.textMuted });

/**
 * Six filters: two side by side on a phone, as many as fit on wider screens. On a phone the sort
 * and the bot (long words: «Сначала новые» was cut, issue 52) take a row of their own, and the
 * short ones pair up around them.
 */
export const filterGrid = style({
  display: 'grid',
  gap: `0 ${vars.space.md}`,
  gridAutoFlow: 'row dense',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 150px), 1fr))',
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))', columnGap: vars.space.lg } },
});
globalStyle(`${filterGrid} > :has(> select[data-wide])`, {
  '@media': { 'screen and (max-width: 639px)': { gridColumn: '1 / -1' } },
});
