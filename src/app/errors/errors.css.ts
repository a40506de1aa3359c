import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const screen = style({
  maxWidth: '640px',
  margin: '10vh auto',
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  textAlign: 'center',
});

export const details = style({
  textAlign: 'left',
  margin: `${vars.space.lg} 0`,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
});

export const message = style({
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  fontFamily: vars.font.mono,
  fontSize: '0.85rem',
  margin: `${vars.space.sm} 0 0`,
});

export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'center', flexWrap: 'wrap' });
