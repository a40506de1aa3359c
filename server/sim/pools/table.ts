// The pools the simulated bots provide liquidity to, per network and market: fee tier, tick
// spacing, how much liquidity sits around the price and how it is spread, and how much trades
// through the pool in a day and when.
//
// The figures are order-of-magnitude snapshots (2024–2025), not live data: nothing here reaches
// the internet. They were read from the public pool pages of Uniswap v3 (app.uniswap.org explore,
// per chain: Ethereum, Arbitrum, Polygon, Base) and PancakeSwap v3 on BNB Chain
// (pancakeswap.finance info v3), cross-checked with DefiLlama's DEX volumes and GeckoTerminal's
// pool pages. Fee tiers and tick spacings are the protocols' own (Uniswap v3: 0,05 % → 10,
// 0,3 % → 60, 1 % → 200; PancakeSwap v3: 0,01 % → 1, 0,05 % → 10, 0,25 % → 50, 1 % → 200).
//
// depthUsd is the value of the liquidity within ±2 % of the price (the "2 % depth" of DEX
// analytics); the liquidity is densest at the price and thins out with the distance from it
// (a peak of width peakWidth over a tail of tailShare of the peak), as the pools' liquidity charts
// show. dailyVolumeUsd is swap volume through the pool; it is spread over the day by the
// network's intraday shape below.
import type { Network } from '../../../src/domain/contracts/values';

export interface PoolFigures {
  dex: 'Uniswap v3' | 'PancakeSwap v3';
  /** Fee tier, a fraction of the swapped amount (0.0005 = 0,05 %). */
  fee: number;
  tickSpacing: number;
  /** Value of the liquidity within ±2 % of the price, USD. */
  depthUsd: number;
  /** Width (one standard deviation, a fraction of the price) of the liquidity's peak at the price. */
  peakWidth: number;
  /** Liquidity far from the price, relative to the liquidity at the price. */
  tailShare: number;
  /** Swap volume through the pool per day, USD. */
  dailyVolumeUsd: number;
}

/** A pool row: fee tier, tick spacing, 2 % depth, daily volume, then the shape of its liquidity. */
const row =
  (dex: PoolFigures['dex']) =>
  (fee: number, tickSpacing: number, depthUsd: number, dailyVolumeUsd: number, peakWidth = 0.02, tailShare = 0.2): PoolFigures => ({
    dex,
    fee,
    tickSpacing,
    depthUsd,
    peakWidth,
    tailShare,
    dailyVolumeUsd,
  });
const uni = row('Uniswap v3');
const cake = row('PancakeSwap v3');

/** Pools per network and base token (all quoted in USDT). */
export const POOLS: Record<Network, Record<string, PoolFigures>> = {
  ethereum: {
    ETH: uni(0.0005, 10, 12e6, 120e6, 0.015, 0.15), // WETH/USDT 0,05 %: one of the deepest v3 pools
    BTC: uni(0.003, 60, 3e6, 4e6, 0.04), // WBTC/USDT 0,3 %
    MATIC: uni(0.003, 60, 0.2e6, 0.3e6, 0.05, 0.3),
    ARB: uni(0.003, 60, 0.15e6, 0.3e6, 0.05, 0.3),
    SOL: uni(0.003, 60, 0.1e6, 0.15e6, 0.05, 0.3), // Wormhole SOL
  },
  arbitrum: {
    ETH: uni(0.0005, 10, 4e6, 60e6, 0.012, 0.15), // WETH/USDT 0,05 %
    BTC: uni(0.0005, 10, 1e6, 8e6, 0.015), // WBTC/USDT 0,05 %
    ARB: uni(0.0005, 10, 0.6e6, 6e6, 0.025), // ARB/USDT 0,05 %
  },
  polygon: {
    ETH: uni(0.0005, 10, 0.6e6, 1.5e6, 0.02), // WETH/USDT 0,05 %
    BTC: uni(0.0005, 10, 0.2e6, 0.2e6, 0.03), // WBTC/USDT 0,05 %: thin, little traded
    MATIC: uni(0.0005, 10, 0.5e6, 2e6, 0.025), // WMATIC/USDT 0,05 %
  },
  base: {
    // Base trades WETH and cbBTC mostly against USDC; its USDT pools are small
    ETH: uni(0.0005, 10, 0.4e6, 3e6, 0.02),
    BTC: uni(0.003, 60, 0.15e6, 0.15e6, 0.04),
  },
  bsc: {
    ETH: cake(0.0005, 10, 1.5e6, 15e6, 0.015), // ETH/USDT 0,05 %
    BTC: cake(0.0005, 10, 3e6, 40e6, 0.012), // USDT/BTCB 0,05 %
    BNB: cake(0.0001, 1, 6e6, 150e6, 0.01, 0.15), // USDT/WBNB 0,01 %: PancakeSwap's busiest pool
    MATIC: cake(0.0025, 50, 0.05e6, 0.1e6, 0.05, 0.3),
  },
};

/**
 * A market with no pool of note on a network (BNB on Arbitrum, ADA anywhere but BNB Chain, …) is
 * simulated as a thin pool of the network's default DEX at its middle fee tier: a bot can be
 * configured there, and the figures then say how little such a pool pays.
 */
export function thinPool(network: Network): PoolFigures {
  return network === 'bsc' ? cake(0.0025, 50, 30e3, 20e3, 0.05, 0.3) : uni(0.003, 60, 30e3, 20e3, 0.05, 0.3);
}

/**
 * Share of a day's volume traded in each UTC hour (relative, mean 1). DEX volume follows the
 * centralised exchanges it arbitrages against: lowest in the Asian night, rising with the
 * European morning, highest when US markets open (13–16 UTC); BNB Chain's users trade earlier
 * (Asian hours). After Kaiko's and the exchanges' published studies of intraday crypto volume.
 */
const GLOBAL_HOURS = [
  0.8, 0.72, 0.66, 0.62, 0.62, 0.66, 0.74, 0.86, 0.98, 1.04, 1.06, 1.08, 1.14, 1.3, 1.45, 1.5, 1.42, 1.3, 1.18, 1.08, 1.0, 0.95, 0.9, 0.85,
];
const ASIA_HOURS = [
  1.15, 1.25, 1.3, 1.3, 1.25, 1.2, 1.15, 1.1, 1.05, 1.0, 0.95, 0.92, 0.92, 1.0, 1.08, 1.1, 1.02, 0.92, 0.85, 0.8, 0.78, 0.8, 0.9, 1.05,
];

const normalised = (hours: number[]) => {
  const mean = hours.reduce((a, b) => a + b, 0) / hours.length;
  return hours.map((h) => h / mean);
};

export const INTRADAY: Record<Network, readonly number[]> = {
  ethereum: normalised(GLOBAL_HOURS),
  arbitrum: normalised(GLOBAL_HOURS),
  polygon: normalised(GLOBAL_HOURS),
  base: normalised(GLOBAL_HOURS),
  bsc: normalised(ASIA_HOURS),
};
