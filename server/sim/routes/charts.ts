// /api/bots/:id/charts/prices: the bot's pair as price points and candles.
import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../auth/guard';
import { INTERVALS, type Interval } from '../prices/candles';
import { normaliseSymbol, slashSymbol } from '../prices/symbols';
import type { SimInternals } from '../engine/simulator';
import { enumOf, id, int, ownAnyBot, params, query, userOf } from './schemas';

export function registerChartRoutes(app: FastifyInstance, db: Database.Database, inner: SimInternals): void {
  app.get(
    '/api/bots/:id/charts/prices',
    {
      onRequest: requirePermission('bot:read'),
      schema: { params: params({ id }), querystring: query({ interval: enumOf(INTERVALS), limit: int(1, 1000) }) },
    },
    async (request) => {
      const { id: botId } = request.params as { id: number };
      const q = request.query as { interval?: Interval; limit?: number };
      ownAnyBot(db, botId, userOf(request));
      const row = (db.prepare('SELECT symbol FROM bots WHERE bot_id = ?').get(botId) ??
        db.prepare('SELECT symbol FROM hedge_bots WHERE bot_id = ?').get(botId)) as { symbol: string };
      const symbol = normaliseSymbol(row.symbol) ?? 'ETHUSDT';
      const interval = q.interval ?? '15m';
      const candles = inner.market.series(symbol)!.candles(interval, q.limit ?? 120);
      return {
        symbol: slashSymbol(symbol),
        interval,
        current_price: inner.market.price(symbol),
        prices: candles.map((c) => ({ timestamp: c.timestamp, price: c.close })),
        candles,
      };
    },
  );
}
