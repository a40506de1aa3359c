// Price tags on a chart's right axis: each wants to sit at its line's height, but two tags closer
// than a tag's height would overlap ('Цена' over 'Вход' when the prices are close). They keep their
// order and are pushed apart just enough, and back inside the plot when pushed past an edge.

/**
 * Centres for tags of height `h` wanted at `wanted` (same order), at least `h` apart and within
 * [top + h/2, bottom − h/2]. When they cannot all fit they are spread evenly over the range.
 */
export function placeLabels(wanted: readonly number[], h: number, top: number, bottom: number): number[] {
  const n = wanted.length;
  if (n === 0) return [];
  const lo = top + h / 2;
  const hi = bottom - h / 2;
  const order = wanted.map((y, i) => [y, i] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const ys = order.map(([y]) => Math.min(hi, Math.max(lo, y)));
  if ((n - 1) * h > hi - lo) {
    const step = n > 1 ? (hi - lo) / (n - 1) : 0;
    for (let i = 0; i < n; i++) ys[i] = lo + i * step;
  } else {
    for (let i = 1; i < n; i++) ys[i] = Math.max(ys[i], ys[i - 1] + h);
    if (ys[n - 1] > hi) {
      ys[n - 1] = hi;
      for (let i = n - 2; i >= 0; i--) ys[i] = Math.min(ys[i], ys[i + 1] - h);
    }
  }
  const out = new Array<number>(n);
  order.forEach(([, i], k) => {
    out[i] = ys[k];
  });
  return out;
}
