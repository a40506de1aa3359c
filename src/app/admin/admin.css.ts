import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: vars.space.lg,
  scrollbarWidth: 'thin',
});

export const tab = style({
  whiteSpace: 'nowrap',
  minHeight: '40px',
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceRaised },
    '&[aria-selected="true"]': {
      color: vars.color.text,
      background: vars.color.surfaceRaised,
      boxShadow: `inset 0 -2px 0 ${vars.color.accent}`,
    },
  },
});

export const statsGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  marginBottom: vars.space.lg,
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

// Each button as wide as its words at least («Управление пользователями» wrapped in a 220 px
// column at 1440 px: issue 52), sharing the row's room; one per row on a phone.
export const quickActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
globalStyle(`${quickActions} > *`, { flex: '1 1 auto', whiteSpace: 'nowrap' });

export const sectionTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: '1.05rem' });

export const filters = style({
  display: 'grid',
  gap: `0 ${vars.space.md}`,
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)',
  '@media': { 'screen and (max-width: 700px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

// Under 700 px the table becomes one card per user: each cell on its own line, labelled from
// data-label (the explicit roles keep the table semantics when display changes).
const narrow = 'screen and (max-width: 700px)';

export const tableWrap = style({ overflowX: 'auto', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '0.92rem',
  '@media': { [narrow]: { display: 'block' } },
});

export const thead = style({
  '@media': {
    [narrow]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  },
});

export const tbody = style({ '@media': { [narrow]: { display: 'block' } } });

export const tr = style({
  '@media': {
    [narrow]: {
      display: 'block',
      padding: `${vars.space.sm} 0`,
      borderTop: `1px solid ${vars.color.border}`,
      selectors: { '&:first-child': { borderTop: 'none' } },
    },
  },
});

export const th = style({
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontWeight: 600,
  whiteSpace: 'nowrap',
});

export const td = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  '@media': {
    [narrow]: {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'center',
      gap: vars.space.md,
      borderTop: 'none',
      padding: `${vars.space.xs} ${vars.space.md}`,
      textAlign: 'right',
      selectors: { '&::before': { content: 'attr(data-label)', color: vars.color.textMuted, fontSize: '0.85rem', textAlign: 'left' } },
    },
  },
});

export const userName = style({ fontWeight: 600 });
export const userEmail = style({ color: vars.color.textMuted, fontSize: '0.85rem' });
export const rowActions = style({
  display: 'flex',
  gap: vars.space.xs,
  flexWrap: 'nowrap',
  justifyContent: 'flex-end',
  '@media': { [narrow]: { flexWrap: 'wrap' } },
});

export const settingsGrid = style({
  display: 'grid',
  gap: `0 ${vars.space.lg}`,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { 'screen and (max-width: 700px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
/** Above the users' filters: the new-account button, at the end of the row. */
export const usersToolbar = style({ display: 'flex', justifyContent: 'flex-end', marginBottom: vars.space.md });
export const formFooter = style({
  display: 'flex',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  marginTop: vars.space.md,
  flexWrap: 'wrap',
});
