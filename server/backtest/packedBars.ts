// Recorded bars as one Float64Array (seven numbers a bar) over shared memory: every worker thread
// reads a 90-day path from one buffer, made once an hour per pair (./barCache.ts), instead of
// seventeen thousand objects cloned for each backtest.
import type { WalkMarket } from '../sim/engine/walk';
import type { Bar } from '../sim/prices/market';

const FIELDS = 7;

export function packBars(bars: readonly Bar[]): Float64Array {
  const out = new Float64Array(new SharedArrayBuffer(bars.length * FIELDS * Float64Array.BYTES_PER_ELEMENT));
  let i = 0;
  for (const b of bars) {
    out[i++] = b.ts;
    out[i++] = b.sec;
    out[i++] = b.open;
    out[i++] = b.high;
    out[i++] = b.low;
    out[i++] = b.close;
    out[i++] = b.activity;
  }
  return out;
}

export function unpackBars(packed: Float64Array): Bar[] {
  const bars: Bar[] = [];
  for (let i = 0; i + FIELDS <= packed.length; i += FIELDS)
    bars.push({
      ts: packed[i],
      sec: packed[i + 1],
      open: packed[i + 2],
      high: packed[i + 3],
      low: packed[i + 4],
      close: packed[i + 5],
      activity: packed[i + 6],
    });
  return bars;
}

/**
 * The market as a walk reads it, from recorded bars: a symbol's price at a time is the open of the
 * bar it falls in (as Market.priceAt answers), the last close after the last bar.
 */
export class RecordedMarket implements WalkMarket {
  constructor(
    private readonly paths: ReadonlyMap<string, readonly Bar[]>,
    private readonly volatility: ReadonlyMap<string, number>,
  ) {}

  priceAt(symbol: string, ts: number): number {
    const bars = this.paths.get(symbol);
    if (!bars || bars.length === 0) return NaN;
    if (ts < bars[0].ts) return bars[0].open;
    let lo = 0;
    let hi = bars.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (bars[mid].ts <= ts) lo = mid;
      else hi = mid - 1;
    }
    const bar = bars[lo];
    return ts < bar.ts + bar.sec * 1000 ? bar.open : bar.close;
  }

  spec(symbol: string): { annualVol: number } | undefined {
    const annualVol = this.volatility.get(symbol);
    return annualVol === undefined ? undefined : { annualVol };
  }
}
