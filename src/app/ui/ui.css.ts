import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
});

/**
 * How a control looks while the pointer is down on it (buttons, section tabs): drawn in the frame right
 * after the press, before any handler's result, which on a slow phone comes later (issue 24).
 */
export const pressed = { opacity: 0.8 } as const;

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
  userSelect: 'none',
  selectors: {
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
    '&:active:not(:disabled)': pressed,
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

export const notice = styleVariants({
  error: {
    background: vars.color.dangerBg,
    color: vars.color.negative,
    border: `1px solid ${vars.color.negative}`,
    borderRadius: vars.radius.md,
    padding: vars.space.md,
  },
  warning: {
    background: vars.color.warningBg,
    color: vars.color.warning,
    border: `1px solid ${vars.color.warning}`,
    borderRadius: vars.radius.md,
    padding: vars.space.md,
  },
  info: {
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    padding: vars.space.md,
  },
  success: {
    background: vars.color.surfaceRaised,
    color: vars.color.positive,
    border: `1px solid ${vars.color.positive}`,
    borderRadius: vars.radius.md,
    padding: vars.space.md,
  },
});

export const badge = styleVariants({
  neutral: {
    display: 'inline-block',
    padding: '2px 8px',
    borderRadius: '999px',
    fontSize: '0.8rem',
    fontWeight: 600,
    background: vars.color.surfaceRaised,
    color: vars.color.textMuted,
  },
  positive: {
    display: 'inline-block',
    padding: '2px 8px',
    borderRadius: '999px',
    fontSize: '0.8rem',
    fontWeight: 600,
    background: vars.color.surfaceRaised,
    color: vars.color.positive,
  },
  negative: {
    display: 'inline-block',
    padding: '2px 8px',
    borderRadius: '999px',
    fontSize: '0.8rem',
    fontWeight: 600,
    background: vars.color.dangerBg,
    color: vars.color.negative,
  },
  warning: {
    display: 'inline-block',
    padding: '2px 8px',
    borderRadius: '999px',
    fontSize: '0.8rem',
    fontWeight: 600,
    background: vars.color.warningBg,
    color: vars.color.warning,
  },
  info: {
    display: 'inline-block',
    padding: '2px 8px',
    borderRadius: '999px',
    fontSize: '0.8rem',
    fontWeight: 600,
    background: vars.color.surfaceRaised,
    color: vars.color.info,
  },
});

export const positive = style({ color: vars.color.positive });
export const negative = style({ color: vars.color.negative });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, marginBottom: vars.space.md });
export const fieldLabel = style({ fontWeight: 600, fontSize: '0.9rem' });
export const fieldHint = style({ fontSize: '0.8rem', color: vars.color.textMuted });
export const fieldError = style({ fontSize: '0.85rem', color: vars.color.negative });
export const input = style({
  minHeight: '40px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bg,
  color: vars.color.text,
  width: '100%',
  selectors: {
    '&:disabled': { opacity: 0.6 },
    '&[aria-invalid="true"]': { borderColor: vars.color.negative },
  },
});
export const checkboxRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
  minHeight: '32px',
});

export const dialog = style({
  width: 'min(560px, calc(100vw - 24px))',
  maxHeight: 'calc(100vh - 24px)',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&::backdrop': { background: 'rgba(0,0,0,.55)' } },
});
export const dialogHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const dialogBody = style({ padding: vars.space.lg, overflowY: 'auto' });
export const dialogTitle = style({ margin: 0, fontSize: '1.15rem' });
export const dialogActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.md,
});

export const metricCard = style([card, { display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 }]);
export const metricTitle = style({
  color: vars.color.textMuted,
  fontSize: '0.85rem',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const metricValue = style({ fontSize: '1.5rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });
export const metricDelta = style({ fontSize: '0.85rem', display: 'flex', gap: vars.space.xs, alignItems: 'center' });

/** The card an alert's link leads to. */
export const linked = style({ outline: `2px solid ${vars.color.accent}`, outlineOffset: '3px', borderRadius: vars.radius.md });
