// /market/*: exchange-shaped feeds fed by the simulated prices. The primary answers in a
// `{code: 0, msg, data}` envelope and can be made to fail (503 `{code: 50001}`) by env
// MARKET_PRIMARY_FAIL=1 or PUT /api/admin/market; the fallback has a plain price-ticker/klines shape.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requirePermission } from '../auth/guard';
import type { Candle } from '../../src/domain/contracts/types';
import type { Interval } from '../../src/domain/contracts/values';
import { INTERVAL_MS } from '../sim/prices/candles';
import type { Market } from '../sim/prices/market';
import { normaliseSymbol, SYMBOLS } from '../sim/prices/symbols';
import type { SimInternals } from '../sim/engine/simulator';
import { API } from '../../src/domain/contracts/api';
import { badRequest } from '../http/errors';
import { serve } from '../http/serve';
import { TEXT } from '../http/texts';

function symbolOrThrow(raw: string): string {
  const s = normaliseSymbol(raw);
  if (!s) throw badRequest(TEXT.market.unknownSymbol(raw));
  return s;
}

const fixed = (market: Market, symbol: string, v: number) => v.toFixed(market.spec(symbol)!.priceDecimals + 2);

export function registerMarketRoutes(app: FastifyInstance, inner: SimInternals): void {
  const { market } = inner;
  const failing = (reply: FastifyReply) =>
    reply.code(503).send({ code: 50001, msg: TEXT.market.primaryDown, detail: TEXT.market.primaryDown });

  const candles = (q: { symbol?: string; interval?: Interval; limit?: number }): { symbol: string; interval: Interval; list: Candle[] } => {
    const symbol = symbolOrThrow(q.symbol ?? 'ETHUSDT');
    const interval = q.interval ?? '15m';
    return { symbol, interval, list: market.series(symbol)!.candles(interval, q.limit ?? 100) };
  };

  serve(app, API.primaryTickers, {}, async (request, reply) => {
    if (inner.primaryFail) return failing(reply);
    const q = request.query;
    const raw = q.symbols ?? q.symbol;
    const list = raw
      ? raw
          .replace(/[[\]"]/g, '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .map(symbolOrThrow)
      : SYMBOLS.map((s) => s.symbol);
    const now = inner.now();
    const data = list.map((symbol) => {
      const t = market.ticker24h(symbol, now)!;
      return {
        symbol,
        lastPrice: fixed(market, symbol, t.last),
        openPrice: fixed(market, symbol, t.open),
        highPrice: fixed(market, symbol, t.high),
        lowPrice: fixed(market, symbol, t.low),
        priceChangePercent: (((t.last - t.open) / t.open) * 100).toFixed(2),
        volume: t.volume.toFixed(4),
        quoteVolume: t.quoteVolume.toFixed(2),
      };
    });
    return { code: 0 as const, msg: 'success', data };
  });

  serve(app, API.primaryKlines, {}, async (request, reply) => {
    if (inner.primaryFail) return failing(reply);
    const { symbol, list } = candles(request.query);
    return {
      code: 0 as const,
      msg: 'success',
      data: list.map((c): [number, string, string, string, string, string] => [
        c.timestamp,
        fixed(market, symbol, c.open),
        fixed(market, symbol, c.high),
        fixed(market, symbol, c.low),
        fixed(market, symbol, c.close),
        c.volume.toFixed(4),
      ]),
    };
  });

  serve(app, API.fallbackPrice, {}, async (request) => {
    const q = request.query;
    if (q.symbol) {
      const symbol = symbolOrThrow(q.symbol);
      return { symbol, price: fixed(market, symbol, market.price(symbol)) };
    }
    return SYMBOLS.map((s) => ({ symbol: s.symbol, price: fixed(market, s.symbol, market.price(s.symbol)) }));
  });

  serve(app, API.fallbackKlines, {}, async (request) => {
    const { symbol, interval, list } = candles(request.query);
    const ms = INTERVAL_MS[interval];
    return list.map((c): [number, string, string, string, string, string, number] => [
      c.timestamp,
      fixed(market, symbol, c.open),
      fixed(market, symbol, c.high),
      fixed(market, symbol, c.low),
      fixed(market, symbol, c.close),
      c.volume.toFixed(4),
      c.timestamp + ms - 1,
    ]);
  });

  serve(app, API.marketSwitch, { onRequest: requirePermission('admin:write') }, async (request) => {
    inner.primaryFail = request.body.primary_fail;
    return { primary_fail: inner.primaryFail };
  });

  // For the benchmark (issue 9): extra position updates per second to watched bots.
  serve(app, API.flood, { onRequest: requirePermission('admin:write') }, async (request) => {
    inner.setFlood(request.body.rate);
    return { rate: inner.floodRate };
  });
}
