// Funding of perpetual futures: every 8 hours (00:00, 08:00, 16:00 UTC, as on Binance, Bybit and
// Gate) longs pay shorts the rate times the position's notional, or shorts pay longs when it is
// negative. The rate hovers around the exchanges' base of +0,01 % per interval, drifts for days
// with the market's mood and changes sign now and then; it is capped at ±0,75 %.
// Deterministic per symbol and interval, so live ticks and the back-filled history agree.
import { Rng, subSeed } from './random';

export const FUNDING_INTERVAL_MS = 8 * 3_600_000;
const BASE_RATE = 0.0001;
const SWING = 0.00015;
const CAP = 0.0075;
const MEMORY = 9; // intervals (three days) a shift of mood lasts
const WEIGHTS = Array.from({ length: MEMORY }, (_, j) => 0.8 ** j);
const NORM = Math.sqrt(WEIGHTS.reduce((a, w) => a + w * w, 0));

function symbolStream(symbol: string): number {
  let h = 0;
  for (const c of symbol) h = (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0;
  return h;
}

const shock = (seed: number, symbol: string, slot: number) => new Rng(subSeed(seed ^ symbolStream(symbol), slot)).normal();

/** The funding rate of `symbol` settled at the end of interval `slot` (slot = floor(ms / 8 h)). */
export function fundingRate(seed: number, symbol: string, slot: number): number {
  let z = 0;
  for (let j = 0; j < MEMORY; j++) z += WEIGHTS[j] * shock(seed, symbol, slot - j);
  return Math.max(-CAP, Math.min(CAP, BASE_RATE + (SWING * z) / NORM));
}

/** Funding settlements after `from` up to and including `to` (ms times of the 8-hour marks). */
export function fundingTimes(from: number, to: number): number[] {
  const out: number[] = [];
  for (let t = (Math.floor(from / FUNDING_INTERVAL_MS) + 1) * FUNDING_INTERVAL_MS; t <= to; t += FUNDING_INTERVAL_MS) out.push(t);
  return out;
}
