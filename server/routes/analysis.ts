// v2 analysis: technical indicators from the simulated candles, a combined LP + hedge proposal,
// and "on-chain" reads of the simulated pools (price, liquidity).
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../auth/guard';
import { API } from '../../src/domain/contracts/api';
import { HttpError, badRequest } from '../http/errors';
import { serve } from '../http/serve';
import { TEXT as ALL } from '../http/texts';
import { bollinger, ema, rsi, sma, volatilityPercent } from '../sim/math/indicators';
import { amountsAt, liquidityForValue } from '../../src/domain/rules/strategies/v3';
import { activeLiquidity, poolOf, tickAt } from '../sim/pools/pool';
import type { Interval } from '../../src/domain/contracts/values';
import type { Market } from '../sim/prices/market';
import { normaliseSymbol, slashSymbol } from '../sim/prices/symbols';
import type { SimInternals } from '../sim/engine/simulator';

const TEXT = { ...ALL.analysis, unknownSymbol: ALL.market.unknownSymbol };

function round(v: number, d?: number): number;
function round(v: number | null, d?: number): number | null;
function round(v: number | null, d = 6): number | null {
  return v === null ? null : Math.round(v * 10 ** d) / 10 ** d;
}

interface Technical {
  symbol: string;
  interval: Interval;
  price: number;
  candles_used: number;
  sma_20: number | null;
  sma_50: number | null;
  ema_12: number | null;
  ema_26: number | null;
  macd: number | null;
  rsi_14: number | null;
  bollinger: { middle: number; upper: number; lower: number } | null;
  volatility_percent: number;
  trend: 'up' | 'down' | 'sideways';
  signal: 'buy' | 'sell' | 'hold';
}

function technical(market: Market, symbol: string, interval: Interval, limit: number): Technical {
  const closes = market
    .series(symbol)!
    .candles(interval, limit)
    .map((c) => c.close);
  if (closes.length < 30) throw badRequest(TEXT.notEnoughCandles);
  const price = market.price(symbol);
  const s20 = sma(closes, 20);
  const s50 = sma(closes, 50);
  const e12 = ema(closes, 12);
  const e26 = ema(closes, 26);
  const r = rsi(closes, 14);
  const fast = s20 ?? price;
  const slow = s50 ?? fast;
  const trend = fast > slow * 1.002 ? 'up' : fast < slow * 0.998 ? 'down' : 'sideways';
  // oversold in an up-trend buys, overbought in a down-trend sells
  const signal = r !== null && r < 35 && trend !== 'down' ? 'buy' : r !== null && r > 65 && trend !== 'up' ? 'sell' : 'hold';
  const b = bollinger(closes, 20, 2);
  return {
    symbol: slashSymbol(symbol),
    interval,
    price,
    candles_used: closes.length,
    sma_20: round(s20),
    sma_50: round(s50),
    ema_12: round(e12),
    ema_26: round(e26),
    macd: e12 !== null && e26 !== null ? round(e12 - e26) : null,
    rsi_14: round(r, 3),
    bollinger: b ? { middle: round(b.middle)!, upper: round(b.upper)!, lower: round(b.lower)! } : null,
    volatility_percent: round(volatilityPercent(closes), 5)!,
    trend,
    signal,
  };
}

function symbolOf(raw: string): string {
  const s = normaliseSymbol(raw);
  if (!s) throw badRequest(TEXT.unknownSymbol(raw));
  return s;
}

