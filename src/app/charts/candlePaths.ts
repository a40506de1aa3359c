// The candles of a chart as four SVG paths (wicks and bodies, rising and falling) instead of three
// elements per candle: a path is one element however many candles it draws, and its text stays
// the same while the price scale does, so a live push that moves only the price lines leaves the
// candles untouched (docs/decisions/0066).

export interface CandleBox {
  open: number;
  high: number;
  low: number;
  close: number;
}

export interface CandleGeometry {
  /** Left edge of the candle's band, px. */
  left: number;
  /** Width of the body, px (at least 1). */
  width: number;
  /** The price scale: price → y in px. */
  y: (price: number) => number;
}

export interface CandlePaths {
  risingWicks: string;
  risingBodies: string;
  fallingWicks: string;
  fallingBodies: string;
}

/** Two decimals are finer than a device pixel and keep the path text short. */
function px(v: number): string {
  return String(Math.round(v * 100) / 100);
}

/** One candle's wick (a vertical segment through the band's middle) and body (a closed box, at least 1 px tall). */
export function candleShape(c: CandleBox, g: CandleGeometry): { wick: string; body: string } {
  const mid = g.left + g.width / 2;
  const top = g.y(Math.max(c.open, c.close));
  const bottom = g.y(Math.min(c.open, c.close));
  const height = Math.max(1, bottom - top);
  return {
    wick: `M${px(mid)} ${px(g.y(c.high))}V${px(g.y(c.low))}`,
    body: `M${px(g.left)} ${px(top)}h${px(g.width)}v${px(height)}h${px(-g.width)}Z`,
  };
}

/** A candle rises (drawn in the positive colour) when it closes at or above its open. */
export function rises(c: CandleBox): boolean {
  return c.close >= c.open;
}

export function candlePaths(candles: ReadonlyArray<CandleBox>, geometry: (index: number) => CandleGeometry): CandlePaths {
  const rising = { wicks: [] as string[], bodies: [] as string[] };
  const falling = { wicks: [] as string[], bodies: [] as string[] };
  candles.forEach((c, i) => {
    const shape = candleShape(c, geometry(i));
    const into = rises(c) ? rising : falling;
    into.wicks.push(shape.wick);
    into.bodies.push(shape.body);
  });
  return {
    risingWicks: rising.wicks.join(''),
    risingBodies: rising.bodies.join(''),
    fallingWicks: falling.wicks.join(''),
    fallingBodies: falling.bodies.join(''),
  };
}
