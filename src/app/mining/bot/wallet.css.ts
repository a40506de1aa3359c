import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
});
export const numeric = style([cell, { textAlign: 'right', whiteSpace: 'nowrap' }]);
export const totalRow = style({ fontWeight: 700 });

export const txList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const tx = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(9em, 1.2fr) minmax(8em, 1fr) minmax(7em, 1fr) minmax(6em, 0.8fr) minmax(8em, 1fr)',
  gap: `2px ${vars.space.md}`,
  alignItems: 'baseline',
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontVariantNumeric: 'tabular-nums',
  '@media': { 'screen and (max-width: 720px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});
export const label = style({ display: 'block', fontSize: '0.75rem', color: vars.color.textMuted });
/** Balances beside the transactions on a wide screen (these need the room), one under the other on a narrow one. */
export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(260px, 1fr) minmax(0, 2.2fr)',
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
