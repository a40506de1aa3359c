import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const note = style({ margin: `${vars.space.sm} 0`, color: vars.color.textMuted, fontSize: '0.9rem' });
export const hint = style({ display: 'block', fontWeight: 400, fontSize: '0.75rem', color: vars.color.textMuted });
export const chartSlot = style({ minHeight: 300, marginTop: vars.space.md });

/** The scenarios scroll sideways on a phone, the price column kept in view. */
export const tableBox = style({ overflowX: 'auto', margin: `${vars.space.sm} 0` });
export const table = style({ borderCollapse: 'collapse', width: '100%', minWidth: 360, fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'right',
  verticalAlign: 'top',
});
globalStyle(`${table} th:first-child`, { textAlign: 'left', position: 'sticky', left: 0, background: vars.color.surface });
globalStyle(`${table} thead th`, { fontSize: '0.85rem' });
/** A row at a marked price (a bound, a stop, the liquidation). */
export const marked = style({ background: vars.color.surfaceRaised });
globalStyle(`${marked} th:first-child`, { background: vars.color.surfaceRaised });
/** The current price's row. */
export const current = style({ fontWeight: 700 });
globalStyle(`${current} > *`, {
  background: vars.color.surfaceRaised,
  borderTop: `2px solid ${vars.color.accent}`,
  borderBottom: `2px solid ${vars.color.accent}`,
});
globalStyle(`${current} th:first-child`, { background: vars.color.surfaceRaised });
