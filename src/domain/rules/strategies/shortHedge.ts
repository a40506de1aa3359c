// A short perpetual hedge against the base-token exposure of an LP position: the simulator opens,
// funds, re-sizes and liquidates shorts with it, and the app prices a hedge at other prices with it.

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

// ---- margin, funding, liquidation, re-sizing (isolated margin, as a hedge bot's exchange uses) ----

/** Maintenance margin of a small position on the exchanges' first tier (Binance ETHUSDT: 0,5 %). */
export const MAINTENANCE_MARGIN_RATE = 0.005;

/** A short's state: notional at its (average) entry, the entry, and the margin posted for it. */
export interface ShortState {
  amountUsdt: number; // quantity × entry
  entry: number;
  marginUsd: number; // posted margin plus funding settled into it
}

/** Margin posted for a short of `amountUsdt` at `leverage`. */
export function initialMargin(amountUsdt: number, leverage: number): number {
  return amountUsdt / Math.max(1, leverage);
}

/**
 * Where the exchange liquidates the short: margin plus unrealised PnL falls to the maintenance
 * margin of the notional at that price, m + q(P0 − P) = mmr·q·P.
 */
export function liquidationPrice(s: ShortState, mmr = MAINTENANCE_MARGIN_RATE): number {
  if (!(s.entry > 0) || !(s.amountUsdt > 0)) return Infinity;
  const q = s.amountUsdt / s.entry;
  return (s.marginUsd + s.amountUsdt) / (q * (1 + mmr));
}

/** Funding a short receives at `price` for one settlement at `rate` (negative: it pays). */
export function fundingForShort(s: Pick<ShortState, 'amountUsdt' | 'entry'>, price: number, rate: number): number {
  return s.entry > 0 ? (s.amountUsdt / s.entry) * price * rate : 0;
}

/**
 * The short moved to `targetUsd` of notional at `price`: a larger one is added to at the price
 * (the entry becomes the average), a smaller one is partly bought back (its PnL realised). The
 * margin follows the notional at the same leverage; `tradedUsd` is the notional that changed hands.
 */
export function resizeShort(
  s: ShortState,
  targetUsd: number,
  price: number,
  leverage: number,
): ShortState & { realisedUsd: number; tradedUsd: number; marginChangeUsd: number } {
  const q = s.amountUsdt / s.entry;
  const target = Math.max(0, targetUsd) / price;
  if (target >= q) {
    const added = target - q;
    const amountUsdt = s.amountUsdt + added * price;
    const marginChangeUsd = initialMargin(added * price, leverage);
    return {
      amountUsdt,
      entry: amountUsdt / target,
      marginUsd: s.marginUsd + marginChangeUsd,
      realisedUsd: 0,
      tradedUsd: added * price,
      marginChangeUsd,
    };
  }
  const removed = q - target;
  const share = removed / q;
  const marginChangeUsd = -s.marginUsd * share;
  return {
    amountUsdt: target * s.entry,
    entry: s.entry,
    marginUsd: s.marginUsd + marginChangeUsd,
    realisedUsd: removed * (s.entry - price),
    tradedUsd: removed * price,
    marginChangeUsd,
  };
}
