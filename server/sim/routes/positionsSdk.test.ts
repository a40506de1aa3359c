// Served positions recomputed with a reference no one here wrote: the official Uniswap v3 SDK.
// From each position's ticks (GET /api/positions) and the pool's tokens, the SDK gives the
// liquidity of the served amounts, the amounts of the served liquidity, and so the value; they
// must agree with what GET /api/positions/history serves, on every network (BNB Chain's USDT is
// token0 with 18 decimals, so its ticks run the other way; WBTC has 8 decimals).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Token } from '@uniswap/sdk-core';
import { Pool as SdkPool, Position, TickMath } from '@uniswap/v3-sdk';
import JSBI from 'jsbi';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiPosition, MiningPosition } from '../../../src/domain/types';
import { buildApp, type AppContext } from '../../app';
import { userById } from '../../auth/users';
import { readConfig } from '../../config';
import { poolOf, type Pool } from '../pools/pool';
import { normaliseSymbol } from '../prices/symbols';
import { addBot, addStrategy, addUser } from '../testing/fixtures';

let app: FastifyInstance;
let ctx: AppContext;
let dataDir: string;
let token = '';

const MARKETS = [
  ['arbitrum', 'ETH/USDT'],
  ['ethereum', 'BTC/USDT'],
  ['polygon', 'BTC/USDT'],
  ['base', 'ETH/USDT'],
  ['bsc', 'ETH/USDT'],
  ['bsc', 'BNB/USDT'],
  ['bsc', 'BTC/USDT'],
  ['polygon', 'MATIC/USDT'],
] as const;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-sdk-'));
  ({ app, ctx } = await buildApp({ ...readConfig({}), dataDir, distDir: path.join(dataDir, 'no-dist'), demo: false, logLevel: 'silent' }));
  const user = addUser(ctx.db, 'sdk_trader', 'trader');
  const bots = MARKETS.map(([network, symbol], i) =>
    addBot(ctx.db, user, addStrategy(ctx.db, user, { channel_width: 4 + i, symbol, max_positions: 3 }), true, {
      network,
      symbol,
      initial_investment: 10_000,
    }),
  );
  ctx.sim.backfillDemo({ miningBotIds: bots, hedgeBotIds: [], closedPerUser: 60 });
  token = ctx.auth.startSession(userById(ctx.db, user)!).access_token;
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const get = async (url: string) => {
  const r = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
};

/** A token as the SDK knows it; one with no deployment of note gets an address that sorts before USDT. */
function sdkToken(t: Pool['base'], other: Pool['quote']): Token {
  const stand =
    other.address!.toLowerCase() > '0x0000000000000000000000000000000000000001'
      ? '0x0000000000000000000000000000000000000001'
      : other.address!;
  return new Token(1, t.address ?? stand, t.decimals, t.symbol);
}

/** The pool's √price in Q64.96 at a price in USDT per base (the input side, as a chain would hold it). */
function sqrtPriceX96(pool: Pool, price: number): JSBI {
  const raw = pool.baseIsToken0
    ? price * 10 ** (pool.quote.decimals - pool.base.decimals)
    : (1 / price) * 10 ** (pool.base.decimals - pool.quote.decimals);
  const sqrt = Math.sqrt(raw);
  // 2^96 · √raw with ~16 significant digits, as an integer
  const exponent = Math.floor(Math.log10(sqrt)) - 15;
  const mantissa = BigInt(Math.round(sqrt / 10 ** exponent));
  const q96 = 2n ** 96n;
  const value = exponent >= 0 ? mantissa * 10n ** BigInt(exponent) * q96 : (mantissa * q96) / 10n ** BigInt(-exponent);
  return JSBI.BigInt(value.toString());
}

const close = (a: number, b: number, rel: number, abs: number) =>
  Math.abs(a - b) <= Math.max(abs, rel * Math.max(Math.abs(a), Math.abs(b)));

