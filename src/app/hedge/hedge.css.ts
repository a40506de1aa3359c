import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBottom: vars.space.lg,
});

export const stats = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  marginBottom: vars.space.lg,
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '36px',
  padding: `0 ${vars.space.md}`,
  borderRadius: '999px',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  cursor: 'pointer',
  fontWeight: 600,
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.accent, color: vars.color.accentText, borderColor: vars.color.accent },
    '&:hover': { color: vars.color.text },
  },
});

export const chipCount = style({ fontVariantNumeric: 'tabular-nums', opacity: 0.85 });

export const cardGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
  alignItems: 'start',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const botCard = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const cardHead = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.md });
export const cardTitle = style({ margin: 0, fontSize: '1.1rem', overflowWrap: 'anywhere' });
export const cardSub = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted, fontSize: '0.9rem' });
export const cardHeadSide = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: vars.space.sm, flexShrink: 0 });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
});
export const fact = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const factLabel = style({ color: vars.color.textMuted, fontSize: '0.8rem' });
export const factValue = style({ margin: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });
export const factHint = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.75rem' });

export const flags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const cardActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const details = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const detailsTitle = style({ margin: 0, fontSize: '0.95rem' });
export const positionList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: '0.9rem',
  fontVariantNumeric: 'tabular-nums',
});

export const steps = style({
  display: 'flex',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: `0 0 ${vars.space.lg}`,
  padding: 0,
  flexWrap: 'wrap',
});
export const stepButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '32px',
  padding: `0 ${vars.space.md}`,
  borderRadius: '999px',
  border: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  fontSize: '0.85rem',
  selectors: {
    '&[aria-current="step"]': { background: vars.color.surfaceRaised, color: vars.color.text, borderColor: vars.color.accent },
    '&[data-invalid="true"]': { borderColor: vars.color.negative, color: vars.color.negative },
  },
});
export const stepNumber = style({ fontWeight: 700 });
export const wizardRow = style({
  display: 'grid',
  gap: `0 ${vars.space.md}`,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { 'screen and (max-width: 560px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const wizardFooter = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
  flexWrap: 'wrap',
});
export const wizardMessages = style({ marginTop: vars.space.md });
