// How finely a price is shown, rounded and stepped depends on the price itself: cents are right for
// ETH at 3 000 and BTC at 60 000, but MATIC at 0,70 needs five decimals to move by a useful amount.
// The scale keeps five significant digits (never fewer than two decimals), and the step is half a
// unit of the fourth significant digit: 0,5 for ETH-like prices (docs/product.md §9's slider step), 5 for BTC,
// 0,00005 for MATIC.

/** ETH-like when the price is unknown: the spec's steps were written for it. */
const FALLBACK_MAGNITUDE = 3;

/** The power of ten of the price's leading digit: 3 for 3 000, 4 for 60 000, −1 for 0,70. */
export function priceMagnitude(price: number): number {
  if (!(Number.isFinite(price) && price > 0)) return FALLBACK_MAGNITUDE;
  let e = Math.floor(Math.log10(price));
  // log10 of an exact power of ten can land a hair below the integer.
  if (10 ** (e + 1) <= price) e += 1;
  if (10 ** e > price) e -= 1;
  return e;
}

/** Decimals shown and kept for prices near `price`: five significant digits, at least two. */
export function priceDecimals(price: number): number {
  return Math.min(10, Math.max(2, 4 - priceMagnitude(price)));
}

/** The step of a price slider or field near `price` (0,5 around ETH's 1 000–9 999). */
export function priceStep(price: number): number {
  const e = priceMagnitude(price);
  return roundTo(5 * 10 ** (e - 4), Math.max(0, 5 - e));
}

/** `value` rounded half away from zero to `decimals` places, without binary noise (1.005 → 1.01). */
export function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  const scaled = Math.abs(value) * f;
  // A value written as …5 in decimal may be stored a hair below it; the epsilon restores it.
  const rounded = Math.round(scaled + scaled * Number.EPSILON);
  return (Math.sign(value) * rounded) / f;
}

/** A price rounded to the scale of `reference` (usually the pair's current price). */
export function roundPrice(value: number, reference: number): number {
  return roundTo(value, priceDecimals(reference));
}
