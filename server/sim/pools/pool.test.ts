import { describe, expect, it } from 'vitest';
import { amountsAt } from '../../../src/domain/rules/strategies/v3';
import { gasCoin, gasUsd, EXIT_OPS } from './gas';
import { parseIncentives, programmeFor } from './incentives';
import { activeLiquidity, poolOf, poolUnits, priceAtTick, relativeDensity, snapRange, stepVolumeUsd, swapCostUsd, tickAt } from './pool';
import { INTRADAY, POOLS } from './table';

describe('pool ticks', () => {
  it('WETH/USDT on Arbitrum: WETH (18) is token0, USDT (6) token1, so 2 850 USDT is tick −196 769', () => {
    const pool = poolOf('arbitrum', 'ETHUSDT');
    expect(pool.baseIsToken0).toBe(true);
    expect(pool.tickSpacing).toBe(10);
    // price of token0 in token1's smallest units: 2850 · 10^6 / 10^18
    expect(Math.round(tickAt(pool, 2850))).toBe(Math.round(Math.log(2850e-12) / Math.log(1.0001)));
    expect(Math.round(tickAt(pool, 2850))).toBe(-196769);
    expect(priceAtTick(pool, -196780)).toBeCloseTo(1.0001 ** -196780 * 1e12, 6);
    expect(priceAtTick(pool, Math.round(tickAt(pool, 3000)))).toBeCloseTo(3000, 0);
  });

  it('USDT/WBNB on BNB Chain: USDT is token0 (its address sorts first), both 18 decimals, a higher tick is a lower price', () => {
    const pool = poolOf('bsc', 'BNBUSDT');
    expect(pool.baseIsToken0).toBe(false);
    expect(pool.fee).toBe(0.0001);
    expect(pool.tickSpacing).toBe(1);
    expect(tickAt(pool, 500)).toBeGreaterThan(tickAt(pool, 600));
    expect(priceAtTick(pool, Math.round(tickAt(pool, 580)))).toBeCloseTo(580, 1);
    expect(pool.name).toBe('PancakeSwap v3 USDT/WBNB 0,01 % (bsc)');
  });

  it('a range goes onto the grid: ticks are multiples of the spacing, bounds the ticks’ prices, lower below upper', () => {
    for (const [network, symbol] of [
      ['arbitrum', 'ETHUSDT'],
      ['bsc', 'BTCUSDT'],
      ['ethereum', 'BTCUSDT'],
      ['polygon', 'ADAUSDT'],
    ] as const) {
      const pool = poolOf(network, symbol);
      const r = snapRange(pool, { lower: 2880, upper: 3120 });
      expect(Number.isInteger(r.lowerTick / pool.tickSpacing) && Number.isInteger(r.upperTick / pool.tickSpacing)).toBe(true);
      expect(r.lowerTick).toBeLessThan(r.upperTick);
      expect(r.lower).toBeLessThan(r.upper);
      const prices = [priceAtTick(pool, r.lowerTick), priceAtTick(pool, r.upperTick)].sort((a, b) => a - b);
      expect(r.lower).toBe(prices[0]);
      expect(r.upper).toBe(prices[1]);
      // within half a spacing of what was asked
      expect(Math.abs(r.lower / 2880 - 1)).toBeLessThan(pool.tickSpacing * 0.0001);
    }
    // the narrowest range is one spacing wide
    const pool = poolOf('ethereum', 'BTCUSDT');
    const narrow = snapRange(pool, { lower: 65000, upper: 65001 });
    expect(narrow.upperTick - narrow.lowerTick).toBe(60);
  });

  it('liquidity in the pool units: × 10^((decimals0 + decimals1) / 2)', () => {
    expect(poolUnits(poolOf('arbitrum', 'ETHUSDT'), 1234.5)).toBe(1_234_500_000_000_000n);
    expect(poolUnits(poolOf('bsc', 'BNBUSDT'), 2)).toBe(2n * 10n ** 18n);
    expect(poolUnits(poolOf('polygon', 'BTCUSDT'), 1)).toBe(10_000_000n);
  });
});

