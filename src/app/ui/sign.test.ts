import { describe, expect, it } from 'vitest';
import { signClass, signTone } from './sign';
import { negative, positive } from './ui.css';

describe('signTone', () => {
  it('is green above zero, red below, neutral for zero, for what rounds to zero and for unknown', () => {
    expect(signTone(1.5)).toBe('positive');
    expect(signTone(-0.01)).toBe('negative');
    expect(signTone(0)).toBe('neutral');
    expect(signTone(0.004)).toBe('neutral'); // shown as 0,00 $
    expect(signTone(0.004, 3)).toBe('positive'); // a percent shown as 0,004 %
    expect(signTone(null)).toBe('neutral');
    expect(signTone(Number.NaN)).toBe('neutral');
  });

  it('gives the matching class, none for neutral', () => {
    expect(signClass(2)).toBe(positive);
    expect(signClass(-2)).toBe(negative);
    expect(signClass(0)).toBe('');
  });
});
