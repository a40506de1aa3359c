import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'end',
  justifyContent: 'space-between',
});
export const units = style({ display: 'inline-flex', gap: vars.space.xs, flexWrap: 'wrap', marginBottom: vars.space.md });
export const tableScroll = style({ overflowX: 'auto', maxHeight: '520px', overflowY: 'auto' });
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  fontSize: '0.92rem',
  '@media': { 'screen and (max-width: 560px)': { fontSize: '0.78rem' } },
});
const narrowCell = { '@media': { 'screen and (max-width: 560px)': { padding: '4px 4px' } } } as const;
export const head = style({
  position: 'sticky',
  top: 0,
  background: vars.color.surface,
  textAlign: 'right',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  selectors: { '&:first-child': { textAlign: 'left' } },
  ...narrowCell,
});
export const cell = style({
  textAlign: 'right',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  selectors: { '&:first-child': { textAlign: 'left' } },
  ...narrowCell,
});
/** The total stays in view under a long list of periods. */
export const totalRow = style({ fontWeight: 700 });
globalStyle(`${totalRow} > *`, { position: 'sticky', bottom: 0, background: vars.color.surfaceRaised });
export const quiet = style({ color: vars.color.textMuted });
