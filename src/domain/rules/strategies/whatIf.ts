// The what-if of price (issue 55): what an LP position, its hedge and the two together would be
// worth at prices from −30 % to +30 % of the current one, with the simulator's own v3 and short
// math (./v3.ts, ./shortHedge.ts). It needs nothing but the position (or a draft strategy), so it
// works offline on the last-known position.
import { shortPnl } from './shortHedge';
import type { MiningPosition, Strategy } from '../../contracts/types';
import { liquidityForAmounts, liquidityForValue, valueAt, type Range } from './v3';

/** The span of the scenarios, percent of the current price either way, and their step. */
export const WHAT_IF_SPAN = 30;
const WHAT_IF_STEP = 5;

export interface WhatIfHedge {
  /** Notional at the (average) entry. */
  amountUsdt: number;
  entry: number;
  /** Margin posted, with the funding settled into it. */
  marginUsd: number;
  /** PnL already realised by re-sizing. */
  realisedUsd: number;
  /** Where the exchange takes the short over (the margin is lost); null when not known. */
  liquidationPrice: number | null;
}

export interface WhatIfInput {
  price: number;
  liquidity: number;
  range: Range;
  /** Fees (and rewards) earned and not yet collected: part of what the LP returns. */
  feesUsd: number;
  hedge: WhatIfHedge | null;
  stops: { lower: number | null; upper: number | null };
}

export interface WhatIfPoint {
  /** Percent from the current price. */
  change: number;
  price: number;
  lp: number;
  hedge: number;
  total: number;
}

export type WhatIfMark = 'lower' | 'upper' | 'stopLower' | 'stopUpper' | 'liquidation' | 'current';

/** The short's worth at `price`: its margin with its PnL; nothing once the price reaches its liquidation. */
export function hedgeValueAt(h: WhatIfHedge, price: number): number {
  if (h.liquidationPrice !== null && price >= h.liquidationPrice) return 0;
  return Math.max(0, h.marginUsd + h.realisedUsd + shortPnl(h.amountUsdt, h.entry, price));
}

/** LP, hedge and both at `price`. */
export function whatIfAt(input: WhatIfInput, price: number): WhatIfPoint {
  const lp = valueAt(input.liquidity, input.range, price) + input.feesUsd;
  const hedge = input.hedge ? hedgeValueAt(input.hedge, price) : 0;
  return { change: ((price - input.price) / input.price) * 100, price, lp, hedge, total: lp + hedge };
}

/** The marked prices: channel, stops, the hedge's liquidation and the current price (those given). */
export function whatIfMarks(input: WhatIfInput): Array<{ mark: WhatIfMark; price: number }> {
  const marks: Array<{ mark: WhatIfMark; price: number | null }> = [
    { mark: 'lower', price: input.range.lower },
    { mark: 'upper', price: input.range.upper },
    { mark: 'stopLower', price: input.stops.lower },
    { mark: 'stopUpper', price: input.stops.upper },
    { mark: 'liquidation', price: input.hedge?.liquidationPrice ?? null },
    { mark: 'current', price: input.price },
  ];
  return marks.filter((m): m is { mark: WhatIfMark; price: number } => m.price !== null && Number.isFinite(m.price) && m.price > 0);
}

/** Every step from −30 % to +30 %, and the marked prices within that span, in price order. */
export function whatIfCurve(input: WhatIfInput): Array<WhatIfPoint & { marks: WhatIfMark[] }> {
  const low = input.price * (1 - WHAT_IF_SPAN / 100);
  const high = input.price * (1 + WHAT_IF_SPAN / 100);
  const byPrice = new Map<number, WhatIfMark[]>();
  for (let c = -WHAT_IF_SPAN; c <= WHAT_IF_SPAN; c += WHAT_IF_STEP) byPrice.set(input.price * (1 + c / 100), []);
  for (const m of whatIfMarks(input)) {
    if (m.price < low || m.price > high) continue;
    const same = [...byPrice.keys()].find((p) => Math.abs(p - m.price) <= input.price * 1e-9);
    byPrice.set(same ?? m.price, [...(byPrice.get(same ?? m.price) ?? []), m.mark]);
  }
  return [...byPrice.entries()].sort((a, b) => a[0] - b[0]).map(([price, marks]) => ({ ...whatIfAt(input, price), marks }));
}

/** `count` evenly spaced prices across the span, for a smooth line (the v3 curve bends between steps). */
export function whatIfLine(input: WhatIfInput, count = 121): WhatIfPoint[] {
  const low = input.price * (1 - WHAT_IF_SPAN / 100);
  const step = (input.price * 2 * WHAT_IF_SPAN) / 100 / (count - 1);
  return Array.from({ length: count }, (_, i) => whatIfAt(input, low + i * step));
}

const positive = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null);

/**
 * An open position as the what-if reads it: its liquidity from the token amounts it holds at the
 * current price (else from what was put in at entry), its earned fees, its stops and its hedge
 * while the short is active. Null when the position lacks a channel or a price.
 */
export function positionWhatIf(p: MiningPosition): WhatIfInput | null {
  const price = positive(p.current_price);
  const lower = positive(p.lower_price);
  const upper = positive(p.upper_price);
  if (price === null || lower === null || upper === null || upper <= lower) return null;
  const range = { lower, upper };
  const fromAmounts = liquidityForAmounts({ base: Math.max(0, p.eth_amount ?? 0), quote: Math.max(0, p.usdt_amount ?? 0) }, range, price);
  const entry = positive(p.entry_price);
  const liquidity =
    Number.isFinite(fromAmounts) && fromAmounts > 0
      ? fromAmounts
      : entry !== null
        ? liquidityForValue(positive(p.initial_investment_usd) ?? 0, range, entry)
        : 0;
  const h = p.hedge_info;
  const active = h && h.status === 'active' && positive(h.amount_usdt) !== null && positive(h.entry_price) !== null;
  const hedge: WhatIfHedge | null = active
    ? {
        amountUsdt: h.amount_usdt,
        entry: h.entry_price,
        marginUsd: positive(h.margin_usd) ?? h.amount_usdt / Math.max(1, h.leverage ?? 1),
        // what re-sizing realised: the short's PnL less its unrealised part at the current price
        realisedUsd: typeof h.pnl_usd === 'number' ? h.pnl_usd - shortPnl(h.amount_usdt, h.entry_price, price) : 0,
        liquidationPrice: positive(h.liquidation_price),
      }
    : null;
  return {
    price,
    liquidity,
    range,
    feesUsd: Math.max(0, (p.earned_fees ?? 0) + (p.liquidity_rewards_usd ?? 0)),
    hedge,
    stops: { lower: positive(p.stop_loss_lower), upper: positive(p.stop_loss_upper) },
  };
}

/** A draft strategy minted now: its share of `investment` in the editor's channel around `price`, no hedge. */
export function draftWhatIf(s: Strategy, price: number, investment: number): WhatIfInput | null {
  const lower = positive(s.lower_channel);
  const upper = positive(s.upper_channel);
  if (lower === null || upper === null || upper <= lower || !(price > 0)) return null;
  const range = { lower, upper };
  const size = (investment * Math.min(100, Math.max(0, s.position_size_percent))) / 100;
  return {
    price,
    liquidity: liquidityForValue(size, range, price),
    range,
    feesUsd: 0,
    hedge: null,
    stops: { lower: positive(s.lower_stop_losses[0]), upper: positive(s.upper_stop_losses[0]) },
  };
}