export function registerAnalysisRoutes(app: FastifyInstance, inner: SimInternals): void {
  const { market } = inner;

  serve(app, API.technicalAnalysis, { onRequest: requirePermission('analysis:read') }, async (request) => {
    const b = request.body;
    return technical(market, symbolOf(b.symbol), b.interval ?? '15m', b.limit ?? 120);
  });

  serve(app, API.combinedStrategy, { onRequest: requirePermission('analysis:read') }, async (request) => {
    const b = request.body;
    const symbol = symbolOf(b.symbol);
    const ta = technical(market, symbol, b.interval ?? '1h', 200);
    // the default network's pool (a strategy names no network of its own here)
    const pool = poolOf('arbitrum', symbol);
    const price = ta.price;
    // a channel about two daily standard deviations wide unless one is asked for
    const perBar = ta.volatility_percent;
    const barsPerDay = { '1m': 1440, '5m': 288, '15m': 96, '1h': 24, '4h': 6 }[ta.interval];
    const dailyVol = perBar * Math.sqrt(barsPerDay);
    const width = b.channel_width_percent ?? Math.min(50, Math.max(1, 4 * dailyVol));
    const skew = ta.trend === 'up' ? 60 : ta.trend === 'down' ? 40 : 50;
    const upper = price * (1 + (width * skew) / 100 / 100);
    const lower = price * (1 - (width * (100 - skew)) / 100 / 100);
    const investment = b.investment_usd ?? 1000;
    const l = liquidityForValue(investment, { lower, upper }, price);
    const poolL = activeLiquidity(pool, price);
    const dailyFees = pool.dailyVolumeUsd * pool.fee * (l / (l + poolL));
    const a = amountsAt(l, { lower, upper }, price);
    const compensation = b.compensation_percent ?? (ta.trend === 'down' ? 100 : ta.trend === 'up' ? 50 : 75);
    return {
      symbol: slashSymbol(symbol),
      technical: ta,
      liquidity: {
        lower_price: round(lower),
        upper_price: round(upper),
        channel_width_percent: round(width, 3),
        upper_channel_percent: skew,
        lower_channel_percent: 100 - skew,
        eth_amount: round(a.base, 9),
        usdt_amount: round(a.quote),
        expected_daily_fees_usd: round(dailyFees),
        expected_daily_yield_percent: round((dailyFees / investment) * 100, 5),
      },
      hedge: {
        compensation_percent: compensation,
        amount_usdt: round((a.base * price * compensation) / 100),
        leverage: Math.min(10, Math.max(1, Math.round(20 / width))),
        stop_loss_price: round(upper * 1.002),
        take_profit_price: round(lower * 0.998),
      },
      recommendation: ta.signal === 'sell' ? 'hedge_full' : ta.signal === 'buy' ? 'provide_liquidity' : 'provide_liquidity_with_hedge',
    };
  });

  const symbolOfPool = (raw: string, error: (s: string) => string) => {
    let text = raw;
    try {
      text = decodeURIComponent(raw);
    } catch {
      /* already decoded by the router */
    }
    const s = normaliseSymbol(text.replace(/^W(?=ETH)/i, ''));
    if (!s) throw new HttpError(404, error(raw));
    return s;
  };

  serve(app, API.tokenPrice, { onRequest: requirePermission('bot:read') }, async (request) => {
    const token = request.params.token;
    const symbol = symbolOfPool(token, TEXT.unknownToken);
    return {
      token: token.toUpperCase(),
      symbol: slashSymbol(symbol),
      price: market.price(symbol),
      source: 'simulated_uniswap_v3_pool',
      timestamp: new Date(inner.now()).toISOString(),
    };
  });

  serve(app, API.poolLiquidity, { onRequest: requirePermission('bot:read') }, async (request) => {
    const pool = request.params.pool;
    const symbol = symbolOfPool(pool, TEXT.unknownPool);
    const p = poolOf('arbitrum', symbol);
    const price = market.price(symbol);
    const l = activeLiquidity(p, price);
    // the tokens of the liquidity within ±2 % of the price (its density there taken as at the price)
    const a = amountsAt(l, { lower: price / 1.02, upper: price * 1.02 }, price);
    return {
      pool: p.name,
      symbol: slashSymbol(symbol),
      fee_tier: p.fee,
      price,
      tick: Math.floor(tickAt(p, price)),
      liquidity: l,
      token0_amount: p.baseIsToken0 ? a.base : a.quote,
      token1_amount: p.baseIsToken0 ? a.quote : a.base,
      tvl_usd: round(p.depthUsd, 2),
      volume_24h_usd: round(p.dailyVolumeUsd, 2),
      timestamp: new Date(inner.now()).toISOString(),
    };
  });
}
