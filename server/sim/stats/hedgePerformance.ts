// Performance of a hedge bot (docs/product.md §3): its liquidity channel and its shorts. Every figure is
// counted in one place only: a short that hedges one of the owner's mining positions is part of
// that position's result (and of the mining statistics), so it is reported here apart
// (mining_hedge_income) and left out of total_income (docs/decisions/0110-hedge-income-counted-once.md).
import type Database from 'better-sqlite3';
import type { HedgeBotPerformance } from '../../../src/domain/contracts/types';
import type { Engine } from '../engine/engine';
import type { HedgeRow, PositionRow } from '../engine/rows';
import { lpPricePnl } from '../engine/view';

const round = (v: number, d = 4) => Math.round(v * 10 ** d) / 10 ** d;

/**
 * total_overflow_income: fees and incentives the bot's channel earned from the liquidity flowing
 * through it; channel_price_pnl: the channel's price PnL (its value against what was put in),
 * open and closed, after its gas and swap costs; total_short_income: the bot's shorts on its own
 * channel and those opened by hand, after exchange fees and with funding (realised, or marked to
 * the price); total_income: those three. total_trades: shorts plus channel positions.
 */
export function hedgePerformance(
  db: Database.Database,
  engine: Engine,
  botId: number,
  now: number,
): HedgeBotPerformance & { bot_stats: Record<string, number> } {
  const hedges = db.prepare('SELECT * FROM sim_hedges WHERE bot_id = ?').all(botId) as HedgeRow[];
  const miningHedges = new Set(
    (
      db
        .prepare(
          "SELECT h.position_id AS id FROM sim_hedges h JOIN sim_positions p ON p.token_id = h.token_id WHERE h.bot_id = ? AND p.bot_kind = 'mining'",
        )
        .all(botId) as { id: number }[]
    ).map((r) => r.id),
  );
  let short = 0;
  let ofMining = 0;
  let leverage = 0;
  let active = 0;
  for (const h of hedges) {
    const income = engine.hedgeView(h).income_module;
    if (miningHedges.has(h.position_id)) ofMining += income;
    else short += income;
    leverage += h.leverage;
    if (engine.hedges.has(h.position_id)) active++;
  }
  const closed = db.prepare("SELECT * FROM sim_positions WHERE bot_id = ? AND status = 'closed'").all(botId) as PositionRow[];
  let overflow = 0;
  let price = 0;
  let lpPnl = 0;
  for (const r of closed) {
    overflow += r.fees_usd + r.rewards_usd;
    price += lpPricePnl(r, r.exit_price ?? r.last_price);
    lpPnl += r.pnl_usd ?? 0;
  }
  const open = engine.openOf(botId);
  for (const r of open) {
    const v = engine.view(r, now);
    overflow += r.fees_usd + r.rewards_usd;
    price += lpPricePnl(r, v.current_price);
    lpPnl += v.pnl;
  }
  return {
    hedge_performance: {
      total_positions: hedges.length,
      active_positions: active,
      total_income: round(overflow + price + short),
      total_overflow_income: round(overflow),
      channel_price_pnl: round(price),
      total_short_income: round(short),
      mining_hedge_income: round(ofMining),
      average_leverage: hedges.length > 0 ? round(leverage / hedges.length, 2) : 0,
    },
    bot_stats: {
      total_trades: hedges.length + closed.length + open.length,
      channel_positions: closed.length + open.length,
      open_channel_positions: open.length,
      channel_pnl: round(lpPnl, 2),
    },
  };
}
