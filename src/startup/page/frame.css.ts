import { style } from '@vanilla-extract/css';
import { vars } from '../../app/theme/theme.css';

/** The last frame's mark: a dimmed strip along the bottom of the screen, over the picture. */
export const restoringStrip = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 100,
  padding: `${vars.space.xs} ${vars.space.lg}`,
  background: vars.color.surfaceRaised,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  opacity: 0.9,
  textAlign: 'center',
  fontSize: '0.9rem',
});
