import { describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../config';
import { LiveHub } from '../../live/hub';
import { addBot, addHedgeBot, addStrategy, addUser, testDb } from '../testing/fixtures';
import { createSimulator, simInternals } from './simulator';

describe('demo back-fill', () => {
  it('writes weeks of history quickly: ≥ 200 closed and ≥ 3 open positions per user, hedges on some', () => {
    const db = testDb();
    const users = ['trader', 'admin'].map((u) => addUser(db, u, u));
    const mining: number[] = [];
    const hedge: number[] = [];
    for (const u of users) {
      const s1 = addStrategy(db, u, { channel_width: 5 });
      const s2 = addStrategy(db, u, { channel_width: 12 });
      mining.push(addBot(db, u, s1, true), addBot(db, u, s2, false));
      hedge.push(addHedgeBot(db, u, true));
    }
    const sim = createSimulator({ db, hub: new LiveHub(), config: { simSpeed: 1 } as ServerConfig }, { seed: 3 });
    const t = performance.now();
    sim.backfillDemo({ miningBotIds: mining, hedgeBotIds: hedge, closedPerUser: 220 });
    const ms = performance.now() - t;
    sim.start();
    sim.stop();
    expect(ms).toBeLessThan(3000);
    for (const u of users) {
      const c = db
        .prepare(
          `SELECT
        SUM(status = 'closed') AS closed, SUM(status = 'open') AS open, MIN(opened_ms) AS first,
        SUM(exit_reason = 'upper_stop_losss') AS up, SUM(exit_reason = 'lower_stop_loss') AS down,
        SUM(exit_reason = 'manual') AS manual, SUM(exit_reason = 'system_restart_cleanup') AS restart
        FROM sim_positions WHERE user_id = ? AND bot_kind = 'mining'`,
        )
        .get(u) as Record<string, number>;
      expect(c.closed).toBeGreaterThanOrEqual(200);
      expect(c.open).toBeGreaterThanOrEqual(3);
      expect(Date.now() - c.first).toBeGreaterThan(7 * 86_400_000);
      expect(c.up).toBeGreaterThan(10);
      expect(c.down).toBeGreaterThan(10);
      expect(c.manual).toBeGreaterThan(0);
      expect(c.restart).toBeGreaterThan(0);
      const hedged = db
        .prepare(
          `SELECT COUNT(DISTINCT h.token_id) AS n FROM sim_hedges h JOIN sim_positions p ON p.token_id = h.token_id WHERE p.user_id = ? AND p.bot_kind = 'mining'`,
        )
        .get(u) as { n: number };
      expect(hedged.n).toBeGreaterThan(0);
      expect(hedged.n).toBeLessThan(c.closed);
    }
    // the open ones are live in the engine, not cleaned up by start()
    const inner = simInternals(sim);
    expect(inner.engine.openOf(mining[0]).length).toBeGreaterThanOrEqual(3);
    expect(inner.engine.openOf(mining[1])).toHaveLength(0);
    const figures = sim.botFigures(mining[0]);
    expect(figures.total_trades).toBeGreaterThan(50);
    expect(figures.win_rate).toBeGreaterThan(0);
    expect(figures.last_active).not.toBeNull();
    // a restart cleans the open ones up and re-mints them: the demo keeps its open positions
    const again = createSimulator({ db, hub: new LiveHub(), config: { simSpeed: 1 } as ServerConfig }, { seed: 4 });
    again.start();
    again.stop();
    expect(simInternals(again).engine.openOf(mining[0]).length).toBeGreaterThanOrEqual(3);
    const cleaned = db
      .prepare("SELECT COUNT(*) AS n FROM sim_positions WHERE bot_id = ? AND exit_reason = 'system_restart_cleanup' AND closed_ms >= ?")
      .get(mining[0], Date.now() - 60_000) as { n: number };
    expect(cleaned.n).toBeGreaterThanOrEqual(3);
  });
});
