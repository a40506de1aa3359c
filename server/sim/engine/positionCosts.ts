// What a liquidity position earns and costs, step by step, shared by the live engine and the
// back-filled history so both follow one model: minting on the pool's ticks (gas, and the swap
// into the range's token split at the fee tier plus price impact), fees and incentives while in
// range in proportion to the liquidity active at the price, and the gas of taking it out.
import { amountsAt, liquidityForValue } from '../../../src/domain/rules/strategies/v3';
import { EXIT_OPS, gasUsd } from '../pools/gas';
import type { IncentiveProgramme } from '../pools/incentives';
import { activeLiquidity, snapRange, swapCostUsd, type Pool, type TickRange } from '../pools/pool';
import type { Plan } from './plan';
import type { HedgeRow, PositionRow } from './rows';
import { TAKER_FEE } from './shorts';
import { closeFee } from '../../../src/domain/rules/strategies/shortHedge';

export type PositionState = Omit<PositionRow, 'token_id'>;

export interface Mint {
  range: TickRange;
  liquidity: number;
  gasUsd: number;
  swapUsd: number;
}

/**
 * Minting `sizeUsd` at `price` on the pool's ticks. `heldBaseShare` is the share of the capital
 * already in the base token (0 = all USDT, as a deposit; a re-mint brings the closed position's
 * split); the difference to the range's split is swapped through the pool first.
 */
export function mintCosts(input: {
  pool: Pool;
  plan: Plan;
  price: number;
  sizeUsd: number;
  heldBaseShare: number;
  ts: number;
  coinUsd: number;
  jitter: number;
}): Mint {
  const { pool, price, sizeUsd } = input;
  const range = snapRange(pool, input.plan);
  const liquidity = liquidityForValue(sizeUsd, range, price);
  const neededBaseShare = sizeUsd > 0 ? (amountsAt(liquidity, range, price).base * price) / sizeUsd : 0;
  const swapAmount = Math.abs(neededBaseShare - input.heldBaseShare) * sizeUsd;
  const swap = swapCostUsd(pool, price, swapAmount, neededBaseShare > input.heldBaseShare);
  return {
    range,
    liquidity,
    gasUsd: gasUsd(pool.network, ['mint'], input.ts, input.coinUsd, input.jitter),
    swapUsd: swap.fee + swap.impact,
  };
}

/** Who a new position belongs to: the bot, its owner and its strategy. */
export type PositionOwner = Pick<PositionState, 'bot_id' | 'bot_kind' | 'user_id' | 'strategy_id' | 'symbol' | 'network'>;

/** A position just minted at `price`: the live engine and the backtest's walk open it alike. */
export function openedPosition(owner: PositionOwner, m: Mint, plan: Plan, price: number, sizeUsd: number, ts: number): PositionState {
  return {
    ...owner,
    status: 'open',
    opened_ms: ts,
    updated_ms: ts,
    closed_ms: null,
    entry_price: price,
    last_price: price,
    exit_price: null,
    lower_price: m.range.lower,
    upper_price: m.range.upper,
    lower_tick: m.range.lowerTick,
    upper_tick: m.range.upperTick,
    stop_upper: plan.stopUpper,
    stop_lower: plan.stopLower,
    liquidity: m.liquidity,
    invested_usd: sizeUsd,
    fees_usd: 0,
    rewards_usd: 0,
    in_range_sec: 0,
    lp_expenses_usd: m.gasUsd + m.swapUsd,
    gas_usd: m.gasUsd,
    swap_cost_usd: m.swapUsd,
    marks: '{}',
    fee_marks: '{}',
    exit_reason: null,
    pnl_usd: null,
  };
}

/** Share of the base token in a position's value at `price` (what a re-mint starts from). */
export function baseShareAt(p: Pick<PositionState, 'liquidity' | 'lower_price' | 'upper_price'>, price: number): number {
  const a = amountsAt(p.liquidity, { lower: p.lower_price, upper: p.upper_price }, price);
  const value = a.base * price + a.quote;
  return value > 0 ? (a.base * price) / value : 0;
}

/**
 * Fees (and incentives, where a programme pays) of one step: the step's swap volume through the
 * pool times the fee tier, shared with the liquidity active at the price: the pool's own and that
 * of every simulated position in range (`simulatedLiquidity`, this one's included; alone, its
 * own). `inRange` is the share of the step the price spent inside the position's range. Returns
 * what it added.
 */
export function accrueStep(
  p: PositionState,
  pool: Pool,
  price: number,
  volumeUsd: number,
  dtSec: number,
  programme: IncentiveProgramme | null,
  inRange: number,
  simulatedLiquidity = p.liquidity,
): { fees: number; rewards: number } {
  if (!(inRange > 0) || !(p.liquidity > 0)) return { fees: 0, rewards: 0 };
  const share = p.liquidity / (activeLiquidity(pool, price) + Math.max(simulatedLiquidity, p.liquidity));
  const fees = volumeUsd * pool.fee * share * inRange;
  const rewards = programme ? programme.usdPerDay * (dtSec / 86_400) * share * inRange : 0;
  p.fees_usd += fees;
  p.rewards_usd += rewards;
  p.in_range_sec += dtSec * inRange;
  return { fees, rewards };
}

/** Charges the gas of taking a position out (decrease, collect, burn) at `ts`. */
export function chargeExitGas(p: PositionState, pool: Pool, ts: number, coinUsd: number, jitter: number): void {
  const gas = gasUsd(pool.network, EXIT_OPS, ts, coinUsd, jitter);
  p.gas_usd += gas;
  p.lp_expenses_usd += gas;
}

/**
 * What closing now would cost, as an estimate and its accuracy: the exit gas at the hour's level
 * (one transaction's price lands within ±20 % of it, see gasUsd) and the taker fee of closing the
 * position's hedge at `price`. At the same price and hour the booked costs are within the accuracy.
 */
export function exitCostEstimate(
  pool: Pool,
  hedge: HedgeRow | null,
  price: number,
  ts: number,
  coinUsd: number,
): { usd: number; accuracy: number } {
  const low = gasUsd(pool.network, EXIT_OPS, ts, coinUsd, 0);
  const high = gasUsd(pool.network, EXIT_OPS, ts, coinUsd, 1);
  const hedgeFee = hedge && hedge.status === 'active' ? closeFee(hedge.amount_usdt, hedge.price_open, price, TAKER_FEE) : 0;
  return { usd: (low + high) / 2 + hedgeFee, accuracy: (high - low) / 2 };
}
