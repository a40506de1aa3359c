// The packed bars of recent periods: a period ends at a whole hour and what the market recorded
// before then no longer changes, so concurrent backtests of one pair and period (a comparison,
// several users) share one buffer, read from the market once.
import type { Market } from '../sim/prices/market';
import { packBars } from './packedBars';

/** Pairs × periods × the last hour or two: a handful of buffers of up to ~1 MB. */
const KEPT = 24;

export class BarCache {
  private readonly entries = new Map<string, Float64Array>();

  constructor(private readonly market: Market) {}

  /** The bars of `symbol` with an open in [from, to), packed; null when the market has fewer than two. */
  get(symbol: string, from: number, to: number): Float64Array | null {
    const key = `${symbol}:${from}:${to}`;
    let packed = this.entries.get(key);
    if (packed) {
      // most recently used last
      this.entries.delete(key);
    } else {
      const bars = this.market.path(symbol, from, to);
      if (bars.length < 2) return null;
      packed = packBars(bars);
      if (this.entries.size >= KEPT) this.entries.delete(this.entries.keys().next().value as string);
    }
    this.entries.set(key, packed);
    return packed;
  }
}
