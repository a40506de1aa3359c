import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { coreMigrations } from '../db/migrations';
import { runMigrations, type Migration } from '../db/migrate';
import { parseMarks } from './engine/marks';
import { simMigrations } from './migrations';

describe('simulator migrations', () => {
  it("carry today's mark of a position stored before the day marks into its marks", () => {
    const db = new Database(':memory:');
    const before = simMigrations.filter((m) => m.id < '1005');
    runMigrations(db, [...coreMigrations, ...(before as Migration[])]);
    const insert = db.prepare(
      `INSERT INTO sim_positions (bot_id, bot_kind, user_id, symbol, network, status, opened_ms, updated_ms, entry_price, last_price,
        lower_price, upper_price, stop_upper, stop_lower, liquidity, invested_usd, day_mark_ms, day_mark_pnl)
       VALUES (1, 'mining', 1, 'ETHUSDT', 'arbitrum', 'open', 0, 0, 3000, 3000, 2900, 3100, 3200, 2800, 1, 1000, ?, ?)`,
    );
    insert.run(Date.UTC(2026, 2, 2, 0, 0, 1), -4.5);
    insert.run(null, 0);
    runMigrations(db, [...coreMigrations, ...(simMigrations as Migration[])]);
    const rows = db.prepare('SELECT * FROM sim_positions ORDER BY token_id').all() as Array<Record<string, unknown>>;
    expect(parseMarks(rows[0].marks as string)).toEqual({ [String(Date.UTC(2026, 2, 2))]: -4.5 });
    expect(parseMarks(rows[1].marks as string)).toEqual({});
    expect('day_mark_ms' in rows[0]).toBe(false);
  });
});
