import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { card } from '../ui/ui.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const feed = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
});
export const signalCard = style([card, { display: 'flex', flexDirection: 'column', gap: vars.space.sm }]);
export const head = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm });
export const pair = style({ margin: 0, fontSize: '1.05rem' });
export const time = style({ color: vars.color.textMuted, fontSize: '0.8rem' });
export const sources = style({ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.xs, margin: 0 });
export const source = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '2px',
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});
export const sourceName = style({ fontSize: '0.72rem', color: vars.color.textMuted, textAlign: 'center' });
export const sourceValue = style({ margin: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const off = style({ opacity: 0.4 });
export const verdict = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const nowrap = style({ whiteSpace: 'nowrap', display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const bar = style({ height: '8px', borderRadius: '999px', background: vars.color.surfaceRaised, overflow: 'hidden' });
export const barFill = style({ height: '100%', background: vars.color.accent });
export const settings = style([card, { display: 'flex', flexDirection: 'column', gap: vars.space.sm, maxWidth: '560px' }]);
