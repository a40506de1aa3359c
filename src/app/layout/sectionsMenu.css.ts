// The header's 'Разделы': a drop-down beside the main navigation on wide screens, a plain second
// group of links inside the folded 'Меню' panel (one tap fewer on a phone).
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { FOLD } from './layout.css';

export const sections = style({ position: 'relative', display: 'flex' });

export const sectionsButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-expanded="true"]': { color: vars.color.text, background: vars.color.surfaceRaised },
    '&[data-current="true"]': { color: vars.color.text, background: vars.color.surfaceRaised },
  },
  '@media': { [FOLD]: { display: 'none' } },
});

export const sectionsList = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xs,
  display: 'none',
  flexDirection: 'column',
  gap: '2px',
  position: 'absolute',
  top: 'calc(100% + 6px)',
  left: 0,
  zIndex: 30,
  minWidth: '220px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: '0 12px 32px rgba(0,0,0,.35)',
  selectors: { '&[data-open="true"]': { display: 'flex' } },
  '@media': {
    [FOLD]: {
      display: 'flex',
      position: 'static',
      minWidth: 0,
      width: '100%',
      padding: `${vars.space.sm} 0 0`,
      border: 0,
      borderTop: `1px solid ${vars.color.border}`,
      borderRadius: 0,
      boxShadow: 'none',
      background: 'transparent',
    },
  },
});

export const sectionsLink = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&[aria-current="page"]': { background: vars.color.surfaceRaised, boxShadow: `inset 3px 0 0 ${vars.color.accent}` },
  },
});
