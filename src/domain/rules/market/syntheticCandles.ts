// docs/product.md §8: "A price failure for a position chart: synthetic data". A gentle, deterministic wave
// around a price the screen already has (the position's current price), ending now; flagged demo
// by the worker so the chart is labelled 'демо-данные'.
import type { Candle } from '../../contracts/types';

const INTERVAL_MS: Readonly<Record<string, number>> = { '1m': 60_000, '5m': 300_000, '15m': 900_000, '1h': 3_600_000, '4h': 14_400_000 };

function intervalMs(interval: string | undefined): number {
  return INTERVAL_MS[interval ?? '15m'] ?? INTERVAL_MS['15m'];
}

export function syntheticCandles(price: number, count: number, interval: string | undefined, now: number): Candle[] {
  if (!(price > 0) || count <= 0) return [];
  const step = intervalMs(interval);
  const end = Math.floor(now / step) * step;
  const at = (i: number) => price * (1 + 0.004 * Math.sin(i / 4) + 0.002 * Math.sin(i / 1.7));
  const candles: Candle[] = [];
  for (let i = 0; i < count; i += 1) {
    const k = i - count + 1; // the last candle (k = 0) closes at the given price
    const open = k === 0 ? at(-1) : at(k - 1);
    const close = k === 0 ? price : at(k);
    candles.push({
      timestamp: end + k * step,
      open,
      high: Math.max(open, close) * 1.001,
      low: Math.min(open, close) * 0.999,
      close,
      volume: 0,
    });
  }
  return candles;
}
