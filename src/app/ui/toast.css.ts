import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** Below the header's 57 px, so a notice never covers the user menu or the session countdown. */
const BELOW_HEADER = '66px';

export const toastRegion = style({
  position: 'fixed',
  top: BELOW_HEADER,
  right: vars.space.lg,
  zIndex: 60,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(380px, calc(100vw - 32px))',
  pointerEvents: 'none',
  '@media': { 'screen and (max-width: 480px)': { right: vars.space.md } },
});

const toastBase = style({
  pointerEvents: 'auto',
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'flex-start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: '1px solid',
  boxShadow: '0 8px 24px rgba(0,0,0,.35)',
});

export const toast = styleVariants({
  error: [toastBase, { background: vars.color.dangerBg, color: vars.color.negative, borderColor: vars.color.negative }],
  warning: [toastBase, { background: vars.color.warningBg, color: vars.color.warning, borderColor: vars.color.warning }],
  success: [toastBase, { background: vars.color.surfaceRaised, color: vars.color.positive, borderColor: vars.color.positive }],
  info: [toastBase, { background: vars.color.surfaceRaised, color: vars.color.text, borderColor: vars.color.border }],
});

export const toastBody = style({ flex: '1 1 auto', minWidth: 0 });
export const toastTitle = style({ fontWeight: 700, margin: 0 });
export const toastText = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.text });
export const toastAction = style({ marginTop: vars.space.sm });
export const toastClose = style({
  background: 'transparent',
  border: 0,
  color: 'inherit',
  cursor: 'pointer',
  fontSize: '1rem',
  lineHeight: 1,
  padding: vars.space.xs,
});
