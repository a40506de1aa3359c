// Tables the simulator owns: candles, liquidity positions (of mining and hedge bots) and hedge
// shorts. Applied after the core migrations (server/db/migrations.ts) by server/db/open.ts.
// Times are epoch milliseconds (`*_ms`).
import type Database from 'better-sqlite3';

/** Same shape as server/db/migrate.ts `Migration`. */
export interface SimMigration {
  id: string;
  up(db: Database.Database): void;
}

export const simMigrations: SimMigration[] = [
  {
    id: '1001_sim',
    up(db) {
      db.exec(`
        CREATE TABLE sim_candles (
          symbol TEXT NOT NULL,
          res TEXT NOT NULL CHECK (res IN ('1m','1h')),
          ts INTEGER NOT NULL,
          open REAL NOT NULL, high REAL NOT NULL, low REAL NOT NULL, close REAL NOT NULL,
          volume REAL NOT NULL,
          PRIMARY KEY (symbol, res, ts)
        ) WITHOUT ROWID;

        -- A concentrated-liquidity position. Everything shown about it is derived from these
        -- columns and a price (the exit price once closed). bot_kind 'hedge' = a hedge bot's channel.
        CREATE TABLE sim_positions (
          token_id INTEGER PRIMARY KEY AUTOINCREMENT,
          bot_id INTEGER NOT NULL,
          bot_kind TEXT NOT NULL CHECK (bot_kind IN ('mining','hedge')),
          user_id INTEGER NOT NULL,
          strategy_id INTEGER,
          symbol TEXT NOT NULL,
          network TEXT NOT NULL,
          status TEXT NOT NULL CHECK (status IN ('open','closed')),
          opened_ms INTEGER NOT NULL,
          updated_ms INTEGER NOT NULL,
          closed_ms INTEGER,
          entry_price REAL NOT NULL,
          last_price REAL NOT NULL,
          exit_price REAL,
          lower_price REAL NOT NULL,
          upper_price REAL NOT NULL,
          stop_upper REAL NOT NULL,
          stop_lower REAL NOT NULL,
          liquidity REAL NOT NULL,
          invested_usd REAL NOT NULL,
          fees_usd REAL NOT NULL DEFAULT 0,
          rewards_usd REAL NOT NULL DEFAULT 0,
          in_range_sec REAL NOT NULL DEFAULT 0,
          lp_expenses_usd REAL NOT NULL DEFAULT 0,
          exit_reason TEXT,
          pnl_usd REAL
        );
        CREATE INDEX sim_positions_user ON sim_positions(user_id, bot_kind, status, closed_ms);
        CREATE INDEX sim_positions_bot ON sim_positions(bot_id, status, closed_ms);
        CREATE INDEX sim_positions_open ON sim_positions(status) WHERE status = 'open';

        -- A short perpetual: a hedge of an LP position (token_id) or one opened on a hedge bot.
        CREATE TABLE sim_hedges (
          position_id INTEGER PRIMARY KEY AUTOINCREMENT,
          bot_id INTEGER NOT NULL,
          user_id INTEGER NOT NULL,
          token_id INTEGER REFERENCES sim_positions(token_id) ON DELETE CASCADE,
          symbol TEXT NOT NULL,
          status TEXT NOT NULL CHECK (status IN ('active','closed')),
          price_open REAL NOT NULL,
          price_close REAL,
          leverage REAL NOT NULL,
          amount_usdt REAL NOT NULL,
          compensation_percent REAL NOT NULL,
          tp_price REAL NOT NULL,
          sl_price REAL NOT NULL,
          fees_usd REAL NOT NULL DEFAULT 0,
          pnl_usd REAL,
          exit_reason TEXT,
          created_ms INTEGER NOT NULL,
          closed_ms INTEGER
        );
        CREATE INDEX sim_hedges_bot ON sim_hedges(bot_id, status);
        CREATE INDEX sim_hedges_token ON sim_hedges(token_id);
      `);
    },
  },
  {
    id: '1002_sim_history_index',
    up(db) {
      // History across all of an admin's (or everyone's) mining bots filters by kind and status.
      db.exec('CREATE INDEX sim_positions_kind ON sim_positions(bot_kind, status, closed_ms)');
    },
  },
  {
    id: '1003_sim_hedge_limit',
    up(db) {
      // Manual hedge opens once ignored max_hedge_positions (issue 19): close each bot's newest
      // shorts beyond its limit, at their entry price (no PnL is invented for them).
      // (A database of the simulator alone, as its market tests open, has no hedge bots to limit.)
      if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'hedge_bots'").get()) return;
      const now = Date.now();
      db.prepare(
        `UPDATE sim_hedges SET status = 'closed', price_close = price_open, pnl_usd = 0, exit_reason = 'limit_cleanup', closed_ms = ?
        WHERE position_id IN (
          SELECT h.position_id FROM sim_hedges h JOIN hedge_bots b ON b.bot_id = h.bot_id
          WHERE h.status = 'active' AND (
            SELECT count(*) FROM sim_hedges o WHERE o.bot_id = h.bot_id AND o.status = 'active' AND o.position_id < h.position_id
          ) >= b.max_hedge_positions
        )`,
      ).run(now);
    },
  },
  {
    id: '1004_sim_pools_costs_margin',
    up(db) {
      // Issue 21: ticks on the pool's grid, gas and swap costs apart, day-start marks for the
      // daily PnL; margin, funding and partial buy-backs of hedges. Rewards are paid only by a
      // configured incentive programme, and none was: the flat 10 % once added is taken back out.
      db.exec(`
        ALTER TABLE sim_positions ADD COLUMN lower_tick INTEGER;
        ALTER TABLE sim_positions ADD COLUMN upper_tick INTEGER;
        ALTER TABLE sim_positions ADD COLUMN gas_usd REAL NOT NULL DEFAULT 0;
        ALTER TABLE sim_positions ADD COLUMN swap_cost_usd REAL NOT NULL DEFAULT 0;
        ALTER TABLE sim_positions ADD COLUMN day_mark_ms INTEGER;
        ALTER TABLE sim_positions ADD COLUMN day_mark_pnl REAL NOT NULL DEFAULT 0;
        UPDATE sim_positions SET gas_usd = lp_expenses_usd;
        UPDATE sim_positions SET pnl_usd = pnl_usd - rewards_usd, rewards_usd = 0 WHERE rewards_usd <> 0;
        ALTER TABLE sim_hedges ADD COLUMN margin_usd REAL NOT NULL DEFAULT 0;
        ALTER TABLE sim_hedges ADD COLUMN funding_usd REAL NOT NULL DEFAULT 0;
        ALTER TABLE sim_hedges ADD COLUMN realised_usd REAL NOT NULL DEFAULT 0;
        ALTER TABLE sim_hedges ADD COLUMN funded_ms INTEGER NOT NULL DEFAULT 0;
        UPDATE sim_hedges SET margin_usd = amount_usdt / MAX(leverage, 1), funded_ms = created_ms;
      `);
    },
  },
  {
    id: '1005_sim_position_day_marks',
    up(db) {
      // A mark at every day's start a position was open through (./engine/marks.ts), the bases of
      // its change over a week and a month too, in place of the one mark of today.
      db.exec(`
        ALTER TABLE sim_positions ADD COLUMN marks TEXT NOT NULL DEFAULT '{}';
        UPDATE sim_positions SET marks = json_object(CAST((day_mark_ms / 86400000) * 86400000 AS TEXT), day_mark_pnl) WHERE day_mark_ms IS NOT NULL;
        ALTER TABLE sim_positions DROP COLUMN day_mark_ms;
        ALTER TABLE sim_positions DROP COLUMN day_mark_pnl;
      `);
    },
  },
  {
    id: '1006_sim_position_fee_marks',
    up(db) {
      // What a position had earned by each day's start (./engine/marks.ts): a week's fees count
      // when they were earned. Positions stored before have none and count whole, as before.
      db.exec(`ALTER TABLE sim_positions ADD COLUMN fee_marks TEXT NOT NULL DEFAULT '{}';`);
    },
  },
];
