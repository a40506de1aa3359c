import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { card } from '../ui/ui.css';

export const demoBar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, marginBottom: vars.space.lg });

export const cards = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  marginBottom: vars.space.lg,
  '@media': {
    'screen and (max-width: 1024px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    'screen and (max-width: 480px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm },
  },
});

/** Card values shrink on phones so two cards fit side by side. */
export const cardValue = style({
  '@media': { 'screen and (max-width: 480px)': { fontSize: '1.05rem', lineHeight: 1.3, display: 'inline-block' } },
});

export const blocks = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
  '@media': { 'screen and (max-width: 1024px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

const span = (n: number) =>
  style({
    gridColumn: `span ${n}`,
    minWidth: 0,
    '@media': { 'screen and (max-width: 1024px)': { gridColumn: 'auto' } },
  });
export const span8 = span(8);
export const span4 = span(4);
export const span12 = span(12);

/**
 * The browser lays a block out only when it nears the screen (content-visibility: auto): on a phone
 * most blocks sit below the first screen, and laying them all out with the first paint was the
 * dashboard's longest task. Unlike rendering them late, their content stays in the page for
 * screen readers, find-in-page and tests. 300 px stands in for a block's height until its first layout.
 */
export const block = style([
  card,
  {
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 300px',
  },
]);
export const blockHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const blockTitle = style({ margin: 0, fontSize: '1.05rem' });
export const blockCaption = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.85rem' });
export const chartSlot = style({ minHeight: '260px', display: 'grid', alignItems: 'stretch' });
/**
 * In a narrow block (pie 200 px + gap + legend about 170 px do not fit) the legend wraps under the
 * pie: the slot then keeps room for both, so the block does not grow when the chart arrives.
 */
export const pieSlot = style([chartSlot, { containerType: 'inline-size' }]);
/** The one child of a chart slot: placeholder, loading line or chart. */
export const chartBody = style({ display: 'grid', alignItems: 'stretch', minWidth: 0 });
globalStyle(`${pieSlot} > ${chartBody}`, { '@container': { '(max-width: 384px)': { minHeight: '315px' } } });

export const pieLayout = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg, flexWrap: 'wrap', justifyContent: 'center' });
export const legend = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs, minWidth: '160px' });
export const legendItem = style({ display: 'grid', gridTemplateColumns: '12px 1fr auto', alignItems: 'center', gap: vars.space.sm });
export const legendSwatch = style({ width: '12px', height: '12px', borderRadius: '3px' });

export const riskGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md, margin: 0 });
export const riskItem = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });
export const riskName = style({ color: vars.color.textMuted, fontSize: '0.85rem' });
export const riskValue = style({ fontSize: '1.25rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums', margin: 0 });
export const riskHint = style({ color: vars.color.textMuted, fontSize: '0.75rem' });

export const actions = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm });
export const actionButton = style({ width: '100%', minHeight: '44px', padding: `0 ${vars.space.sm}` });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const listItem = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});
export const listMain = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const listSub = style({ color: vars.color.textMuted, fontSize: '0.8rem' });
export const num = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', textAlign: 'right', flexShrink: 0 });
/** An exit reason under the PnL wraps onto lines of its own rather than being cut ('нижний стоп-лосс'). */
export const listReason = style({ whiteSpace: 'normal', maxWidth: '12em', marginLeft: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
export const th = style({
  textAlign: 'left',
  color: vars.color.textMuted,
  fontWeight: 600,
  fontSize: '0.8rem',
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const td = style({ padding: `${vars.space.sm} 0`, borderBottom: `1px solid ${vars.color.border}` });
export const right = style({ textAlign: 'right' });
