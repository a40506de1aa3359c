import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const headerTools = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md, marginTop: vars.space.sm });
export const updatedAt = style({ color: vars.color.textMuted, fontSize: '0.9rem', fontVariantNumeric: 'tabular-nums' });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const spread = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** The narrowest a card of the grid (the bots') gets: one column on a phone, as many as fit on a desktop. */
const CARD_MIN_WIDTH = 380;
export const cardGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${CARD_MIN_WIDTH}px), 1fr))`,
  alignItems: 'start',
});
export const metricsGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
});

export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  minWidth: 0,
});
/**
 * A position's details before their first draw: the dialog opens at about its full height, so it
 * does not grow when they arrive a frame later (with a hedge they fill a 390 × 844 or 1440 × 900
 * screen; without one they are shorter, and the dialog shrinks to them in that frame).
 */
export const detailWaiting = style({ minHeight: 'calc(100vh - 120px)' });
export const panelTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: '1.05rem' });
export const blockTitle = style({
  margin: `${vars.space.md} 0 ${vars.space.sm}`,
  fontSize: '0.95rem',
  color: vars.color.textMuted,
  fontWeight: 600,
});

/** Label/value pairs in columns that wrap on narrow cards. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
});
globalStyle(`${facts} > div`, { minWidth: 0 });
/** A text value that needs more than a column ('Сбалансированный 50/50'): the whole row, no word broken (issue 22). */
export const factWide = style({ gridColumn: '1 / -1' });
globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontSize: '0.8rem' });
globalStyle(`${facts} dd`, { margin: 0, fontVariantNumeric: 'tabular-nums', overflowWrap: 'break-word', fontWeight: 600 });

export const tone = styleVariants({
  positive: { color: vars.color.positive },
  negative: { color: vars.color.negative },
  neutral: {},
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const listItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  justifyContent: 'space-between',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  fontVariantNumeric: 'tabular-nums',
});

/**
 * A list row of figures in columns: every row has the same template, so the columns line up from
 * row to row (four across on a desktop, two by two on a phone).
 */
export const columnsItem = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.4fr) repeat(3, minmax(0, 1fr))',
  alignItems: 'baseline',
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  fontVariantNumeric: 'tabular-nums',
  '@media': { 'screen and (max-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
globalStyle(`${columnsItem} > *`, { minWidth: 0, overflowWrap: 'anywhere' });

export const mono = style({ fontFamily: vars.font.mono, fontSize: '0.85rem', overflowWrap: 'anywhere' });
export const muted = style({ color: vars.color.textMuted });
/** A figure that ticks with live pushes outside a fact (the card's timer, the chart's PnL): digits of one width, so its line keeps its wrap. */
export const liveFigure = style({ fontVariantNumeric: 'tabular-nums' });

/** Strategy list + editor side by side on a desktop, stacked on a phone. */
export const split = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: 'minmax(240px, 320px) minmax(0, 1fr)' } },
});

export const formGrid = style({
  display: 'grid',
  gap: `0 ${vars.space.lg}`,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
});

export const slider = style({ width: '100%', accentColor: vars.color.accent, minHeight: '32px' });
export const sliderRow = style({ display: 'grid', gap: vars.space.xs, marginBottom: vars.space.sm });
export const sliderLabel = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: '0.9rem',
  fontVariantNumeric: 'tabular-nums',
});

/**
 * A drawn chart's height (its read-out, 320 px and the legend, on two lines on a phone): the block
 * does not grow when the chart comes in after its card, moving what is below it.
 */
export const chartBox = style({
  width: '100%',
  minHeight: 442,
  position: 'relative',
  '@media': { 'screen and (max-width: 560px)': { minHeight: 463 } },
});

export const selectable = style({
  width: '100%',
  textAlign: 'left',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.accent, boxShadow: `inset 3px 0 0 ${vars.color.accent}` } },
});
