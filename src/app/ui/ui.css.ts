import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
});

export const centred = style({
  minHeight: '60vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
});

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const button = styleVariants({
  primary: [buttonBase, { background: vars.color.accent, color: vars.color.accentText, borderColor: vars.color.accent }],
  secondary: [buttonBase, { background: vars.color.surfaceRaised, color: vars.color.text }],
  danger: [buttonBase, { background: vars.color.dangerBg, color: vars.color.negative, borderColor: vars.color.negative }],
  ghost: [buttonBase, { background: 'transparent', color: vars.color.text, borderColor: 'transparent' }],
});

export const muted = style({ color: vars.color.textMuted });

export const pageTitle = style({ margin: 0, fontSize: '1.5rem', lineHeight: 1.2 });
export const pageSubtitle = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted });
export const pageHeader = style({ marginBottom: vars.space.lg });
