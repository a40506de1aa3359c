// Performance of a hedge bot (docs/product.md §3): its shorts and the liquidity channel it runs.
import type Database from 'better-sqlite3';
import type { HedgeBotPerformance } from '../../../src/domain/types';
import type { Engine } from '../engine/engine';
import type { HedgeRow } from '../engine/rows';

const round = (v: number, d = 4) => Math.round(v * 10 ** d) / 10 ** d;

/**
 * total_short_income: the shorts' PnL after exchange fees (realised, or marked to the price);
 * total_overflow_income: fees and incentives the bot's channel earned from the liquidity flowing
 * through it; total_income: both; total_trades: shorts plus channel positions.
 */
export function hedgePerformance(
  db: Database.Database,
  engine: Engine,
  botId: number,
  now: number,
): HedgeBotPerformance & { bot_stats: Record<string, number> } {
  const hedges = db.prepare('SELECT * FROM sim_hedges WHERE bot_id = ?').all(botId) as HedgeRow[];
  let short = 0;
  let leverage = 0;
  let active = 0;
  for (const h of hedges) {
    short += engine.hedgeView(h).income_module;
    leverage += h.leverage;
    if (engine.hedges.has(h.position_id)) active++;
  }
  const lp = db
    .prepare(
      `SELECT COUNT(*) AS n, COALESCE(SUM(fees_usd + rewards_usd), 0) AS fees, COALESCE(SUM(pnl_usd), 0) AS pnl FROM sim_positions WHERE bot_id = ? AND status = 'closed'`,
    )
    .get(botId) as { n: number; fees: number; pnl: number };
  let overflow = lp.fees;
  let lpPnl = lp.pnl;
  const open = engine.openOf(botId);
  for (const r of open) {
    overflow += r.fees_usd + r.rewards_usd;
    lpPnl += engine.view(r, now).pnl;
  }
  return {
    hedge_performance: {
      total_positions: hedges.length,
      active_positions: active,
      total_income: round(overflow + short),
      total_overflow_income: round(overflow),
      total_short_income: round(short),
      average_leverage: hedges.length > 0 ? round(leverage / hedges.length, 2) : 0,
    },
    bot_stats: {
      total_trades: hedges.length + lp.n + open.length,
      channel_positions: lp.n + open.length,
      open_channel_positions: open.length,
      channel_pnl: round(lpPnl, 2),
    },
  };
}
