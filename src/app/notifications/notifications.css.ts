import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md, marginBottom: vars.space.lg });
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const item = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 96px',
});
export const unread = style({ borderLeft: `4px solid ${vars.color.accent}` });
export const itemTitle = style({ margin: 0, fontSize: '1rem', fontWeight: 700 });
export const itemBody = style({ margin: 0, gridColumn: '1 / -1', overflowWrap: 'anywhere' });
export const itemMeta = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  fontSize: '0.85rem',
  color: vars.color.textMuted,
});
export const openLink = style({ alignSelf: 'start', color: vars.color.accent, fontWeight: 600 });
