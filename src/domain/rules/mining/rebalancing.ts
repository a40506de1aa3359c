// docs/product.md §9: a position needs rebalancing when its ETH share is more than 10 points away from 50 %.
// One rule for the simulator's flag, the alerts that watch it and the «Ребалансировка» list.
import type { MiningPosition } from '../../contracts/types';

/** Points of ETH share the position may drift from 50 % before it needs rebalancing. */
export const REBALANCE_DEVIATION = 10;

/** The ETH shares, in %, a position may hold without needing rebalancing (inclusive). */
export const BALANCED_SHARE = { low: 50 - REBALANCE_DEVIATION, high: 50 + REBALANCE_DEVIATION } as const;

/** Whether a base-token (ETH) share of 0–100 % is outside the 50 % ± 10 band. */
export function shareNeedsRebalancing(baseSharePercent: number): boolean {
  return Math.abs(baseSharePercent - 50) > REBALANCE_DEVIATION;
}

const finite = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The position's base-token (ETH) share of its value, 0–100 %, or null when the amounts are missing. */
export function baseSharePercent(p: Pick<MiningPosition, 'current_eth_value' | 'current_position_value_usd'>): number | null {
  const eth = finite(p.current_eth_value);
  const total = finite(p.current_position_value_usd);
  return eth === null || total === null || total <= 0 ? null : (eth / total) * 100;
}

/** The rule on the position's ETH share; the server's flag when the amounts are missing. */
export function needsRebalancing(
  p: Pick<MiningPosition, 'current_eth_value' | 'current_position_value_usd' | 'needs_rebalancing'>,
): boolean {
  const share = baseSharePercent(p);
  return share === null ? p.needs_rebalancing === true : shareNeedsRebalancing(share);
}
