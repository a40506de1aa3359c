// Figures computed from the positions: realised results from SQLite, unrealised from the open
// positions the engine holds. Scopes: one bot, one user (admin: everyone).
import type Database from 'better-sqlite3';
import type { MiningPosition, PositionsStatistics, SystemStatistics } from '../../../src/domain/contracts/types';
import type { BotFigures } from '../contract';
import { DAY_MS, dayStart, monthStart } from '../engine/days';
import type { Engine } from '../engine/engine';
import type { PositionRow } from '../engine/rows';
import { changeSince, earnedSince } from '../engine/marks';
import { winRatePercent } from './winRate';

export interface Scope {
  userId: number | null;
  botId?: number | null;
}

const round = (v: number, d = 6) => Math.round(v * 10 ** d) / 10 ** d;

/**
 * Where the figures' periods start, each at a day's start (00:00 UTC) so the open positions' marks
 * are their bases: today, the week (today and the six days before), the last 30 days (today and
 * the 29 before) and the month so far.
 */
export function periodStarts(now: number): { day: number; week: number; days30: number; month: number } {
  const day = dayStart(now);
  return { day, week: day - 6 * DAY_MS, days30: day - 29 * DAY_MS, month: monthStart(now) };
}

/** Sharpe ratio (annualised) of daily results relative to `capital`; 0 with fewer than 2 days. */
export function sharpeOfDaily(daily: number[], capital: number): number {
  if (daily.length < 2 || capital <= 0) return 0;
  const r = daily.map((v) => v / capital);
  const mean = r.reduce((a, b) => a + b, 0) / r.length;
  const sd = Math.sqrt(r.reduce((a, b) => a + (b - mean) ** 2, 0) / (r.length - 1));
  return sd > 0 ? (mean / sd) * Math.sqrt(365) : 0;
}

/**
 * SQL: the sum of what positions closed since the period start `@param` made since then: their
 * result less their mark at that day's start (../engine/marks.ts changeSince, for closed rows), all
 * of it for one opened since, or without that mark. The key is cast: better-sqlite3 binds numbers
 * as REAL, which would print as '….0'.
 */
const closedSince = (param: string) =>
  `COALESCE(SUM(CASE WHEN closed_ms >= @${param} THEN pnl_usd - CASE WHEN opened_ms < @${param} THEN CASE WHEN json_valid(marks) THEN COALESCE(json_extract(marks, '$."' || CAST(@${param} AS INTEGER) || '"'), 0) ELSE 0 END ELSE 0 END END),0)`;

export class Figures {
  private readonly s;

  constructor(
    private readonly db: Database.Database,
    private readonly engine: Engine,
  ) {
    this.s = {
      botClosed:
        db.prepare(`SELECT COUNT(*) AS n, COALESCE(SUM(pnl_usd),0) AS pnl, COALESCE(SUM(pnl_usd > 0),0) AS wins, COALESCE(AVG(invested_usd),0) AS avg_size,
        ${closedSince('day')} AS daily, ${closedSince('month')} AS mtd
        FROM sim_positions WHERE bot_id = @bot AND status = 'closed'`),
      botLast: db.prepare('SELECT MAX(updated_ms) AS last FROM sim_positions WHERE bot_id = ?'),
      botDaily: db.prepare(
        `SELECT closed_ms / ${DAY_MS} AS day, SUM(pnl_usd) AS pnl FROM sim_positions WHERE bot_id = ? AND status = 'closed' AND closed_ms >= ? GROUP BY day ORDER BY day`,
      ),
    };
  }

  /**
   * Open positions' figures: unrealised result and its change since the start of each period (the
   * base is the result marked then, ../engine/marks.ts; a position opened within the period counts
   * whole), value, swap fees, rewards, and the impermanent loss against holding what was deposited.
   */
  private openPnl(rows: PositionRow[], now: number) {
    const starts = periodStarts(now);
    const out = { pnl: 0, today: 0, week: 0, days30: 0, month: 0, value: 0, fees: 0, rewards: 0, il: 0, views: [] as MiningPosition[] };
    for (const r of rows) {
      const v = this.engine.view(r, now);
      out.views.push(v);
      out.pnl += v.pnl;
      out.today += changeSince(r, v.pnl, starts.day);
      out.week += changeSince(r, v.pnl, starts.week);
      out.days30 += changeSince(r, v.pnl, starts.days30);
      out.month += changeSince(r, v.pnl, starts.month);
      out.value += v.current_position_value_usd;
      out.fees += v.earned_fees;
      out.rewards += v.liquidity_rewards_usd;
      out.il += v.impermanent_loss_usd ?? 0;
    }
    return out;
  }

