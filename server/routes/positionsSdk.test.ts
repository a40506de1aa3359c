// Served positions against a reference no one here wrote: the official Uniswap v3 SDK, through
// figures it computed once and that are kept as golden cases (sdkGolden.json; sdkGolden.md says
// how to regenerate them). First the pool math the simulator mints and values positions with
// (tick prices, the amounts of a liquidity, the liquidity of amounts, pool units) must give the
// SDK's answers for the same ticks, price and liquidity, on every network and token order (BNB
// Chain's USDT is token0 with 18 decimals, so its ticks run the other way; WBTC has 8 decimals).
// Then every position GET /api/positions serves must agree with that math from its own ticks and
// liquidity, as GET /api/positions/history serves its bounds, amounts and value.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiPosition, MiningPosition } from '../../src/domain/contracts/types';
import { buildApp, type AppContext } from '../app';
import { userById } from '../auth/users';
import { readConfig } from '../config';
import { amountsAt, liquidityForAmounts, type Range } from '../../src/domain/rules/strategies/v3';
import { poolOf, poolUnits, priceAtTick, tickAt, type Pool } from '../sim/pools/pool';
import { normaliseSymbol } from '../sim/prices/symbols';
import { addBot, addStrategy, addUser } from '../sim/testing/fixtures';

/** One golden case: what was given to the SDK, and what it answered. */
interface GoldenCase {
  network: string;
  symbol: string;
  lowerTick: number;
  upperTick: number;
  price: number;
  liquidity: string;
  sdk: { lowerTickPrice: number; upperTickPrice: number; tickAtPrice: number; base: string; quote: string; liquidityOfAmounts: string };
}
const golden = JSON.parse(fs.readFileSync(new URL('./sdkGolden.json', import.meta.url), 'utf8')) as { cases: GoldenCase[] };

const close = (a: number, b: number, rel: number, abs: number) =>
  Math.abs(a - b) <= Math.max(abs, rel * Math.max(Math.abs(a), Math.abs(b)));

/** Liquidity in src/domain/rules/strategies/v3.ts units from the pool's own (uint128) units: pool.ts's convention. */
const v3Units = (pool: Pool, raw: string) => Number(raw) / 10 ** ((pool.base.decimals + pool.quote.decimals) / 2);

/** The range between the prices of two ticks. */
const tickRange = (pool: Pool, a: number, b: number): Range => {
  const [lower, upper] = [priceAtTick(pool, a), priceAtTick(pool, b)].sort((x, y) => x - y);
  return { lower, upper };
};

/** A token's smallest unit: the SDK rounds amounts down to it. */
const unit = (decimals: number) => 10 ** -decimals;

describe('pool math against the Uniswap v3 SDK (golden cases)', () => {
  it.each(golden.cases.map((c) => [`${c.network} ${c.symbol} ${c.lowerTick}..${c.upperTick} at ${c.price}`, c] as const))(
    '%s',
    (_name, c) => {
      const pool = poolOf(c.network, c.symbol);
      expect(close(priceAtTick(pool, c.lowerTick), c.sdk.lowerTickPrice, 1e-9, 0)).toBe(true);
      expect(close(priceAtTick(pool, c.upperTick), c.sdk.upperTickPrice, 1e-9, 0)).toBe(true);
      // the SDK's tick is the last one at or below the price's (fractional) tick
      expect(Math.abs(tickAt(pool, c.price) - (c.sdk.tickAtPrice + 0.5))).toBeLessThanOrEqual(0.5 + 1e-6);

      const range = tickRange(pool, c.lowerTick, c.upperTick);
      const amounts = amountsAt(v3Units(pool, c.liquidity), range, c.price);
      const sdkBase = Number(c.sdk.base);
      const sdkQuote = Number(c.sdk.quote);
      expect(close(amounts.base, sdkBase, 1e-9, unit(pool.base.decimals)), `base ${amounts.base} vs ${sdkBase}`).toBe(true);
      expect(close(amounts.quote, sdkQuote, 1e-9, unit(pool.quote.decimals)), `USDT ${amounts.quote} vs ${sdkQuote}`).toBe(true);

      const minted = poolUnits(pool, liquidityForAmounts({ base: sdkBase, quote: sdkQuote }, range, c.price));
      const sdkMinted = Number(c.sdk.liquidityOfAmounts);
      expect(close(Number(minted), sdkMinted, 1e-9, 0), `liquidity ${minted} vs ${sdkMinted}`).toBe(true);
    },
  );
});

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

describe('served positions against that math', () => {
  it('bounds, amounts and value of every served position follow from its ticks and liquidity', async () => {
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
      // the ticks are the served range
      const range = tickRange(pool, served.lower_tick, served.upper_tick);
      expect(close(range.lower, view.lower_price, 1e-9, 0) && close(range.upper, view.upper_price, 1e-9, 0), `${pool.name} bounds`).toBe(
        true,
      );

      // the amounts of the served liquidity; tolerances: the served figures' rounding (9 and 6
      // decimals), the token's smallest unit and the 16 digits of the served liquidity
      const amounts = amountsAt(v3Units(pool, served.liquidity!), range, view.current_price);
      expect(
        close(view.eth_amount, amounts.base, 5e-9, 1e-9 + unit(pool.base.decimals)),
        `${pool.name} base ${view.eth_amount} vs ${amounts.base}`,
      ).toBe(true);
      expect(
        close(view.usdt_amount, amounts.quote, 5e-9, 1e-6 + unit(pool.quote.decimals)),
        `${pool.name} USDT ${view.usdt_amount} vs ${amounts.quote}`,
      ).toBe(true);
      const value = amounts.base * view.current_price + amounts.quote;
      expect(
        close(view.current_position_value_usd, value, 1e-8, 1e-5 + unit(pool.base.decimals) * view.current_price),
        `${pool.name} value ${view.current_position_value_usd} vs ${value}`,
      ).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
    expect(seen.size).toBe(MARKETS.length);
  });
});
