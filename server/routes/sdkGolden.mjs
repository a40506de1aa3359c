// Regenerates sdkGolden.json: what the official Uniswap v3 SDK answers for positions minted the
// way the simulator mints them. The SDK is not a dependency (its tree pulls in hardhat, ~300 MB);
// install it for this run only and read sdkGolden.md first:
//
//   npm i --no-save @uniswap/v3-sdk@3.31.5 @uniswap/sdk-core@7.19.4 jsbi@3.2.5
//   node --import tsx server/routes/sdkGolden.mjs
//   npm ci   # puts node_modules back as the lock file has it
import fs from 'node:fs';
import { Token } from '@uniswap/sdk-core';
import { Pool as SdkPool, Position, TickMath } from '@uniswap/v3-sdk';
import JSBI from 'jsbi';
import { liquidityForValue } from '../../src/domain/rules/strategies/v3.ts';
import { poolOf, poolUnits, snapRange } from '../sim/pools/pool.ts';

/** The markets the demo and the tests trade: both token orders, 6, 8 and 18 decimals. */
const MARKETS = [
  ['arbitrum', 'ETHUSDT', 3000],
  ['ethereum', 'BTCUSDT', 65000],
  ['polygon', 'BTCUSDT', 65000],
  ['base', 'ETHUSDT', 3000],
  ['bsc', 'ETHUSDT', 3000],
  ['bsc', 'BNBUSDT', 600],
  ['bsc', 'BTCUSDT', 65000],
  ['polygon', 'MATICUSDT', 0.7],
];
/** Half-widths of the channels, and where the price stands against each (inside, off centre, below, above). */
const HALF_WIDTHS = [0.01, 0.04, 0.15];
const PRICE_AT = [(p) => p, (p, w) => p * (1 + w / 2), (p, w) => p * (1 - 2 * w), (p, w) => p * (1 + 2 * w)];
const VALUE_USD = 10_000;

/** A token as the SDK knows it; one with no deployment of note gets an address that sorts before USDT. */
function sdkToken(t, other) {
  const stand =
    other.address.toLowerCase() > '0x0000000000000000000000000000000000000001'
      ? '0x0000000000000000000000000000000000000001'
      : other.address;
  return new Token(1, t.address ?? stand, t.decimals, t.symbol);
}

/** The pool's √price in Q64.96 at a price in USDT per base, as a chain would hold it. */
function sqrtPriceX96(pool, price) {
  const raw = pool.baseIsToken0
    ? price * 10 ** (pool.quote.decimals - pool.base.decimals)
    : (1 / price) * 10 ** (pool.base.decimals - pool.quote.decimals);
  const sqrt = Math.sqrt(raw);
  const exponent = Math.floor(Math.log10(sqrt)) - 15;
  const mantissa = BigInt(Math.round(sqrt / 10 ** exponent));
  const q96 = 2n ** 96n;
  const value = exponent >= 0 ? mantissa * 10n ** BigInt(exponent) * q96 : (mantissa * q96) / 10n ** BigInt(-exponent);
  return JSBI.BigInt(value.toString());
}

/** The SDK's price (USDT per base) of a tick. */
function tickPrice(pool, tick) {
  const raw = (Number(TickMath.getSqrtRatioAtTick(tick).toString()) / 2 ** 96) ** 2;
  const scale = 10 ** (pool.base.decimals - pool.quote.decimals);
  return pool.baseIsToken0 ? raw * scale : scale / raw;
}

const cases = [];
for (const [network, symbol, reference] of MARKETS) {
  const pool = poolOf(network, symbol);
  const base = sdkToken(pool.base, pool.quote);
  const quote = new Token(1, pool.quote.address, pool.quote.decimals, 'USDT');
  const [token0, token1] = pool.baseIsToken0 ? [base, quote] : [quote, base];
  for (const w of HALF_WIDTHS) {
    const range = snapRange(pool, { lower: reference * (1 - w), upper: reference * (1 + w) });
    const liquidity = poolUnits(pool, liquidityForValue(VALUE_USD, range, reference)).toString();
    for (const at of PRICE_AT) {
      const price = at(reference, w);
      const sqrt = sqrtPriceX96(pool, price);
      const sdkPool = new SdkPool(token0, token1, Math.round(pool.fee * 1e6), sqrt, 0, TickMath.getTickAtSqrtRatio(sqrt));
      const position = new Position({ pool: sdkPool, liquidity, tickLower: range.lowerTick, tickUpper: range.upperTick });
      const [baseAmount, quoteAmount] = pool.baseIsToken0 ? [position.amount0, position.amount1] : [position.amount1, position.amount0];
      const minted = Position.fromAmounts({
        pool: sdkPool,
        tickLower: range.lowerTick,
        tickUpper: range.upperTick,
        amount0: position.amount0.quotient.toString(),
        amount1: position.amount1.quotient.toString(),
        useFullPrecision: true,
      });
      cases.push({
        network,
        symbol,
        lowerTick: range.lowerTick,
        upperTick: range.upperTick,
        price,
        liquidity,
        sdk: {
          lowerTickPrice: tickPrice(pool, range.lowerTick),
          upperTickPrice: tickPrice(pool, range.upperTick),
          tickAtPrice: TickMath.getTickAtSqrtRatio(sqrt),
          base: baseAmount.toExact(),
          quote: quoteAmount.toExact(),
          liquidityOfAmounts: minted.liquidity.toString(),
        },
      });
    }
  }
}

const out = new URL('./sdkGolden.json', import.meta.url);
fs.writeFileSync(out, JSON.stringify({ sdk: '@uniswap/v3-sdk@3.31.5, @uniswap/sdk-core@7.19.4', cases }, null, 2) + '\n');
console.info(`${cases.length} cases written to ${out.pathname}`);