  /** Open positions in a scope (mining bots only unless a bot is named). */
  openRows(scope: Scope): PositionRow[] {
    const out: PositionRow[] = [];
    for (const p of this.engine.open.values()) {
      if (scope.botId != null ? p.bot_id !== scope.botId : p.bot_kind !== 'mining') continue;
      if (scope.userId !== null && p.user_id !== scope.userId) continue;
      out.push(p);
    }
    return out;
  }

  bot(botId: number, now: number): BotFigures {
    const starts = periodStarts(now);
    const c = this.s.botClosed.get({ bot: botId, day: starts.day, month: starts.month }) as {
      n: number;
      pnl: number;
      wins: number;
      avg_size: number;
      daily: number;
      mtd: number;
    };
    const open = this.openPnl(this.engine.openOf(botId), now);
    const daily = this.s.botDaily.all(botId, now - 90 * DAY_MS) as { day: number; pnl: number }[];
    const series: number[] = [];
    if (daily.length > 0) {
      const byDay = new Map(daily.map((d) => [d.day, d.pnl]));
      for (let d = daily[0].day; d <= daily[daily.length - 1].day; d++) series.push(byDay.get(d) ?? 0);
    }
    const last = (this.s.botLast.get(botId) as { last: number | null }).last;
    return {
      total_pnl: round(c.pnl + open.pnl, 2),
      daily_pnl: round(c.daily + open.today, 2),
      mtd_pnl: round(c.mtd + open.month, 2),
      win_rate: round(winRatePercent(c.wins, c.n) ?? 0, 2),
      total_trades: c.n,
      avg_trade_size: round(c.avg_size, 2),
      sharpe: round(sharpeOfDaily(series, c.avg_size > 0 ? c.avg_size : 1), 3),
      last_active: last !== null ? new Date(last).toISOString() : null,
    };
  }

  private where(scope: Scope, alias = ''): { sql: string; params: Record<string, number> } {
    const parts: string[] = [];
    const params: Record<string, number> = {};
    if (scope.botId != null) {
      parts.push(`${alias}bot_id = @bot`);
      params.bot = scope.botId;
    } else parts.push(`${alias}bot_kind = 'mining'`);
    if (scope.userId !== null) {
      parts.push(`${alias}user_id = @user`);
      params.user = scope.userId;
    }
    return { sql: parts.join(' AND '), params };
  }

  positions(scope: Scope, now: number): PositionsStatistics {
    const w = this.where(scope);
    const c = this.db
      .prepare(
        `SELECT COUNT(*) AS n, COALESCE(SUM(pnl_usd),0) AS pnl, COALESCE(SUM(pnl_usd > 0),0) AS wins,
      COALESCE(SUM(invested_usd),0) AS volume, COALESCE(AVG(pnl_usd / invested_usd * 100),0) AS roi
      FROM sim_positions WHERE ${w.sql} AND status = 'closed'`,
      )
      .get(w.params) as { n: number; pnl: number; wins: number; volume: number; roi: number };
    const openRows = this.openRows(scope);
    const open = this.openPnl(openRows, now);
    const openVolume = openRows.reduce((a, r) => a + r.invested_usd, 0);
    return {
      total_positions: c.n + openRows.length,
      active_positions: openRows.length,
      closed_positions: c.n,
      total_pnl: round(c.pnl + open.pnl, 2),
      total_volume: round(c.volume + openVolume, 2),
      average_roi: round(c.roi, 4),
      win_rate: round(winRatePercent(c.wins, c.n) ?? 0, 2),
    };
  }

