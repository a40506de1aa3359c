import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import { panel } from '../common/mining.css';

/** The narrowest a card of the grid gets: one column on a phone, three at 1280–1440 px. */
export const CARD_MIN_WIDTH = 360;
/** The gap between cards, across and down. */
export const CARD_GAP = 16;

/** The virtualised list: the grid's rows of cards, or one card a row in the list (columns set inline). */
export const cardGrid = style({ display: 'grid', gap: CARD_GAP });
/** A card's place in the grid: as tall as its row, the card filling it. */
export const cardCell = style({ display: 'grid', minWidth: 0 });

export const card = style([panel, { display: 'flex', flexDirection: 'column', gap: vars.space.md }]);

/** Label/value pairs: three across a grid card and a phone's, as many as fit across the list's wide card. */
export const cardFacts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
  selectors: { '[data-mode="list"] &': { gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))' } },
});
globalStyle(`${cardFacts} > div`, { minWidth: 0 });
globalStyle(`${cardFacts} dt`, { color: vars.color.textMuted, fontSize: '0.8rem' });
globalStyle(`${cardFacts} dd`, { margin: 0, fontVariantNumeric: 'tabular-nums', overflowWrap: 'break-word', fontWeight: 600 });

/** The channel as a bar, the current price marked inside it (or at the edge it left by). */
export const rangeBar = style({
  position: 'relative',
  height: 8,
  margin: `${vars.space.xs} 6px`,
  borderRadius: 4,
  background: vars.color.chartChannel,
});
const mark = style({ position: 'absolute', top: '50%', transform: 'translate(-50%, -50%)' });
export const priceMark = style([
  mark,
  { width: 12, height: 12, borderRadius: '50%', background: vars.color.chartCurrent, border: `2px solid ${vars.color.surface}` },
]);
export const entryMark = style([mark, { width: 2, height: 16, background: vars.color.chartEntry }]);

/** A folded block's button: its title, an arrow that says whether it is open. */
export const foldButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 36,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[aria-expanded="true"]': { borderColor: vars.color.accent } },
});
