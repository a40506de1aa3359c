import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { card } from '../ui/ui.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '760px' });
export const panel = style([card, { display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 }]);
export const panelTitle = style({ margin: 0, fontSize: '1.1rem' });
export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg, flexWrap: 'wrap' });
export const avatar = style({
  width: '72px',
  height: '72px',
  borderRadius: '50%',
  objectFit: 'cover',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  display: 'grid',
  placeItems: 'center',
  fontSize: '1.6rem',
  fontWeight: 700,
  flex: '0 0 auto',
});
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, max-content) 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  '@media': { 'screen and (max-width: 480px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const factName = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' });
export const mono = style({ fontFamily: vars.font.mono, fontSize: '0.9rem', overflowWrap: 'anywhere', margin: 0 });
export const buttons = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });
export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `0 ${vars.space.lg}`,
  '@media': { 'screen and (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const sessionRows = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const sessionRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const qrImage = style({ display: 'block', width: '200px', height: '200px', background: '#fff', borderRadius: vars.radius.md });
export const formStack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
