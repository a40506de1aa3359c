import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  flexWrap: 'wrap',
});

export const logo = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: 700,
  color: vars.color.text,
  textDecoration: 'none',
  marginRight: vars.space.md,
});

export const nav = style({ display: 'flex', gap: vars.space.xs, flex: '1 1 auto' });

export const navLink = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontWeight: 600,
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceRaised },
    '&[aria-current="page"]': { color: vars.color.text, background: vars.color.surfaceRaised },
  },
});

export const headerTools = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, marginLeft: 'auto' });

export const main = style({
  flex: '1 1 auto',
  width: '100%',
  maxWidth: '1440px',
  margin: '0 auto',
  padding: vars.space.lg,
  '@media': { 'screen and (max-width: 480px)': { padding: vars.space.md } },
});

export const skipLink = style({
  position: 'absolute',
  left: '-9999px',
  selectors: { '&:focus': { left: vars.space.md, top: vars.space.md, zIndex: 100, background: vars.color.surface, padding: vars.space.sm } },
});
