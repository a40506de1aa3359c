// /api/bots/:id/charts/prices: the bot's pair as price points and candles.
import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../auth/guard';
import { normaliseSymbol, slashSymbol } from '../sim/prices/symbols';
import type { SimInternals } from '../sim/engine/simulator';
import { API } from '../../src/domain/contracts/api';
import { ownedAnyBot, userOf } from '../http/ownership';
import { serve } from '../http/serve';

export function registerChartRoutes(app: FastifyInstance, db: Database.Database, inner: SimInternals): void {
  serve(app, API.botChart, { onRequest: requirePermission('bot:read') }, async (request) => {
    const { id: botId } = request.params;
    const q = request.query;
    ownedAnyBot(db, botId, userOf(request));
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
  });
}