  system(scope: Scope, now: number): SystemStatistics & { weekly_win_rate: number } {
    const starts = periodStarts(now);
    const w = this.where(scope);
    const c = this.db
      .prepare(
        `SELECT COUNT(*) AS n, COALESCE(SUM(pnl_usd),0) AS pnl, COALESCE(SUM(pnl_usd > 0),0) AS wins, COALESCE(SUM(fees_usd),0) AS fees,
      COALESCE(SUM(rewards_usd),0) AS rewards,
      ${closedSince('d1')} AS d1, ${closedSince('d7')} AS d7, ${closedSince('d30')} AS d30,
      COALESCE(SUM(closed_ms >= @d7),0) AS n7, COALESCE(SUM(closed_ms >= @d7 AND pnl_usd > 0),0) AS wins7
      FROM sim_positions WHERE ${w.sql} AND status = 'closed'`,
      )
      .get({ ...w.params, d1: starts.day, d7: starts.week, d30: starts.days30 }) as {
      n: number;
      pnl: number;
      wins: number;
      fees: number;
      rewards: number;
      d1: number;
      d7: number;
      d30: number;
      n7: number;
      wins7: number;
    };
    const open = this.openPnl(this.openRows(scope), now);
    return {
      total_pnl: round(c.pnl + open.pnl, 2),
      daily_pnl: round(c.d1 + open.today, 2),
      weekly_pnl: round(c.d7 + open.week, 2),
      monthly_pnl: round(c.d30 + open.days30, 2),
      active_positions: open.views.length,
      win_rate: round(winRatePercent(c.wins, c.n) ?? 0, 2),
      total_liquidity: round(open.value, 2),
      total_fees: round(c.fees + open.fees, 4),
      // not in docs/product.md §3's list: the overview's 'за неделю' win rate, rewards apart from fees, and
      // the day daily_pnl counts from
      weekly_win_rate: round(winRatePercent(c.wins7, c.n7) ?? 0, 2),
      total_rewards: round(c.rewards + open.rewards, 4),
      day_start: new Date(dayStart(now)).toISOString(),
      time_zone: 'UTC',
    };
  }

  /** Impermanent loss of the open positions in a scope: value now minus the value of holding the deposit. */
  openImpermanentLoss(scope: Scope, now: number): number {
    return round(this.openPnl(this.openRows(scope), now).il, 2);
  }

  /**
   * Swap fees and, apart, incentive rewards earned since `from` (a day's start, as the week of
   * weekly_pnl) by the positions of a scope, counted when they were earned: what each earned after
   * its fee mark then, all of it for one opened since (../engine/marks.ts earnedSince).
   */
  earnedSince(scope: Scope, from: number): { fees: number; rewards: number } {
    const w = this.where(scope);
    const marked = (i: 0 | 1) =>
      `CASE WHEN opened_ms < @from AND json_valid(fee_marks) THEN COALESCE(json_extract(fee_marks, '$."' || CAST(@from AS INTEGER) || '"[${i}]'), 0) ELSE 0 END`;
    const c = this.db
      .prepare(
        `SELECT COALESCE(SUM(fees_usd - ${marked(0)}),0) AS fees, COALESCE(SUM(rewards_usd - ${marked(1)}),0) AS rewards
        FROM sim_positions WHERE ${w.sql} AND status = 'closed' AND closed_ms >= @from`,
      )
      .get({ ...w.params, from }) as { fees: number; rewards: number };
    let fees = c.fees;
    let rewards = c.rewards;
    for (const r of this.openRows(scope)) {
      const e = earnedSince(r, from);
      fees += e.fees;
      rewards += e.rewards;
    }
    return { fees: round(fees, 4), rewards: round(rewards, 4) };
  }

  /** Per-pair results (for the statistics tab). */
  byPair(scope: Scope, now: number): { symbol: string; positions: number; pnl: number; fees: number; rewards: number }[] {
    const w = this.where(scope);
    const rows = this.db
      .prepare(
        `SELECT symbol, COUNT(*) AS positions, COALESCE(SUM(pnl_usd),0) AS pnl, COALESCE(SUM(fees_usd),0) AS fees, COALESCE(SUM(rewards_usd),0) AS rewards
      FROM sim_positions WHERE ${w.sql} AND status = 'closed' GROUP BY symbol`,
      )
      .all(w.params) as { symbol: string; positions: number; pnl: number; fees: number; rewards: number }[];
    const map = new Map(rows.map((r) => [r.symbol, r]));
    for (const r of this.openRows(scope)) {
      const v = this.engine.view(r, now);
      const e = map.get(r.symbol) ?? { symbol: r.symbol, positions: 0, pnl: 0, fees: 0, rewards: 0 };
      e.positions++;
      e.pnl += v.pnl;
      e.fees += v.earned_fees;
      e.rewards += v.liquidity_rewards_usd;
      map.set(r.symbol, e);
    }
    return [...map.values()].map((r) => ({
      symbol: r.symbol.replace(/USDT$/, '/USDT'),
      positions: r.positions,
      pnl: round(r.pnl, 2),
      fees: round(r.fees, 4),
      rewards: round(r.rewards, 4),
    }));
  }
}
