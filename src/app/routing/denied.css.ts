import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const facts = style({ margin: `${vars.space.lg} 0`, display: 'grid', gap: vars.space.xs });
globalStyle(`${facts} dd`, { margin: `0 0 ${vars.space.sm}` });
