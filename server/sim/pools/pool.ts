// One simulated pool: its ticks (the tokens' real order and decimals on the network), the
// liquidity active at the price, the volume of a step, and what a swap through it costs.
// Liquidity here is in the units of src/domain/rules/strategies/v3.ts (human token amounts, price in USDT per base);
// the pool's own units are that times 10^((decimals0 + decimals1) / 2).
import { ACCEPTED_MINING_NETWORKS as NETWORKS, isOneOf, type Network } from '../../../src/domain/contracts/values';
import type { Range } from '../../../src/domain/rules/strategies/v3';
import { INTRADAY, POOLS, thinPool, type PoolFigures } from './table';
import { baseIsToken0, baseToken, USDT, type Token } from './tokens';

const LOG_TICK = Math.log(1.0001);
const MIN_TICK = -887272;
const MAX_TICK = 887272;
const HOUR_MS = 3_600_000;

export interface Pool extends PoolFigures {
  network: Network;
  symbol: string; // 'ETHUSDT'
  base: Token;
  quote: Token;
  /** Whether the base token is token0 (else USDT is, and a higher tick is a lower price). */
  baseIsToken0: boolean;
  /** e.g. 'Uniswap v3 WETH/USDT 0,05 % (arbitrum)'. */
  name: string;
}

export interface TickRange extends Range {
  lowerTick: number;
  upperTick: number;
}

const cache = new Map<string, Pool>();

/** The pool of `symbol` ('ETHUSDT') on `network`; an unknown network is read as arbitrum. */
export function poolOf(network: string, symbol: string): Pool {
  const net: Network = isOneOf(NETWORKS, network) ? network : 'arbitrum';
  const key = `${net}:${symbol}`;
  const found = cache.get(key);
  if (found) return found;
  const baseSymbol = symbol.replace(/USDT$/, '');
  const figures = POOLS[net][baseSymbol] ?? thinPool(net);
  const base = baseToken(net, baseSymbol);
  const quote = USDT[net];
  const order = baseIsToken0(base, quote);
  const pair = order ? `${base.symbol}/${quote.symbol}` : `${quote.symbol}/${base.symbol}`;
  const pool: Pool = {
    ...figures,
    network: net,
    symbol,
    base,
    quote,
    baseIsToken0: order,
    name: `${figures.dex} ${pair} ${String(figures.fee * 100).replace('.', ',')} % (${net})`,
  };
  cache.set(key, pool);
  return pool;
}

// ---- ticks ----

/** The pool's (fractional) tick at a price in USDT per base. */
export function tickAt(pool: Pool, price: number): number {
  const raw = Math.log(price) + (pool.quote.decimals - pool.base.decimals) * Math.LN10;
  return (pool.baseIsToken0 ? raw : -raw) / LOG_TICK;
}

/** The price (USDT per base) of a tick of the pool. */
export function priceAtTick(pool: Pool, tick: number): number {
  const t = pool.baseIsToken0 ? tick : -tick;
  return Math.exp(t * LOG_TICK + (pool.base.decimals - pool.quote.decimals) * Math.LN10);
}

/**
 * A price range moved onto the pool's tick grid (each bound to the nearest usable tick, at least
 * one spacing apart): what a position can really be minted on.
 */
export function snapRange(pool: Pool, range: Range): TickRange {
  const s = pool.tickSpacing;
  const onGrid = (price: number) => Math.min(MAX_TICK, Math.max(MIN_TICK, Math.round(tickAt(pool, price) / s) * s));
  let a = onGrid(range.lower);
  let b = onGrid(range.upper);
  if (!pool.baseIsToken0) [a, b] = [b, a];
  if (b <= a) b = a + s;
  const lowerTick = a;
  const upperTick = b;
  const p1 = priceAtTick(pool, lowerTick);
  const p2 = priceAtTick(pool, upperTick);
  return { lowerTick, upperTick, lower: Math.min(p1, p2), upper: Math.max(p1, p2) };
}

/** A position's ticks: as minted, or (positions minted before ticks were kept) its prices' nearest ticks. */
export function positionTicks(
  pool: Pool,
  p: { lower_tick: number | null; upper_tick: number | null; lower_price: number; upper_price: number },
): { lowerTick: number; upperTick: number } {
  if (p.lower_tick !== null && p.upper_tick !== null) return { lowerTick: p.lower_tick, upperTick: p.upper_tick };
  const a = Math.round(tickAt(pool, p.lower_price));
  const b = Math.round(tickAt(pool, p.upper_price));
  return { lowerTick: Math.min(a, b), upperTick: Math.max(a, b) };
}

