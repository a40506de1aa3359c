import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { card } from '../ui/ui.css';
import { table as demoTable } from '../demo/demo.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const tiles = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
  '@media': {
    'screen and (max-width: 1200px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    'screen and (max-width: 560px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end' });
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
});
export const groupLabel = style({ fontWeight: 600, fontSize: '0.9rem', padding: 0 });
export const segmented = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });
export const segment = style({
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.accent, color: vars.color.accentText, borderColor: vars.color.accent },
  },
});
export const select = style({ minWidth: '160px' });

export const averages = style([card, { display: 'flex', flexWrap: 'wrap', gap: vars.space.xl, alignItems: 'baseline' }]);
export const averageValue = style({ fontSize: '1.25rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums', marginLeft: vars.space.sm });

export const gridView = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const positionCard = style([card, { display: 'flex', flexDirection: 'column', gap: vars.space.sm }]);
export const cardHead = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm });
export const cardTitle = style({ margin: 0, fontSize: '1.05rem' });
export const facts = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });
export const factName = style({ color: vars.color.textMuted, fontSize: '0.85rem' });
export const factValue = style({ margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

// The demo kit's table, wide enough for this page's columns.
export const table = style([demoTable, { minWidth: '720px' }]);
export const buttons = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const tileValue = style({ '@media': { 'screen and (max-width: 560px)': { fontSize: '1.1rem' } } });
