// The colour of a signed figure, one rule for every screen (issue 22: zero was shown green).
import { signOf } from '../../domain/format/format';
import { negative, positive } from './ui.css';

export type SignTone = 'positive' | 'negative' | 'neutral';

/** Green above zero, red below; neutral for zero, for a figure that rounds to zero and for unknown. */
export function signTone(value: number | null | undefined, decimals = 2): SignTone {
  const sign = signOf(value, decimals);
  return sign > 0 ? 'positive' : sign < 0 ? 'negative' : 'neutral';
}

/** The class of `signTone` ('' when neutral). */
export function signClass(value: number | null | undefined, decimals = 2): string {
  const tone = signTone(value, decimals);
  return tone === 'positive' ? positive : tone === 'negative' ? negative : '';
}
