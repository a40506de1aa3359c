// Money formulas of docs/product.md §2/§9 for positions and statistics. Inputs are server figures; nothing
// here invents a number.
import type { MiningPosition } from '../../contracts/types';
import { compareCodes } from '../../format/format';

const n = (v: number | null | undefined): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

export interface FeesSummary {
  lpExpenses: number; // gas (mint, and taking the position out) and the swap at mint
  lpGas: number;
  lpSwap: number;
  hedgeFees: number;
  hedgeFunding: number; // funding of the hedge: received (+) or paid (−)
  totalExpenses: number;
  totalIncome: number; // earned fees + liquidity rewards
  pricePnl: number; // net price PnL (mining price PnL with the hedge's)
  netProfit: number; // fees + price PnL + funding − expenses: the server's pnl
}

type FeeInput = Pick<MiningPosition, 'lp_expenses_usd' | 'hedge_fees_usd' | 'earned_fees' | 'liquidity_rewards_usd' | 'net_price_pnl_usd'> &
  Partial<Pick<MiningPosition, 'lp_gas_usd' | 'lp_swap_cost_usd' | 'hedge_funding_usd'>>;

export function feesSummary(p: FeeInput): FeesSummary {
  const lpExpenses = n(p.lp_expenses_usd);
  const hedgeFees = n(p.hedge_fees_usd);
  const hedgeFunding = n(p.hedge_funding_usd);
  const totalExpenses = lpExpenses + hedgeFees;
  const totalIncome = n(p.earned_fees) + n(p.liquidity_rewards_usd);
  const pricePnl = n(p.net_price_pnl_usd);
  return {
    lpExpenses,
    // a backend without the breakdown: all of it is gas, as the spec describes LP expenses
    lpGas: p.lp_gas_usd === undefined ? lpExpenses : n(p.lp_gas_usd),
    lpSwap: n(p.lp_swap_cost_usd),
    hedgeFees,
    hedgeFunding,
    totalExpenses,
    totalIncome,
    pricePnl,
    netProfit: totalIncome + pricePnl + hedgeFunding - totalExpenses,
  };
}

/**
 * The statistics tab's figure the spec calls impermanent loss: |total PnL − daily PnL|, that is the
 * size of the result made before today. (The loss against holding is the server's
 * open_impermanent_loss_usd.)
 */
export function pnlBeforeToday(totalPnl: number | null | undefined, dailyPnl: number | null | undefined): number {
  return Math.abs(n(totalPnl) - n(dailyPnl));
}

/** Percent change from a to b; null without a positive base. */
export function changePercent(from: number | null | undefined, to: number | null | undefined): number | null {
  const a = n(from);
  if (!(a > 0) || typeof to !== 'number' || !Number.isFinite(to)) return null;
  return ((to - a) / a) * 100;
}

type RecordInput = Pick<
  MiningPosition,
  'entry_price' | 'current_price' | 'exit_price' | 'eth_amount' | 'usdt_amount' | 'position_size' | 'earned_fees'
>;

/** The price a record left at: the exit price when closed, else the current one. */
export function exitOrCurrentPrice(p: Pick<MiningPosition, 'exit_price' | 'current_price'>): number {
  return typeof p.exit_price === 'number' && Number.isFinite(p.exit_price) && p.exit_price > 0 ? p.exit_price : n(p.current_price);
}

/** Full size of a record: its ETH at the exit price plus its USDT; the stated size when no amounts are known. */
export function fullSizeUsd(p: RecordInput): number {
  const eth = n(p.eth_amount);
  const usdt = n(p.usdt_amount);
  if (eth === 0 && usdt === 0) return n(p.position_size);
  return eth * exitOrCurrentPrice(p) + usdt;
}

/** Fees as a percent of the full size; null for a zero size. */
export function feePercentOfSize(p: RecordInput): number | null {
  const size = fullSizeUsd(p);
  return size > 0 ? (n(p.earned_fees) / size) * 100 : null;
}

export interface PairPnl {
  symbol: string;
  pnl: number;
  count: number;
  fees: number;
}

/** PnL per pair: sums grouped by symbol (each item counts `count`, default 1), largest absolute PnL first. */
export function pnlPerPair(items: ReadonlyArray<{ symbol: string; pnl: number; count?: number; fees?: number }>): PairPnl[] {
  const map = new Map<string, PairPnl>();
  for (const item of items) {
    const key = item.symbol || '—';
    const row = map.get(key) ?? { symbol: key, pnl: 0, count: 0, fees: 0 };
    row.pnl += n(item.pnl);
    row.count += item.count ?? 1;
    row.fees += n(item.fees);
    map.set(key, row);
  }
  return [...map.values()].sort((a, b) => Math.abs(b.pnl) - Math.abs(a.pnl) || compareCodes(a.symbol, b.symbol));
}
