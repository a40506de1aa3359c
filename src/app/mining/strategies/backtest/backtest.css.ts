import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css';

/** The period chips: one pressed at a time. */
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const chip = style({
  minHeight: '36px',
  padding: `0 ${vars.space.md}`,
  borderRadius: '999px',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  cursor: 'pointer',
  fontWeight: 600,
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.accent, color: vars.color.accentText, borderColor: vars.color.accent },
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'default', opacity: 0.6 },
  },
});

/** Period, network, investment and the buttons, wrapping on a phone. */
export const controls = style({
  display: 'grid',
  gap: `0 ${vars.space.lg}`,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
  // labels on one line; a field's hint hangs below it
  alignItems: 'start',
  marginTop: vars.space.md,
});

export const note = style({ margin: `${vars.space.sm} 0`, color: vars.color.textMuted, fontSize: '0.9rem' });

/** The figures: label, value and a hint under it, in columns that wrap. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: `${vars.space.md} ${vars.space.lg}`,
  margin: `${vars.space.md} 0`,
});
globalStyle(`${figures} > div`, { minWidth: 0 });
globalStyle(`${figures} dt`, { color: vars.color.textMuted, fontSize: '0.8rem' });
globalStyle(`${figures} dd`, { margin: 0, fontVariantNumeric: 'tabular-nums', fontWeight: 700, fontSize: '1.05rem' });
export const hint = style({ display: 'block', fontWeight: 400, fontSize: '0.75rem', color: vars.color.textMuted, marginTop: 2 });
export const total = style({ gridColumn: '1 / -1', borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.sm });

/** A chart's reserved height: the block does not jump when the chart's code arrives. */
export const chartSlot = style({ minHeight: 300, marginTop: vars.space.md });

/** The comparison table scrolls sideways on a phone, its first column kept in view. */
export const tableBox = style({ overflowX: 'auto', margin: `${vars.space.md} 0` });
export const table = style({ borderCollapse: 'collapse', width: '100%', minWidth: 420, fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'right',
  verticalAlign: 'top',
});
globalStyle(`${table} th:first-child`, { textAlign: 'left', position: 'sticky', left: 0, background: vars.color.surface });
globalStyle(`${table} thead th`, { fontSize: '0.85rem' });
globalStyle(`${table} tbody th`, { fontWeight: 400, color: vars.color.textMuted });

export const pickList = style({ listStyle: 'none', padding: 0, margin: `${vars.space.sm} 0`, display: 'grid', gap: vars.space.xs });
