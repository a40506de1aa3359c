import { globalStyle, style } from '@vanilla-extract/css';
import { table as baseTable } from './dashboard.css';
import { vars } from '../theme/theme.css';

/** A table wider than a phone scrolls inside its block, not the page. */
export const scroll = style({ overflowX: 'auto', minWidth: 0 });
export const sub = style({ display: 'block', color: vars.color.textMuted, fontSize: '0.8rem' });

export const shareColumns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
});
export const shareGroup = style({ minWidth: 0 });
export const groupTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: '0.95rem', color: vars.color.textMuted, fontWeight: 600 });
export const shares = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const share = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `2px ${vars.space.sm}`,
  alignItems: 'baseline',
});
export const shareName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const bar = style({
  gridColumn: '1 / -1',
  height: '6px',
  borderRadius: '3px',
  background: vars.color.surfaceRaised,
  overflow: 'hidden',
});
export const barFill = style({ display: 'block', height: '100%', background: vars.color.chartChannel });
export const shareNote = style({
  gridColumn: '1 / -1',
  color: vars.color.textMuted,
  fontSize: '0.8rem',
  fontVariantNumeric: 'tabular-nums',
});

export const score = style({ margin: 0, fontSize: '1.6rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const tools = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const spacer = style({ flex: '1 1 0' });

/** The blocks' tables: the dashboard's, with room between the columns. */
export const table = style([baseTable]);
globalStyle(`${table} th:not(:last-child), ${table} td:not(:last-child)`, { paddingRight: vars.space.md });
/** A measure that may be words ('0 выс., 4 ср., 1 низк.'): right-aligned, wrapping on a phone. */
export const measure = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
