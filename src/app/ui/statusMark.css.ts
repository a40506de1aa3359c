import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

const dot = style({
  display: 'inline-block',
  width: '0.65em',
  height: '0.65em',
  borderRadius: '50%',
  flex: 'none',
  verticalAlign: 'baseline',
  border: `1px solid ${vars.color.border}`,
});

export const statusDot = styleVariants({
  positive: [dot, { background: vars.color.positive }],
  warning: [dot, { background: vars.color.warning }],
  info: [dot, { background: vars.color.info }],
  muted: [dot, { background: vars.color.textMuted }],
});

export const icon = style({ width: '1em', height: '1em', verticalAlign: '-0.125em', flex: 'none' });