/** Liquidity in the pool's own units (uint128 as the chain holds it) from src/domain/rules/strategies/v3.ts units. */
export function poolUnits(pool: Pool, liquidity: number): bigint {
  if (!(liquidity > 0)) return 0n;
  const scale = (pool.base.decimals + pool.quote.decimals) / 2;
  // a half power of ten (decimals of odd sum) is folded into the float; the rest is exact
  const value = liquidity * (Number.isInteger(scale) ? 1 : Math.sqrt(10));
  const exponent = Math.floor(Math.log10(value)) - 15;
  const mantissa = BigInt(Math.round(value / 10 ** exponent));
  const shift = exponent + Math.floor(scale);
  return shift >= 0 ? mantissa * 10n ** BigInt(shift) : mantissa / 10n ** BigInt(-shift);
}

// ---- liquidity around the price ----

/** Liquidity at log-distance `x` from the price, relative to the liquidity at the price. */
export function relativeDensity(pool: Pool, x: number): number {
  const z = x / pool.peakWidth;
  return pool.tailShare + (1 - pool.tailShare) * Math.exp(-0.5 * z * z);
}

const BIN = 0.0005; // log-price step of the numerical integrals (0,05 %)
const unitDepthCache = new WeakMap<Pool, number>();

/** Value (USD at price 1) held within ±2 % by a unit of liquidity at the price. */
function unitDepth(pool: Pool): number {
  const known = unitDepthCache.get(pool);
  if (known !== undefined) return known;
  let value = 0;
  const bins = Math.round(Math.log(1.02) / BIN);
  for (let i = 0; i < bins; i++) {
    const x0 = i * BIN;
    const x1 = (i + 1) * BIN;
    const mid = (x0 + x1) / 2;
    // above the price: base tokens L(1/√Pa − 1/√Pb) worth P each (P = 1); below: USDT L(√Pb − √Pa)
    value += relativeDensity(pool, mid) * (Math.exp(-x0 / 2) - Math.exp(-x1 / 2));
    value += relativeDensity(pool, -mid) * (Math.exp(-x0 / 2) - Math.exp(-x1 / 2));
  }
  unitDepthCache.set(pool, value);
  return value;
}

/** Liquidity active at the price (src/domain/rules/strategies/v3.ts units): what a position shares fees with. */
export function activeLiquidity(pool: Pool, price: number): number {
  return pool.depthUsd / (unitDepth(pool) * Math.sqrt(price));
}

/** Swap volume through the pool over a step of `dtSec` ending at `ts`, at market activity `activity` (1 = usual). */
export function stepVolumeUsd(pool: Pool, ts: number, dtSec: number, activity: number): number {
  const hour = Math.floor(ts / HOUR_MS) % 24;
  return pool.dailyVolumeUsd * (dtSec / 86_400) * INTRADAY[pool.network][hour] * activity;
}

/**
 * What swapping `amountUsd` through the pool at `price` costs: the fee tier on the amount plus the
 * price impact, found by walking the liquidity away from the price until the amount is filled.
 * `buyBase`: USDT in, base out (the price rises); else base in (the price falls).
 */
export function swapCostUsd(pool: Pool, price: number, amountUsd: number, buyBase: boolean): { fee: number; impact: number } {
  if (!(amountUsd > 0)) return { fee: 0, impact: 0 };
  const fee = amountUsd * pool.fee;
  const lPeak = activeLiquidity(pool, price);
  const s0 = Math.sqrt(price);
  let left = amountUsd - fee;
  let out = 0; // the other token received, valued at the starting price
  for (let i = 0; left > 0 && i < 4000; i++) {
    const x0 = i * BIN;
    const l = lPeak * relativeDensity(pool, x0 + BIN / 2);
    const sa = s0 * Math.exp((buyBase ? x0 : -x0) / 2);
    const sb = s0 * Math.exp((buyBase ? x0 + BIN : -(x0 + BIN)) / 2);
    if (buyBase) {
      // USDT in: Δy = L(√Pb − √Pa), base out: Δx = L(1/√Pa − 1/√Pb)
      const capacity = l * (sb - sa);
      const dy = Math.min(left, capacity);
      const sEnd = sa + dy / l;
      out += l * (1 / sa - 1 / sEnd) * price;
      left -= dy;
    } else {
      // base in (valued at the starting price): Δx = L(1/√Pb − 1/√Pa), USDT out: Δy = L(√Pa − √Pb)
      const capacityUsd = l * (1 / sb - 1 / sa) * price;
      const dxUsd = Math.min(left, capacityUsd);
      const sEnd = 1 / (1 / sa + dxUsd / price / l);
      out += l * (sa - sEnd);
      left -= dxUsd;
    }
  }
  const filled = amountUsd - fee - Math.max(0, left);
  return { fee, impact: Math.max(0, filled - out) };
}