describe('pool depth, volume and swaps', () => {
  it('the liquidity at the price holds the table’s 2 % depth, spread as a peak, not flat', () => {
    const pool = poolOf('arbitrum', 'ETHUSDT');
    const price = 3000;
    const l = activeLiquidity(pool, price);
    // value of thin slices of the profile within ±2 %, by the v3 amounts of each slice
    let value = 0;
    const step = 0.0001;
    for (let x = -Math.log(1.02); x < Math.log(1.02) - 1e-12; x += step) {
      const range = { lower: price * Math.exp(x), upper: price * Math.exp(x + step) };
      const a = amountsAt(l * relativeDensity(pool, x + step / 2), range, price);
      value += a.base * price + a.quote;
    }
    expect(value / pool.depthUsd).toBeCloseTo(1, 2);
    expect(relativeDensity(pool, 0)).toBe(1);
    expect(relativeDensity(pool, 0.05)).toBeLessThan(0.5);
  });

  it('a step’s volume follows the day: busier when US markets open than in the Asian night', () => {
    const pool = poolOf('arbitrum', 'ETHUSDT');
    const day = Date.UTC(2026, 0, 5);
    const at = (hour: number) => stepVolumeUsd(pool, day + hour * 3_600_000, 3600, 1);
    expect(at(15)).toBeGreaterThan(2 * at(3));
    let sum = 0;
    for (let h = 0; h < 24; h++) sum += at(h);
    expect(sum).toBeCloseTo(pool.dailyVolumeUsd, -1);
    for (const hours of Object.values(INTRADAY)) expect(hours.reduce((a, b) => a + b, 0) / 24).toBeCloseTo(1, 10);
  });

  it('a swap pays the fee tier plus an impact that grows with its size and with a thinner pool', () => {
    const deep = poolOf('ethereum', 'ETHUSDT');
    const thin = poolOf('polygon', 'BTCUSDT');
    const small = swapCostUsd(deep, 3000, 1000, true);
    expect(small.fee).toBeCloseTo(1000 * deep.fee, 10);
    expect(small.impact).toBeGreaterThan(0);
    expect(small.impact).toBeLessThan(0.01);
    const big = swapCostUsd(deep, 3000, 1_000_000, true);
    expect(big.impact / 1_000_000).toBeGreaterThan((10 * small.impact) / 1000);
    expect(swapCostUsd(thin, 65000, 1000, false).impact).toBeGreaterThan(swapCostUsd(poolOf('bsc', 'BTCUSDT'), 65000, 1000, false).impact);
    expect(swapCostUsd(deep, 3000, 0, true)).toEqual({ fee: 0, impact: 0 });
  });

  it('every network lists its two main markets; a market with no pool of note is a thin one', () => {
    for (const network of ['arbitrum', 'ethereum', 'polygon', 'base', 'bsc'] as const) {
      expect(POOLS[network].ETH).toBeDefined();
      expect(POOLS[network].BTC).toBeDefined();
    }
    const thin = poolOf('arbitrum', 'BNBUSDT');
    expect(thin.depthUsd).toBeLessThan(poolOf('bsc', 'BNBUSDT').depthUsd / 100);
    expect(thin.base.address).toBeNull();
  });
});

describe('gas', () => {
  it('per call and network, at the hour’s price: Ethereum costs dollars, rollups cents', () => {
    const noon = Date.UTC(2026, 0, 5, 15);
    const night = Date.UTC(2026, 0, 5, 3);
    const mint = gasUsd('ethereum', ['mint'], noon, 3000, 0.5);
    expect(mint).toBeGreaterThan(3);
    expect(mint).toBeLessThan(40);
    expect(gasUsd('arbitrum', ['mint'], noon, 3000, 0.5)).toBeLessThan(0.2);
    expect(gasUsd('polygon', ['mint'], noon, 0.7, 0.5)).toBeLessThan(0.05);
    expect(gasUsd('bsc', ['mint'], noon, 580, 0.5)).toBeLessThan(1);
    // closing is three calls; busy hours cost more than quiet ones
    expect(gasUsd('ethereum', EXIT_OPS, noon, 3000, 0.5)).toBeGreaterThan(mint * 0.6);
    expect(mint).toBeGreaterThan(gasUsd('ethereum', ['mint'], night, 3000, 0.5) * 1.5);
    expect(gasCoin('polygon')).toBe('MATICUSDT');
    expect(gasCoin('bsc')).toBe('BNBUSDT');
    expect(gasCoin('base')).toBe('ETHUSDT');
  });
});

describe('incentive programmes', () => {
  it('none unless configured; a configured one names a network, a pair and a daily amount', () => {
    expect(parseIncentives(undefined)).toEqual({ programmes: [], rejected: 0 });
    const parsed = parseIncentives(
      '[{"network":"arbitrum","pair":"ARB/USDT","usd_per_day":2000},{"network":"mars","pair":"ETH/USDT","usd_per_day":1}]',
    );
    expect(parsed.programmes).toEqual([{ network: 'arbitrum', symbol: 'ARBUSDT', usdPerDay: 2000 }]);
    expect(parsed.rejected).toBe(1);
    expect(parseIncentives('not json').rejected).toBe(1);
    expect(programmeFor(parsed.programmes, 'arbitrum', 'ARBUSDT')?.usdPerDay).toBe(2000);
    expect(programmeFor(parsed.programmes, 'arbitrum', 'ETHUSDT')).toBeNull();
  });
});
