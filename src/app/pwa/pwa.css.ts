import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const prompt = style({
  position: 'fixed',
  bottom: vars.space.lg,
  left: '50%',
  transform: 'translateX(-50%)',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
  maxWidth: 'calc(100vw - 32px)',
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.accent}`,
  borderRadius: vars.radius.lg,
  boxShadow: '0 8px 24px rgba(0,0,0,.35)',
  zIndex: 50,
});
