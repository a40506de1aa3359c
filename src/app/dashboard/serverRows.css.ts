import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { card } from '../ui/ui.css';

export const rowsBlock = style([card, { marginBottom: vars.space.lg, overflowX: 'auto' }]);
export const rowsTable = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums', minWidth: '560px' });
export const rowsCell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'right',
});
export const rowsName = style({ textAlign: 'left' });
export const rowsHead = style({ color: vars.color.textMuted, fontWeight: 500 });
export const rowsTotal = style({ fontWeight: 700 });
export const rowsLink = style({
  background: 'none',
  border: 'none',
  padding: 0,
  color: vars.color.accent,
  font: 'inherit',
  cursor: 'pointer',
  textDecoration: 'underline',
});
