import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/**
 * Under 960 px the navigation, sections, server selector and figures fold behind 'Меню'; up to
 * 1199 px the user button shows the avatar only. So the header stays one row at every width
 * (issue 22: it wrapped at 800 px), with room for more tools.
 */
export const FOLD = 'screen and (max-width: 959px)';
const MEDIUM = 'screen and (min-width: 960px) and (max-width: 1199px)';
/** A phone: the logo's name and the menu's word are left to screen readers, so the header stays one row (issue 52). */
const PHONE = 'screen and (max-width: 480px)';
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  flexWrap: 'wrap',
  '@media': { [PHONE]: { gap: vars.space.sm, padding: `${vars.space.sm} ${vars.space.md}` } },
});

export const logo = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: 700,
  color: vars.color.text,
  textDecoration: 'none',
  marginRight: vars.space.md,
  '@media': { [PHONE]: { marginRight: 0 } },
});
/** The product's name beside the logo mark (the link itself is named for screen readers). */
export const logoName = style({ '@media': { [PHONE]: visuallyHidden } });
/** The word «Меню» beside its icon (the button is named for screen readers). */
export const menuWord = style({ '@media': { [PHONE]: visuallyHidden } });

export const nav = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });

export const navLink = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  '@media': { 'screen and (min-width: 960px) and (max-width: 1279px)': { padding: vars.space.sm } },
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontWeight: 600,
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceRaised },
    '&[aria-current="page"]': { color: vars.color.text, background: vars.color.surfaceRaised },
  },
});

export const headerTools = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginLeft: 'auto',
  '@media': { [PHONE]: { gap: vars.space.xs } },
});

/** The e-mail verification notice: apart from the page's title below it. */
export const verifyNotice = style({ marginBottom: vars.space.lg });

/** Navigation, server selector and figures: inline on wide screens, a folding panel on narrow ones. */
export const collapsible = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flex: '1 1 auto',
  flexWrap: 'wrap',
  minWidth: 0,
  '@media': {
    [FOLD]: {
      display: 'none',
      order: 10,
      flexBasis: '100%',
      flexDirection: 'column',
      alignItems: 'stretch',
      paddingTop: vars.space.sm,
      borderTop: `1px solid ${vars.color.border}`,
      selectors: { '&[data-open="true"]': { display: 'flex' } },
    },
  },
});

export const menuToggle = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '40px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: 600,
  cursor: 'pointer',
  '@media': { [FOLD]: { display: 'inline-flex' }, [PHONE]: { padding: `0 ${vars.space.sm}` } },
});

export const compactSelect = style({
  // As wide as the chosen option, not the widest ('Server2 — не настроен'): the header keeps one row.
  fieldSizing: 'content',
  minHeight: '36px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bg,
  color: vars.color.text,
});

/** The server selector and, beside it, what the active server trades with. */
export const serverPick = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
/** In the header's row up to 1279 px its two words stand one above the other (no room for them side by side). */
export const paperBadge = style({
  width: 'min-content',
  fontSize: '0.7rem',
  lineHeight: 1.15,
  fontWeight: 600,
  textAlign: 'center',
  padding: '2px 6px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.warning}`,
  color: vars.color.warning,
  '@media': {
    [FOLD]: { width: 'auto', whiteSpace: 'nowrap', fontSize: '0.8rem', padding: '2px 8px', borderRadius: '999px' },
    'screen and (min-width: 1280px)': {
      width: 'auto',
      whiteSpace: 'nowrap',
      fontSize: '0.8rem',
      padding: '2px 8px',
      borderRadius: '999px',
    },
  },
});

export const stats = style({ display: 'flex', gap: vars.space.lg, margin: 0, flexWrap: 'wrap' });
export const stat = style({ display: 'flex', flexDirection: 'column', lineHeight: 1.2 });
export const statLabel = style({ fontSize: '0.75rem', color: vars.color.textMuted });
export const statValue = style({ margin: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

export const offlineBadge = style({
  fontSize: '0.8rem',
  fontWeight: 600,
  padding: '2px 8px',
  borderRadius: '999px',
  background: vars.color.warningBg,
  color: vars.color.warning,
});

export const alertsBadge = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 36,
  minHeight: 36,
  borderRadius: '999px',
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover, &[aria-current="page"]': { background: vars.color.surfaceRaised } },
});

export const alertsCount = style({
  position: 'absolute',
  top: 0,
  right: -2,
  minWidth: 18,
  height: 18,
  padding: '0 5px',
  borderRadius: '999px',
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: '0.7rem',
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
});

export const menuWrap = style({ position: 'relative' });
export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  maxWidth: '360px',
});
export const menuButtonName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { 'screen and (max-width: 480px)': { display: 'none' }, [MEDIUM]: { display: 'none' } },
});
export const avatar = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '28px',
  height: '28px',
  borderRadius: '50%',
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: 700,
  flex: '0 0 auto',
});
export const menuPanel = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 6px)',
  zIndex: 30,
  width: 'min(320px, calc(100vw - 24px))',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: '0 12px 32px rgba(0,0,0,.35)',
  padding: vars.space.md,
});
export const menuIdentity = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const menuName = style({ fontWeight: 700, overflowWrap: 'anywhere' });
export const menuEmail = style({ color: vars.color.textMuted, fontSize: '0.9rem', overflowWrap: 'anywhere' });
export const menuSection = style({ padding: `${vars.space.md} 0`, borderBottom: `1px solid ${vars.color.border}`, margin: 0 });
export const menuSectionTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontWeight: 600,
  fontSize: '0.85rem',
  color: vars.color.textMuted,
});
export const menuList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const limitRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, fontSize: '0.9rem' });
export const menuItem = style({
  display: 'block',
  width: '100%',
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.sm}`,
  marginTop: vars.space.xs,
  borderRadius: vars.radius.md,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceRaised } },
});

const sessionBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: '1px solid',
});
export const sessionBox = style([sessionBase, { borderColor: vars.color.border, background: vars.color.surfaceRaised }]);
export const sessionBoxWarning = style([
  sessionBase,
  { borderColor: vars.color.warning, background: vars.color.warningBg, color: vars.color.warning },
]);
export const sessionRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, fontSize: '0.9rem' });

export const main = style({
  flex: '1 1 auto',
  width: '100%',
  maxWidth: '1440px',
  margin: '0 auto',
  padding: vars.space.lg,
  '@media': { 'screen and (max-width: 480px)': { padding: vars.space.md } },
});

export const skipLink = style({
  position: 'absolute',
  left: '-9999px',
  selectors: {
    '&:focus': { left: vars.space.md, top: vars.space.md, zIndex: 100, background: vars.color.surface, padding: vars.space.sm },
  },
});
globalStyle(`${limitRow} dd`, { margin: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' });
