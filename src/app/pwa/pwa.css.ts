import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const prompt = style({
  position: 'fixed',
  bottom: vars.space.lg,
  // The full width of the screen less its margins (a phone's whole width), at most 720 px, centred.
  left: vars.space.lg,
  right: vars.space.lg,
  marginInline: 'auto',
  maxWidth: '720px',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.accent}`,
  borderRadius: vars.radius.lg,
  boxShadow: '0 8px 24px rgba(0,0,0,.35)',
  zIndex: 50,
});

export const promptText = style({ flex: '1 1 200px' });
