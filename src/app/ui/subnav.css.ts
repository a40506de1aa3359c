import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { pressed } from './ui.css';

export const subNav = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  padding: `${vars.space.xs} 0`,
  marginBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  scrollbarWidth: 'thin',
});

export const subNavLink = style({
  whiteSpace: 'nowrap',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontWeight: 500,
  userSelect: 'none',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceRaised },
    '&:active': pressed,
    '&[data-current="true"]': {
      color: vars.color.text,
      background: vars.color.surfaceRaised,
      boxShadow: `inset 0 -2px 0 ${vars.color.accent}`,
    },
  },
});
