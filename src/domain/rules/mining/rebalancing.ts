// docs/product.md §9: a position needs rebalancing when its ETH share is more than 10 points away from 50 %.
// One rule for the simulator's flag and for the alerts that watch it.

/** Points of ETH share the position may drift from 50 % before it needs rebalancing. */
export const REBALANCE_DEVIATION = 10;

/** Whether a base-token (ETH) share of 0–100 % is outside the 50 % ± 10 band. */
export function shareNeedsRebalancing(baseSharePercent: number): boolean {
  return Math.abs(baseSharePercent - 50) > REBALANCE_DEVIATION;
}
