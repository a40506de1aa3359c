// docs/product.md §9 formulas and the small derived labels of a mining position.
import { REBALANCE_DEVIATION, shareNeedsRebalancing } from '../../../src/domain/rules/mining/rebalancing';
import type { ChannelType } from '../../../src/domain/contracts/types';

/** Estimated hourly income = fees earned / hours in position (0 before any time has passed). */
export function hourlyIncome(feesUsd: number, seconds: number): number {
  return seconds > 0 ? feesUsd / (seconds / 3600) : 0;
}

/** Estimated daily income = hourly × 24. */
export function dailyIncome(hourlyUsd: number): number {
  return hourlyUsd * 24;
}

/** Share (0–100) of the position's value held in the base token (ETH). */
export function baseSharePercent(baseValueUsd: number, totalValueUsd: number): number {
  return totalValueUsd > 0 ? (baseValueUsd / totalValueUsd) * 100 : 0;
}

/** Rebalancing is needed when the ETH share deviates from 50 % by more than 10 points (src/domain). */
export const needsRebalancing = shareNeedsRebalancing;

/** Channel type from the token split, on the same 10-point band as the rebalancing rule. */
export function channelType(baseShare: number): ChannelType {
  if (baseShare > 50 + REBALANCE_DEVIATION) return 'eth_heavy';
  if (baseShare < 50 - REBALANCE_DEVIATION) return 'usdt_heavy';
  return 'balanced_50_50';
}

/**
 * Net result = fees + rewards + price PnL + hedge PnL + hedge funding − LP expenses (gas and the
 * swap at mint) − hedge fees. Funding is signed: received by the short (+) or paid (−).
 */
export function netResult(input: {
  fees: number;
  rewards: number;
  pricePnl: number;
  hedgePnl: number;
  hedgeFunding: number;
  lpExpenses: number;
  hedgeFees: number;
}): number {
  return input.fees + input.rewards + input.pricePnl + input.hedgePnl + input.hedgeFunding - input.lpExpenses - input.hedgeFees;
}

/** 'h:mm:ss' with hours unbounded (a position can stay open for days). */
export function timeInPosition(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const r = s % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(r).padStart(2, '0')}`;
}
