// /market/*: exchange-shaped feeds fed by the simulated prices. The primary answers in a
// `{code: 0, msg, data}` envelope and can be made to fail (503 `{code: 50001}`) by env
// MARKET_PRIMARY_FAIL=1 or PUT /api/admin/market; the fallback has a plain price-ticker/klines shape.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requirePermission } from '../../auth/guard';
import { HttpError } from '../../errors';
import type { Candle } from '../../../src/domain/types';
import { INTERVAL_MS, INTERVALS, type Interval } from '../prices/candles';
import type { Market } from '../prices/market';
import { normaliseSymbol, SYMBOLS } from '../prices/symbols';
import type { SimInternals } from '../engine/simulator';
import { body, enumOf, int, query, str, TEXT } from './schemas';

const klinesQuery = query({ symbol: str(20, 1), interval: enumOf(INTERVALS), limit: int(1, 1000) });

function symbolOrThrow(raw: string): string {
  const s = normaliseSymbol(raw);
  if (!s) throw new HttpError(400, TEXT.unknownSymbol(raw));
  return s;
}

const fixed = (market: Market, symbol: string, v: number) => v.toFixed(market.spec(symbol)!.priceDecimals + 2);

export function registerMarketRoutes(app: FastifyInstance, inner: SimInternals): void {
  const { market } = inner;
  const failing = (reply: FastifyReply) => reply.code(503).send({ code: 50001, msg: TEXT.primaryDown, detail: TEXT.primaryDown });

  const candles = (q: { symbol?: string; interval?: Interval; limit?: number }): { symbol: string; interval: Interval; list: Candle[] } => {
    const symbol = symbolOrThrow(q.symbol ?? 'ETHUSDT');
    const interval = q.interval ?? '15m';
    return { symbol, interval, list: market.series(symbol)!.candles(interval, q.limit ?? 100) };
  };

  app.get(
    '/market/primary/ticker/24hr',
    { schema: { querystring: query({ symbols: str(400), symbol: str(20) }) } },
    async (request, reply) => {
      if (inner.primaryFail) return failing(reply);
      const q = request.query as { symbols?: string; symbol?: string };
      const raw = q.symbols ?? q.symbol;
      const list = raw
        ? raw
            .replace(/[[\]"]/g, '')
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
            .map(symbolOrThrow)
        : SYMBOLS.map((s) => s.symbol);
      const now = Date.now();
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
      return { code: 0, msg: 'success', data };
    },
  );

  app.get('/market/primary/klines', { schema: { querystring: klinesQuery } }, async (request, reply) => {
    if (inner.primaryFail) return failing(reply);
    const { symbol, list } = candles(request.query as never);
    return {
      code: 0,
      msg: 'success',
      data: list.map((c) => [
        c.timestamp,
        fixed(market, symbol, c.open),
        fixed(market, symbol, c.high),
        fixed(market, symbol, c.low),
        fixed(market, symbol, c.close),
        c.volume.toFixed(4),
      ]),
    };
  });

  app.get('/market/fallback/api/v3/ticker/price', { schema: { querystring: query({ symbol: str(20, 1) }) } }, async (request) => {
    const q = request.query as { symbol?: string };
    if (q.symbol) {
      const symbol = symbolOrThrow(q.symbol);
      return { symbol, price: fixed(market, symbol, market.price(symbol)) };
    }
    return SYMBOLS.map((s) => ({ symbol: s.symbol, price: fixed(market, s.symbol, market.price(s.symbol)) }));
  });

  app.get('/market/fallback/api/v3/klines', { schema: { querystring: klinesQuery } }, async (request) => {
    const { symbol, interval, list } = candles(request.query as never);
    const ms = INTERVAL_MS[interval];
    return list.map((c) => [
      c.timestamp,
      fixed(market, symbol, c.open),
      fixed(market, symbol, c.high),
      fixed(market, symbol, c.low),
      fixed(market, symbol, c.close),
      c.volume.toFixed(4),
      c.timestamp + ms - 1,
    ]);
  });

  app.put(
    '/api/admin/market',
    {
      onRequest: requirePermission('admin:write'),
      schema: { querystring: query(), body: body({ primary_fail: { type: 'boolean' } }, ['primary_fail']) },
    },
    async (request) => {
      inner.primaryFail = (request.body as { primary_fail: boolean }).primary_fail;
      return { primary_fail: inner.primaryFail };
    },
  );

  // For the benchmark (issue 9): extra position updates per second to watched bots.
  app.put(
    '/api/sim/flood',
    { onRequest: requirePermission('admin:write'), schema: { querystring: query(), body: body({ rate: int(0, 100_000) }, ['rate']) } },
    async (request) => {
      inner.setFlood((request.body as { rate: number }).rate);
      return { rate: inner.floodRate };
    },
  );
}
