// Candles kept at two resolutions (1-minute for the recent past, 1-hour for the long past), updated
// by every tick; 5m/15m are aggregated from minutes, 4h from hours.
import type { Interval } from '../../../src/domain/contracts/values';
import type { Candle } from '../../../src/domain/contracts/types';

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const INTERVAL_MS: Record<Interval, number> = { '1m': MINUTE, '5m': 5 * MINUTE, '15m': 15 * MINUTE, '1h': HOUR, '4h': 4 * HOUR };

/** Minutes kept: enough for 1000 candles of 15m. */
export const KEEP_MINUTES = 15_000;
/** Hours kept: enough for 1000 candles of 4h. */
export const KEEP_HOURS = 4_000;

/** Buckets candles (oldest first) into `intervalMs` candles; returns the last `limit`. */
export function aggregate(source: readonly Candle[], intervalMs: number, limit: number): Candle[] {
  const out: Candle[] = [];
  for (const c of source) {
    const t = Math.floor(c.timestamp / intervalMs) * intervalMs;
    const last = out[out.length - 1];
    if (last && last.timestamp === t) {
      if (c.high > last.high) last.high = c.high;
      if (c.low < last.low) last.low = c.low;
      last.close = c.close;
      last.volume += c.volume;
    } else {
      out.push({ timestamp: t, open: c.open, high: c.high, low: c.low, close: c.close, volume: c.volume });
    }
  }
  return out.length > limit ? out.slice(out.length - limit) : out;
}

export class CandleSeries {
  constructor(
    readonly minutes: Candle[],
    readonly hours: Candle[],
  ) {}

  get lastPrice(): number {
    const m = this.minutes[this.minutes.length - 1] ?? this.hours[this.hours.length - 1];
    return m ? m.close : NaN;
  }

  /** Folds one trade-price observation in; returns the candles that just closed. */
  update(ts: number, price: number, volume: number): { minute?: Candle; hour?: Candle } {
    const closed: { minute?: Candle; hour?: Candle } = {};
    closed.minute = fold(this.minutes, Math.floor(ts / MINUTE) * MINUTE, price, volume);
    closed.hour = fold(this.hours, Math.floor(ts / HOUR) * HOUR, price, volume);
    if (this.minutes.length > KEEP_MINUTES + 500) this.minutes.splice(0, this.minutes.length - KEEP_MINUTES);
    if (this.hours.length > KEEP_HOURS + 100) this.hours.splice(0, this.hours.length - KEEP_HOURS);
    return closed;
  }

  candles(interval: Interval, limit: number): Candle[] {
    const ms = INTERVAL_MS[interval];
    const source = ms < HOUR ? this.minutes : this.hours;
    // only the tail that can contribute, so a request costs O(limit)
    const need = Math.ceil((limit * ms) / (ms < HOUR ? MINUTE : HOUR)) + 1;
    return aggregate(source.slice(Math.max(0, source.length - need)), ms, limit);
  }

  /** Candles of `interval` whose open time is in [from, to). */
  range(interval: Interval, from: number, to: number): Candle[] {
    const ms = INTERVAL_MS[interval];
    const source = ms < HOUR ? this.minutes : this.hours;
    return aggregate(
      source.filter((c) => c.timestamp >= from && c.timestamp < to),
      ms,
      Number.MAX_SAFE_INTEGER,
    );
  }
}

/** Updates or starts the candle at `t`; returns the previous candle when a new one starts. */
function fold(list: Candle[], t: number, price: number, volume: number): Candle | undefined {
  const last = list[list.length - 1];
  if (last && last.timestamp === t) {
    if (price > last.high) last.high = price;
    if (price < last.low) last.low = price;
    last.close = price;
    last.volume += volume;
    return undefined;
  }
  if (last && last.timestamp > t) return undefined; // clock went back: ignore
  list.push({
    timestamp: t,
    open: last ? last.close : price,
    high: Math.max(price, last ? last.close : price),
    low: Math.min(price, last ? last.close : price),
    close: price,
    volume,
  });
  return last;
}
