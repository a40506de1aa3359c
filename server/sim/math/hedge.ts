// A short perpetual hedge against the base-token exposure of an LP position.

export interface HedgeSpec {
  compensationPercent: number; // share of the LP's base exposure that is shorted
  leverage: number;
  takerFeeRate: number; // exchange fee per side, of notional
  tpPercent: number; // take profit: price this far below entry
  slPercent: number; // stop loss: price this far above entry
}

export interface HedgeOpen {
  amountUsdt: number; // notional of the short
  entryPrice: number;
  tpPrice: number;
  slPrice: number;
  openFeeUsd: number;
}

/** Opens a short sized to `compensationPercent` of the base exposure (base amount × price). */
export function openHedge(spec: HedgeSpec, baseExposureUsd: number, price: number): HedgeOpen {
  const amountUsdt = (baseExposureUsd * spec.compensationPercent) / 100;
  return {
    amountUsdt,
    entryPrice: price,
    tpPrice: price * (1 - spec.tpPercent / 100),
    slPrice: price * (1 + spec.slPercent / 100),
    openFeeUsd: amountUsdt * spec.takerFeeRate,
  };
}

/** PnL of a short of notional `amountUsdt` opened at `entry`, at `price`. */
export function shortPnl(amountUsdt: number, entry: number, price: number): number {
  return entry > 0 ? (amountUsdt * (entry - price)) / entry : 0;
}

/** Fee of closing the short at `price` (notional marked to price). */
export function closeFee(amountUsdt: number, entry: number, price: number, takerFeeRate: number): number {
  return entry > 0 ? amountUsdt * (price / entry) * takerFeeRate : 0;
}

/** Whether the short's take profit or stop loss has been reached at `price`. */
export function hedgeExit(open: Pick<HedgeOpen, 'tpPrice' | 'slPrice'>, price: number): 'take_profit' | 'stop_loss' | null {
  if (price <= open.tpPrice) return 'take_profit';
  if (price >= open.slPrice) return 'stop_loss';
  return null;
}

/**
 * Hedge efficiency: the share (percent) of the mining price loss or gain that the hedge offset.
 * 100 means a perfect offset; 0 when there is nothing to offset.
 */
export function hedgeEfficiency(miningPricePnl: number, hedgePnl: number): number {
  if (Math.abs(miningPricePnl) < 1e-9) return 0;
  return (-hedgePnl / miningPricePnl) * 100;
}
