// The position management demo of docs/product.md §2 (/positions): six local sample positions, no backend
// call. The rules: summary tiles, network/status filters, average PnL, ROI = PnL / liquidity × 100,
// close marks a position CLOSED for good, a missing id raises 'Position {id} not found' (docs/product.md §8).
import type { Network } from '../../domain/contracts/values';
import type { Position } from '../../domain/contracts/types';

export type DemoNetworkFilter = 'all' | Extract<Network, 'ethereum' | 'arbitrum' | 'base' | 'polygon'>;
export type DemoStatusFilter = 'ALL' | 'OPEN' | 'CLOSED';

export const DEMO_NETWORKS: readonly Exclude<DemoNetworkFilter, 'all'>[] = ['ethereum', 'arbitrum', 'base', 'polygon'];

/** The six sample positions. Static on purpose: the page is labelled 'демо-данные'. */
export const DEMO_POSITIONS: readonly Position[] = [
  {
    id: 1,
    botId: 1,
    network: 'arbitrum',
    pair: 'ETH/USDT',
    pool: 'Uniswap V3 0,05 %',
    openedAt: '2026-11-18T09:15:00Z',
    status: 'OPEN',
    ticks: { lower: -201_240, upper: -199_860 },
    liquidityUSD: 25_000,
    feesUSD: 412.35,
    unrealizedPnL: 860.4,
    realizedPnL: 0,
  },
  {
    id: 2,
    botId: 1,
    network: 'arbitrum',
    pair: 'ARB/USDT',
    pool: 'Uniswap V3 0,3 %',
    openedAt: '2026-11-19T14:40:00Z',
    status: 'OPEN',
    ticks: { lower: -4_020, upper: -2_640 },
    liquidityUSD: 8_000,
    feesUSD: 96.1,
    unrealizedPnL: -145.2,
    realizedPnL: 0,
  },
  {
    id: 3,
    botId: 2,
    network: 'base',
    pair: 'ETH/USDC',
    pool: 'Aerodrome CL 0,05 %',
    openedAt: '2026-11-17T06:05:00Z',
    status: 'OPEN',
    ticks: { lower: -201_600, upper: -199_500 },
    liquidityUSD: 15_000,
    feesUSD: 233.8,
    unrealizedPnL: 318.75,
    realizedPnL: 0,
  },
  {
    id: 4,
    botId: 3,
    network: 'ethereum',
    pair: 'WBTC/ETH',
    pool: 'Uniswap V3 0,3 %',
    openedAt: '2026-11-12T11:30:00Z',
    status: 'CLOSED',
    ticks: { lower: 256_800, upper: 258_600 },
    liquidityUSD: 40_000,
    feesUSD: 1_180.5,
    unrealizedPnL: 0,
    realizedPnL: 2_150,
  },
  {
    id: 5,
    botId: 3,
    network: 'ethereum',
    pair: 'ETH/USDT',
    pool: 'Uniswap V3 0,05 %',
    openedAt: '2026-11-20T08:00:00Z',
    status: 'OPEN',
    ticks: { lower: -201_000, upper: -200_100 },
    liquidityUSD: 30_000,
    feesUSD: 158.9,
    unrealizedPnL: -420.6,
    realizedPnL: 0,
  },
  {
    id: 6,
    botId: 4,
    network: 'polygon',
    pair: 'MATIC/USDC',
    pool: 'QuickSwap V3 0,3 %',
    openedAt: '2026-11-16T19:20:00Z',
    status: 'OPEN',
    ticks: { lower: -6_900, upper: -5_100 },
    liquidityUSD: 5_000,
    feesUSD: 61.25,
    unrealizedPnL: 74.3,
    realizedPnL: 0,
  },
];

/** A position's result: what is realised plus what is still open. */
export function positionPnl(p: Pick<Position, 'unrealizedPnL' | 'realizedPnL'>): number {
  return p.unrealizedPnL + p.realizedPnL;
}

/** ROI = PnL / liquidity × 100; no liquidity means no return to speak of (0, never NaN). */
export function roiPercent(pnl: number, liquidity: number): number {
  if (!Number.isFinite(pnl) || !Number.isFinite(liquidity) || liquidity <= 0) return 0;
  return (pnl / liquidity) * 100;
}

export interface DemoSummary {
  total: number;
  open: number;
  closed: number;
  liquidity: number;
  totalPnl: number;
  fees: number;
  averagePnl: number;
  roi: number;
}

/** Summary tiles, average PnL and portfolio ROI over the given positions. */
export function summarise(positions: readonly Position[]): DemoSummary {
  const open = positions.filter((p) => p.status === 'OPEN').length;
  const liquidity = positions.reduce((s, p) => s + p.liquidityUSD, 0);
  const totalPnl = positions.reduce((s, p) => s + positionPnl(p), 0);
  const fees = positions.reduce((s, p) => s + p.feesUSD, 0);
  return {
    total: positions.length,
    open,
    closed: positions.length - open,
    liquidity,
    totalPnl,
    fees,
    averagePnl: positions.length > 0 ? totalPnl / positions.length : 0,
    roi: roiPercent(totalPnl, liquidity),
  };
}

export function filterPositions(positions: readonly Position[], network: DemoNetworkFilter, status: DemoStatusFilter): Position[] {
  return positions.filter((p) => (network === 'all' || p.network === network) && (status === 'ALL' || p.status === status));
}

export function findPosition(positions: readonly Position[], id: number): Position {
  const found = positions.find((p) => p.id === id);
  if (!found) throw new Error(`Position ${id} not found`);
  return found;
}

/**
 * Closes a position: OPEN → CLOSED, its open result becomes realised. A CLOSED position stays as it
 * is (there is no way back to OPEN); a missing id throws 'Position {id} not found'.
 */
export function closePosition(positions: readonly Position[], id: number): Position[] {
  const target = findPosition(positions, id);
  if (target.status === 'CLOSED') return [...positions];
  return positions.map((p) =>
    p.id === id ? { ...p, status: 'CLOSED' as const, realizedPnL: p.realizedPnL + p.unrealizedPnL, unrealizedPnL: 0 } : p,
  );
}

/** Applies remembered closes (ids) to the sample set, ignoring ids that are not in it. */
export function applyClosed(positions: readonly Position[], closedIds: readonly number[]): Position[] {
  return closedIds.reduce<Position[]>((acc, id) => (acc.some((p) => p.id === id) ? closePosition(acc, id) : acc), [...positions]);
}
