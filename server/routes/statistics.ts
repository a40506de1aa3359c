// Statistics computed from positions: per bot list, positions, system, flat metrics.
import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../auth/guard';
import { networkRisk } from '../../src/domain/rules/mining/botRisk';
import type { SimInternals } from '../sim/engine/simulator';
import { periodStarts } from '../sim/stats/figures';
import { SYMBOLS } from '../sim/prices/symbols';
import { API } from '../../src/domain/contracts/api';
import { ownedAnyBot, scopeOf, userOf } from '../http/ownership';
import { serve } from '../http/serve';

const round = (v: number, d = 2) => Math.round(v * 10 ** d) / 10 ** d;

export function registerStatisticsRoutes(app: FastifyInstance, db: Database.Database, inner: SimInternals): void {
  const read = { onRequest: requirePermission('bot:read') };
  const { figures, engine, market } = inner;
  /** Running bots (mining and hedge) of one user, as the engine's own count does for all. */
  const runningBotsOf = (userId: number): number =>
    (
      db
        .prepare(
          "SELECT (SELECT count(*) FROM bots WHERE user_id = ? AND running = 1) + (SELECT count(*) FROM hedge_bots WHERE user_id = ? AND status = 'running') AS n",
        )
        .get(userId, userId) as { n: number }
    ).n;

  serve(app, API.botStatistics, read, async (request) => {
    const userId = scopeOf(userOf(request));
    const bots = (
      userId === null
        ? db.prepare('SELECT bot_id, running, network FROM bots').all()
        : db.prepare('SELECT bot_id, running, network FROM bots WHERE user_id = ?').all(userId)
    ) as { bot_id: number; running: number; network: string }[];
    const now = inner.now();
    const s = { profitable: 0, unprofitable: 0, LOW: 0, MEDIUM: 0, HIGH: 0, sharpe: 0, daily: 0, mtd: 0, running: 0 };
    for (const b of bots) {
      const f = figures.bot(b.bot_id, now);
      if (f.total_pnl > 0) s.profitable++;
      else if (f.total_pnl < 0) s.unprofitable++;
      s[networkRisk(b.network)]++;
      s.sharpe += f.sharpe;
      s.daily += f.daily_pnl;
      s.mtd += f.mtd_pnl;
      if (b.running) s.running++;
    }
    return {
      total_bots: bots.length,
      running_bots: s.running,
      totalBots: bots.length,
      activeBots: s.running,
      profitableBots: s.profitable,
      unprofitableBots: s.unprofitable,
      lowRiskBots: s.LOW,
      mediumRiskBots: s.MEDIUM,
      highRiskBots: s.HIGH,
      averageSharpe: bots.length > 0 ? round(s.sharpe / bots.length, 3) : 0,
      totalDailyPnL: round(s.daily),
      totalMTDPnL: round(s.mtd),
    };
  });

  serve(app, API.positionsStatistics, read, async (request) => {
    const q = request.query;
    const user = userOf(request);
    if (q.bot_id !== undefined) ownedAnyBot(db, q.bot_id, user);
    const now = inner.now();
    const scope = { userId: scopeOf(user), botId: q.bot_id ?? null };
    const sys = figures.system(scope, now);
    // the week of weekly_pnl and of the overview's win rate: today and the six days before, from 00:00 UTC
    const weekStart = periodStarts(now).week;
    const week = figures.earnedSince(scope, weekStart);
    return {
      ...figures.positions(scope, now),
      // for the statistics tab: PnL per pair and DeFi figures; fees are swap fees, rewards apart
      by_pair: figures.byPair(scope, now),
      total_liquidity: sys.total_liquidity,
      total_fees: sys.total_fees,
      total_rewards: sys.total_rewards,
      weekly_fees: week.fees,
      weekly_rewards: week.rewards,
      week_start: new Date(weekStart).toISOString(),
      daily_pnl: sys.daily_pnl,
      open_impermanent_loss_usd: figures.openImpermanentLoss(scope, now),
    };
  });

  serve(app, API.systemStatistics, read, async (request) => figures.system({ userId: scopeOf(userOf(request)) }, inner.now()));

  serve(app, API.metrics, read, async (request) => {
    const userId = scopeOf(userOf(request));
    const now = inner.now();
    const scope = { userId };
    const sys = figures.system(scope, now);
    const pos = figures.positions(scope, now);
    let hedgesActive = 0;
    for (const h of engine.hedges.values()) if (userId === null || h.user_id === userId) hedgesActive++;
    const metrics: Record<string, number> = {
      positions_total: pos.total_positions,
      positions_open: pos.active_positions,
      positions_closed: pos.closed_positions,
      pnl_total_usd: sys.total_pnl,
      pnl_daily_usd: sys.daily_pnl,
      pnl_weekly_usd: sys.weekly_pnl,
      pnl_monthly_usd: sys.monthly_pnl,
      fees_total_usd: sys.total_fees,
      liquidity_total_usd: sys.total_liquidity,
      volume_total_usd: pos.total_volume,
      win_rate_percent: sys.win_rate,
      average_roi_percent: pos.average_roi,
      hedges_active: hedgesActive,
      bots_running: userId === null ? engine.runningCount() : runningBotsOf(userId),
    };
    // Figures of the whole platform (every user's bots, the simulator's load) are the admin's only.
    if (userId === null) {
      Object.assign(metrics, {
        sim_ticks: engine.stats.ticks,
        sim_tick_avg_ms: engine.stats.ticks > 0 ? round(engine.stats.tickMsTotal / engine.stats.ticks, 3) : 0,
        sim_live_messages: engine.stats.published,
        sim_speed: inner.speed,
        uptime_seconds: Math.floor((now - inner.startedAt) / 1000 / inner.speed),
      });
    }
    for (const s of SYMBOLS) metrics[`price_${s.symbol}`] = market.price(s.symbol);
    return metrics;
  });
}