describe('served positions against the Uniswap v3 SDK', () => {
  it('liquidity, amounts and value of every served position agree with the SDK from its ticks', async () => {
    const list = (await get('/api/positions?status=all&limit=1000')) as ApiPosition[];
    const history = (await get('/api/positions/history?status=all&limit=1000')) as { positions: MiningPosition[] };
    const views = new Map(history.positions.map((v) => [v.token_id, v]));
    const seen = new Set<string>();
    let checked = 0;
    for (const served of list) {
      const view = views.get(served.position_id)!;
      const pool = poolOf(served.network, normaliseSymbol(served.pair)!);
      seen.add(`${pool.network} ${pool.symbol}`);
      expect(served.tick_spacing).toBe(pool.tickSpacing);
      expect(Number.isInteger(served.lower_tick / pool.tickSpacing) && Number.isInteger(served.upper_tick / pool.tickSpacing)).toBe(true);
      // the ticks are the served range: the SDK's price of each tick is a served bound
      const tickPrice = (tick: number) => {
        const raw = (Number(TickMath.getSqrtRatioAtTick(tick).toString()) / 2 ** 96) ** 2;
        const scale = 10 ** (pool.base.decimals - pool.quote.decimals);
        return pool.baseIsToken0 ? raw * scale : scale / raw;
      };
      const bounds = [tickPrice(served.lower_tick), tickPrice(served.upper_tick)].sort((a, b) => a - b);
      expect(close(bounds[0], view.lower_price, 1e-9, 0) && close(bounds[1], view.upper_price, 1e-9, 0), `${pool.name} bounds`).toBe(true);
      const base = sdkToken(pool.base, pool.quote);
      const quote = new Token(1, pool.quote.address!, pool.quote.decimals, 'USDT');
      const [token0, token1] = pool.baseIsToken0 ? [base, quote] : [quote, base];
      expect(token0.sortsBefore(token1)).toBe(true);
      const sqrt = sqrtPriceX96(pool, view.current_price);
      const sdkPool = new SdkPool(token0, token1, Math.round(pool.fee * 1e6), sqrt, 0, TickMath.getTickAtSqrtRatio(sqrt));
      const position = new Position({
        pool: sdkPool,
        liquidity: served.liquidity!,
        tickLower: served.lower_tick,
        tickUpper: served.upper_tick,
      });

      // the amounts of the served liquidity
      const [baseAmount, quoteAmount] = pool.baseIsToken0 ? [position.amount0, position.amount1] : [position.amount1, position.amount0];
      const sdkBase = Number(baseAmount.toExact());
      const sdkQuote = Number(quoteAmount.toExact());
      // tolerances: the served figures' rounding (9 and 6 decimals), the token's own smallest unit (the
      // SDK rounds amounts down to it) and the served price's rounding, which moves the SDK's sqrt price
      // (a CI run saw 2.3e-9 relative on WBTC/USDT, over a 1e-9 bound)
      const unit = (decimals: number) => 10 ** -decimals;
      expect(
        close(view.eth_amount, sdkBase, 5e-9, 1e-9 + unit(pool.base.decimals)),
        `${pool.name} base ${view.eth_amount} vs ${sdkBase}`,
      ).toBe(true);
      expect(
        close(view.usdt_amount, sdkQuote, 5e-9, 1e-6 + unit(pool.quote.decimals)),
        `${pool.name} USDT ${view.usdt_amount} vs ${sdkQuote}`,
      ).toBe(true);
      // the value those amounts are worth
      const value = sdkBase * view.current_price + sdkQuote;
      expect(
        close(view.current_position_value_usd, value, 1e-8, 1e-5 + unit(pool.base.decimals) * view.current_price),
        `${pool.name} value ${view.current_position_value_usd} vs ${value}`,
      ).toBe(true);

      // the liquidity of the served amounts (where both tokens are held, either one decides)
      const raw = (amount: number, decimals: number) =>
        BigInt(Math.round(amount * 10 ** Math.min(decimals, 9))) * 10n ** BigInt(Math.max(0, decimals - 9));
      const [amount0, amount1] = pool.baseIsToken0
        ? [raw(view.eth_amount, pool.base.decimals), raw(view.usdt_amount, pool.quote.decimals)]
        : [raw(view.usdt_amount, pool.quote.decimals), raw(view.eth_amount, pool.base.decimals)];
      if (amount0 > 0n || amount1 > 0n) {
        const minted = Position.fromAmounts({
          pool: sdkPool,
          tickLower: served.lower_tick,
          tickUpper: served.upper_tick,
          amount0: amount0.toString(),
          amount1: amount1.toString(),
          useFullPrecision: true,
        });
        const a = Number(minted.liquidity.toString());
        const b = Number(served.liquidity);
        // each served amount is exact to its last digit (9 decimals, 6 for USDT, or the token's unit)
        const precision = (amount: number, decimals: number, shown: number) =>
          amount > 0 ? Math.max(10 ** -Math.min(decimals, shown), 10 ** -decimals) / amount : 0;
        const rel =
          1e-9 + 2 * Math.max(precision(view.eth_amount, pool.base.decimals, 9), precision(view.usdt_amount, pool.quote.decimals, 6));
        expect(close(a, b, rel, 0), `${pool.name} liquidity ${a} vs ${b}`).toBe(true);
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
    expect(seen.size).toBe(MARKETS.length);
  });
});
