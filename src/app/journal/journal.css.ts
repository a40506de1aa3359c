import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const toolbar = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, 160px) minmax(0, 1fr) auto',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': { 'screen and (max-width: 560px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.6fr)' } },
});

/** The download sits with the fields on a wide screen and below them on a phone. */
export const download = style({
  marginBottom: vars.space.md,
  '@media': { 'screen and (max-width: 560px)': { gridColumn: '1 / -1', marginBottom: 0, justifySelf: 'start' } },
});

/** The scroll box of the list: the page keeps its own scroll, the journal scrolls inside. */
export const scroller = style({
  position: 'relative',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  contain: 'strict',
});

export const pageHeight = style({ height: 'min(68vh, 760px)' });
export const dialogHeight = style({ height: 'min(58vh, 620px)' });

export const row = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  display: 'grid',
  gridTemplateColumns: '11.5em 5.5em minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'baseline',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    'screen and (max-width: 560px)': { gridTemplateColumns: 'auto minmax(0, 1fr)', rowGap: '2px' },
  },
});

export const time = style({ fontFamily: vars.font.mono, fontSize: '0.85rem', color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const message = style({
  // a long word breaks only when it cannot fit a line ('anywhere' also split prices at their group space)
  overflowWrap: 'break-word',
  minWidth: 0,
  '@media': { 'screen and (max-width: 560px)': { gridColumn: '1 / -1' } },
});

/** 'Новых записей: N — показать', over the top of the list while it is scrolled down. */
export const newer = style({
  position: 'sticky',
  top: vars.space.sm,
  zIndex: 1,
  display: 'flex',
  justifyContent: 'center',
  height: 0,
  overflow: 'visible',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
});
