// Gas of the position manager's operations per network, paid in the network's coin and varying
// over the day with congestion. Order-of-magnitude snapshots (2024–2025): gas used per call as
// block explorers show it for Uniswap v3's NonfungiblePositionManager (mint 350–550k, decrease
// 150–200k, collect 120–160k, burn ~60k); gas prices from the networks' gas trackers (Etherscan,
// Arbiscan, Polygonscan, Basescan, BscScan) after EIP-4844 made rollup data cheap; rollups also pay
// for their L1 data, a few cents a transaction.
import { ACCEPTED_MINING_NETWORKS as NETWORKS, isOneOf, type Network } from '../../../src/domain/contracts/values';
import { INTRADAY } from './table';

export type GasOp = 'mint' | 'decrease' | 'collect' | 'burn';

const GAS_UNITS: Record<GasOp, number> = { mint: 450_000, decrease: 170_000, collect: 140_000, burn: 60_000 };

/** Closing a position: take the liquidity out, collect tokens and fees, burn the NFT. */
export const EXIT_OPS: readonly GasOp[] = ['decrease', 'collect', 'burn'];

interface NetworkGas {
  /** Market symbol of the coin gas is paid in. */
  coin: string;
  /** Typical gas price, gwei. */
  gwei: number;
  /** How strongly the price follows the day's activity (0 = flat). */
  swing: number;
  /** L1 data fee of a rollup transaction, USD. */
  l1Usd: number;
}

const NETWORK_GAS: Record<Network, NetworkGas> = {
  ethereum: { coin: 'ETHUSDT', gwei: 6, swing: 1, l1Usd: 0 },
  arbitrum: { coin: 'ETHUSDT', gwei: 0.02, swing: 0.5, l1Usd: 0.02 },
  base: { coin: 'ETHUSDT', gwei: 0.01, swing: 0.5, l1Usd: 0.01 },
  polygon: { coin: 'MATICUSDT', gwei: 40, swing: 0.6, l1Usd: 0 },
  bsc: { coin: 'BNBUSDT', gwei: 1, swing: 0.3, l1Usd: 0 },
};

/** Market symbol of the coin gas is paid in on `network` (an unknown network is read as arbitrum). */
export function gasCoin(network: string): string {
  return NETWORK_GAS[isOneOf(NETWORKS, network) ? network : 'arbitrum'].coin;
}

/**
 * USD cost of `ops` at time `ts` on `network`, with the coin at `coinUsd`; `jitter` in [0, 1)
 * spreads one transaction's price ±20 % around the hour's level.
 */
export function gasUsd(network: Network, ops: readonly GasOp[], ts: number, coinUsd: number, jitter: number): number {
  const g = NETWORK_GAS[network];
  const hour = Math.floor(ts / 3_600_000) % 24;
  const gwei = g.gwei * INTRADAY[network][hour] ** g.swing * (0.8 + 0.4 * jitter);
  let total = 0;
  for (const op of ops) total += GAS_UNITS[op] * gwei * 1e-9 * coinUsd + g.l1Usd;
  return total;
}
