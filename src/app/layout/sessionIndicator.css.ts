import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** The header's session countdown (under 5 minutes left): the session panel's yellow, as a button. */
export const sessionChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '36px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.warningBg,
  color: vars.color.warning,
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
});
/** On a phone the chip is the countdown alone; the words stay for screen readers. */
const narrowHidden = {
  '@media': {
    'screen and (max-width: 480px)': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' },
  },
} as const;
export const sessionChipLabel = style(narrowHidden);
export const sessionChipAction = style([{ textDecoration: 'underline' }, narrowHidden]);
