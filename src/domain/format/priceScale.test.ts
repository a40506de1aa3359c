import { describe, expect, it } from 'vitest';
import { priceDecimals, priceMagnitude, priceStep, roundPrice, roundTo } from './priceScale';

describe('price scale (issue 19)', () => {
  it('keeps five significant digits, never fewer than cents', () => {
    expect(priceDecimals(60000)).toBe(2);
    expect(priceDecimals(3000)).toBe(2);
    expect(priceDecimals(600)).toBe(2);
    expect(priceDecimals(1.2)).toBe(4);
    expect(priceDecimals(0.7)).toBe(5);
    expect(priceDecimals(0.0012)).toBe(7);
  });

  it('steps 0,5 around ETH (the spec), and in proportion elsewhere', () => {
    expect(priceStep(3000)).toBe(0.5);
    expect(priceStep(1000)).toBe(0.5);
    expect(priceStep(9999)).toBe(0.5);
    expect(priceStep(60000)).toBe(5);
    expect(priceStep(0.7)).toBe(0.00005);
    expect(priceStep(Number.NaN)).toBe(0.5);
  });

  it('finds the magnitude of exact powers of ten', () => {
    expect(priceMagnitude(1000)).toBe(3);
    expect(priceMagnitude(0.001)).toBe(-3);
    expect(priceMagnitude(999.999)).toBe(2);
  });

  it('rounds half away from zero without binary noise', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
    expect(roundPrice(0.703456, 0.7)).toBe(0.70346);
    expect(roundPrice(3000.456, 3000)).toBe(3000.46);
  });
});
