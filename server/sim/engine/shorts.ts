// The life of a hedge short, shared by the live engine and the back-filled history: opened on
// isolated margin (notional / leverage), funding settled into the margin every 8 hours, re-sized
// when the LP's base exposure drifts beyond the band, closed by its take profit, its stop loss or
// with its LP position, or liquidated when the margin is gone.
import {
  closeFee,
  fundingForShort,
  initialMargin,
  liquidationPrice,
  MAINTENANCE_MARGIN_RATE,
  openHedge,
  resizeShort,
  shortPnl,
} from '../../../src/domain/rules/strategies/shortHedge';
import { FUNDING_INTERVAL_MS, fundingRate } from '../prices/funding';
import type { HedgeRow } from './rows';

export type HedgeState = Omit<HedgeRow, 'position_id' | 'token_id'>;

/** Exchange taker fee per side, of notional (Gate/Binance futures, regular tier: 0,05 %). */
export const TAKER_FEE = 0.0005;

export function newShort(i: {
  botId: number;
  userId: number;
  symbol: string;
  entry: number;
  amount: number;
  compensation: number;
  leverage: number;
  stopPercent: number;
  at: number;
  /** The take profit is kept above this (the LP's lower stop: the position closes there anyway). */
  tpFloor?: number;
}): HedgeState {
  const stop = Math.max(0.5, Math.min(50, i.stopPercent || 5));
  const o = openHedge(
    { compensationPercent: 100, leverage: i.leverage, takerFeeRate: TAKER_FEE, tpPercent: 2 * stop, slPercent: stop },
    i.amount,
    i.entry,
  );
  return {
    bot_id: i.botId,
    user_id: i.userId,
    symbol: i.symbol,
    status: 'active',
    price_open: i.entry,
    price_close: null,
    leverage: i.leverage,
    amount_usdt: o.amountUsdt,
    compensation_percent: i.compensation,
    tp_price: i.tpFloor !== undefined ? Math.max(o.tpPrice, i.tpFloor) : o.tpPrice,
    // the bot's stop as set: where it lies past the liquidation price, the exchange liquidates first
    sl_price: o.slPrice,
    fees_usd: o.openFeeUsd,
    margin_usd: initialMargin(o.amountUsdt, i.leverage),
    funding_usd: 0,
    realised_usd: 0,
    funded_ms: i.at,
    pnl_usd: null,
    exit_reason: null,
    created_ms: i.at,
    closed_ms: null,
  };
}

/** Settles the funding of every 8-hour mark after the last one accounted for, up to `at`. */
export function settleFunding(h: HedgeState, at: number, price: number, seed: number): void {
  if (h.status !== 'active') return;
  // the 8-hour marks after the last one paid, up to `at` (a loop, not a list: it runs every step)
  for (let t = (Math.floor(h.funded_ms / FUNDING_INTERVAL_MS) + 1) * FUNDING_INTERVAL_MS; t <= at; t += FUNDING_INTERVAL_MS) {
    const paid = fundingForShort(
      { amountUsdt: h.amount_usdt, entry: h.price_open },
      price,
      fundingRate(seed, h.symbol, t / FUNDING_INTERVAL_MS),
    );
    h.funding_usd += paid;
    h.margin_usd += paid;
  }
  h.funded_ms = Math.max(h.funded_ms, at);
}

/** The price at which the exchange liquidates the short. */
export function shortLiquidationPrice(h: HedgeState): number {
  return liquidationPrice({ amountUsdt: h.amount_usdt, entry: h.price_open, marginUsd: h.margin_usd });
}

/** What ends the short at `price`: liquidation first (it is checked on the mark), then its stops. */
export function shortExit(h: HedgeState, price: number): 'liquidated' | 'take_profit' | 'stop_loss' | null {
  if (h.amount_usdt > 0 && price >= shortLiquidationPrice(h)) return 'liquidated';
  if (price <= h.tp_price) return 'take_profit';
  if (price >= h.sl_price) return 'stop_loss';
  return null;
}

/** Closes the short at `price`: its price PnL with what re-sizing realised, and the closing fee. */
export function closeShort(h: HedgeState, price: number, reason: string, at: number): void {
  h.status = 'closed';
  h.price_close = price;
  h.fees_usd += closeFee(h.amount_usdt, h.price_open, price, TAKER_FEE);
  h.pnl_usd = shortPnl(h.amount_usdt, h.price_open, price) + h.realised_usd;
  h.exit_reason = reason;
  h.closed_ms = at;
}

/**
 * Ends the short at `price` for `reason`, or, when the price is at or past its liquidation price,
 * as the exchange would have ended it first: liquidated. Returns the reason it ended with
 * (docs/decisions/0111-hedge-stops-and-liquidation.md).
 */
export function endShort(h: HedgeState, price: number, reason: string, at: number): string {
  if (h.amount_usdt > 0 && price >= shortLiquidationPrice(h)) {
    liquidateShort(h, at);
    return 'liquidated';
  }
  closeShort(h, price, reason, at);
  return reason;
}

/**
 * The exchange takes the short over at its liquidation price: the margin is lost (the price loss
 * down to the maintenance margin, which goes as the liquidation fee).
 */
export function liquidateShort(h: HedgeState, at: number): number {
  const price = shortLiquidationPrice(h);
  h.status = 'closed';
  h.price_close = price;
  h.fees_usd += (h.amount_usdt / h.price_open) * price * MAINTENANCE_MARGIN_RATE;
  h.pnl_usd = shortPnl(h.amount_usdt, h.price_open, price) + h.realised_usd;
  h.exit_reason = 'liquidated';
  h.closed_ms = at;
  return price;
}

/**
 * Re-sizes the short to `compensation_percent` of the LP's base exposure (`exposureUsd`) when it
 * has drifted more than `bandPercent` from it; returns whether it traded.
 */
export function resizeToExposure(h: HedgeState, exposureUsd: number, price: number, bandPercent: number): boolean {
  if (h.status !== 'active' || !(h.price_open > 0)) return false;
  const target = (exposureUsd * h.compensation_percent) / 100;
  const current = (h.amount_usdt / h.price_open) * price;
  if (Math.abs(current - target) <= (bandPercent / 100) * Math.max(target, current)) return false;
  const next = resizeShort({ amountUsdt: h.amount_usdt, entry: h.price_open, marginUsd: h.margin_usd }, target, price, h.leverage);
  h.amount_usdt = next.amountUsdt;
  h.price_open = next.entry > 0 ? next.entry : h.price_open;
  h.margin_usd = next.marginUsd;
  h.realised_usd += next.realisedUsd;
  h.fees_usd += next.tradedUsd * TAKER_FEE;
  return next.tradedUsd > 0;
}
