import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const screen = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  '@media': { 'screen and (max-width: 480px)': { padding: vars.space.md } },
});

export const card = style({
  width: 'min(420px, 100%)',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.xl,
  boxShadow: '0 12px 32px rgba(0,0,0,.25)',
});

export const brand = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontWeight: 700, marginBottom: vars.space.lg });
export const title = style({ margin: `0 0 ${vars.space.md}`, fontSize: '1.35rem' });
export const intro = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.textMuted });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const submit = style({ width: '100%', marginTop: vars.space.sm });
export const links = style({
  display: 'flex',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
  fontSize: '0.9rem',
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinner = style({
  width: '36px',
  height: '36px',
  borderRadius: '50%',
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.accent,
  animation: `${spin} 0.9s linear infinite`,
  margin: `0 auto ${vars.space.lg}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const loadingBox = style({ textAlign: 'center' });
export const loadingTitle = style({ margin: 0, fontSize: '1.1rem', fontWeight: 700 });
export const loadingStep = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted });

// The numbers are the list's own text, not list markers: a marker sits outside the item, and at
// 320 px the grid's edge cut «10.» (issue 52).
export const codeList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
});
export const codeRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'baseline', minWidth: 0 });
export const codeNumber = style({ minWidth: '3ch', textAlign: 'right', color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const codeActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const qr = style({
  display: 'block',
  width: '200px',
  height: '200px',
  margin: '0 auto',
  background: '#fff',
  borderRadius: vars.radius.md,
});
export const secretText = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  wordBreak: 'break-all',
  userSelect: 'all',
});
