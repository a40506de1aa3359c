// The price range a chart shows: every candle and every line, with a margin so lines at the edge
// stay visible. Pure so that it can be tested without a browser.
export function priceDomain(
  candles: ReadonlyArray<{ high: number; low: number }>,
  prices: ReadonlyArray<number>,
  padding = 0.08,
): [number, number] {
  const values: number[] = [];
  for (const c of candles) {
    if (Number.isFinite(c.high)) values.push(c.high);
    if (Number.isFinite(c.low)) values.push(c.low);
  }
  for (const p of prices) if (Number.isFinite(p)) values.push(p);
  if (values.length === 0) return [0, 1];
  let min = Math.min(...values);
  let max = Math.max(...values);
  if (max - min < 1e-9) {
    const pad = Math.abs(max) * 0.01 || 1;
    min -= pad;
    max += pad;
  }
  const pad = (max - min) * padding;
  return [Math.max(0, min - pad), max + pad];
}

/** Clamps a dragged price into the shown range. */
export function clampToDomain(price: number, [min, max]: [number, number]): number {
  return Math.min(max, Math.max(min, price));
}
