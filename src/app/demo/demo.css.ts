// Layout of the static trading demos (spot and futures share it).
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { card } from '../ui/ui.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const tiles = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  '@media': {
    'screen and (max-width: 1024px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    'screen and (max-width: 420px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});
export const panel = style([card, { display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 }]);
export const panelTitle = style({ margin: 0, fontSize: '1.05rem' });
export const buttons = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });
/** Under 600 px a demo table's rows are cards: the first cell as the title, the others labelled. */
const CARDS = 'screen and (max-width: 599px)';

export const tableWrap = style({ overflowX: 'auto' });
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  minWidth: '520px',
  '@media': { [CARDS]: { minWidth: 0, display: 'block' } },
});
export const thead = style({
  '@media': { [CARDS]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' } },
});
export const th = style({
  textAlign: 'left',
  color: vars.color.textMuted,
  fontWeight: 600,
  fontSize: '0.8rem',
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const td = style({ padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}`, whiteSpace: 'nowrap' });
export const right = style({ textAlign: 'right' });

globalStyle(`${table} > tbody`, { '@media': { [CARDS]: { display: 'flex', flexDirection: 'column', gap: vars.space.sm } } });
globalStyle(`${table} > tbody > tr`, {
  '@media': {
    [CARDS]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gap: `${vars.space.sm} ${vars.space.md}`,
      padding: vars.space.md,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
    },
  },
});
globalStyle(`${table} > tbody > tr > td`, {
  '@media': {
    [CARDS]: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-start',
      gap: '2px',
      padding: 0,
      border: 0,
      textAlign: 'left',
      whiteSpace: 'normal',
    },
  },
});
globalStyle(`${table} > tbody > tr > td::before`, {
  '@media': { [CARDS]: { content: 'attr(data-label)', color: vars.color.textMuted, fontSize: '0.75rem', fontWeight: 600 } },
});
globalStyle(`${table} > tbody > tr > td:first-child`, {
  '@media': { [CARDS]: { gridColumn: '1 / -1', fontWeight: 700, fontSize: '1.05rem' } },
});
globalStyle(`${table} > tbody > tr > td:first-child::before`, { '@media': { [CARDS]: { content: 'none' } } });
export const meter = style({
  width: '100%',
  height: '12px',
  borderRadius: '999px',
  background: vars.color.surfaceRaised,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
});
export const meterFill = style({ height: '100%', background: vars.color.accent });
export const bigValue = style({ fontSize: '2rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums', margin: 0 });
