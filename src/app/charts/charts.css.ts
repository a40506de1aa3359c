import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** The read-out above a chart: the figures under the cursor (or the latest), never over the data. */
export const readout = style({
  minHeight: '20px',
  lineHeight: '20px',
  fontSize: '12.5px',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
export const readoutMuted = style([readout, { color: vars.color.textMuted }]);

/** A chart that follows the keyboard shows where the focus is. */
export const focusable = style({
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const legend = style({
  listStyle: 'none',
  margin: `${vars.space.xs} 0 0`,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `2px ${vars.space.md}`,
  fontSize: '12.5px',
  fontVariantNumeric: 'tabular-nums',
});
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: '6px' });
