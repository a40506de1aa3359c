import { describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../config';
import { LiveHub } from '../../live/hub';
import { MINUTE } from '../prices/candles';
import { addBot, addHedgeBot, addStrategy, addUser, testDb } from '../testing/fixtures';
import { ladderStepPercent } from './plan';
import type { PositionRow, StrategyRow } from './rows';
import { createSimulator, simInternals } from './simulator';

const config = { simSpeed: 1 } as ServerConfig;

/** The demo's shape: per user three running bots on three pools, one stopped, one hedge bot. */
function demo(seed = 3) {
  const db = testDb();
  const users = ['trader', 'admin'].map((u) => addUser(db, u, u));
  const mining: number[] = [];
  const hedge: number[] = [];
  for (const u of users) {
    const eth = addStrategy(db, u, { channel_width: 8, max_positions: 5, position_size_percent: 20 });
    const btc = addStrategy(db, u, { channel_width: 15, symbol: 'BTC/USDT', position_size_percent: 20 });
    mining.push(
      addBot(db, u, eth, true, { initial_investment: 10_000 }),
      addBot(db, u, btc, false, { symbol: 'BTC/USDT', network: 'polygon', initial_investment: 10_000 }),
      addBot(db, u, btc, true, { symbol: 'BTC/USDT', initial_investment: 10_000 }),
      addBot(db, u, eth, true, { network: 'bsc', initial_investment: 10_000 }),
    );
    hedge.push(addHedgeBot(db, u, true));
  }
  const sim = createSimulator({ db, hub: new LiveHub(), config }, { seed });
  sim.backfillDemo({ miningBotIds: mining, hedgeBotIds: hedge, closedPerUser: 220 });
  return { db, sim, users, mining, hedge };
}

describe('demo back-fill', () => {
  it('writes weeks of history: ≥ 200 closed and ≥ 3 open positions per user, hedges on some', () => {
    const { db, sim, users, mining } = demo();
    sim.start();
    sim.stop();
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
      // a restart does not close what runs on: the history has no invented restarts either
      expect(c.restart).toBe(0);
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
    expect(inner.engine.openOf(mining[0]).length).toBeGreaterThanOrEqual(1);
    expect(inner.engine.openOf(mining[1])).toHaveLength(0);
    const figures = sim.botFigures(mining[0]);
    expect(figures.total_trades).toBeGreaterThan(30);
    expect(figures.win_rate).toBeGreaterThan(0);
    expect(figures.last_active).not.toBeNull();
  });

  it('has no hindsight: entries at the price of their bar, exits at the first price past a stop', () => {
    const { db, sim } = demo(5);
    const inner = simInternals(sim);
    const rows = db.prepare("SELECT * FROM sim_positions WHERE bot_kind = 'mining' ORDER BY token_id").all() as PositionRow[];
    for (const p of rows) {
      // opened at the start of a minute (or, further back, of an hour) at that bar's open
      expect(p.opened_ms % MINUTE).toBe(0);
      expect(p.entry_price).toBe(inner.market.priceAt(p.symbol, p.opened_ms));
      if (p.exit_reason === 'upper_stop_losss') {
        expect(p.exit_price!).toBeGreaterThanOrEqual(p.stop_upper);
        expect(p.exit_price! / p.stop_upper - 1).toBeLessThan(0.002); // a live tick's overshoot, not the bar's high
      }
      if (p.exit_reason === 'lower_stop_loss') {
        expect(p.exit_price!).toBeLessThanOrEqual(p.stop_lower);
        expect(1 - p.exit_price! / p.stop_lower).toBeLessThan(0.002);
      }
    }
    const overshoots = rows.filter((p) => p.exit_reason === 'upper_stop_losss').map((p) => p.exit_price! - p.stop_upper);
    expect(overshoots.filter((o) => o > 0).length).toBe(overshoots.length); // never exactly at the stop
  });

  it('exits every stop inside the high–low of the candle it happened in', () => {
    const { db, sim } = demo(5);
    const inner = simInternals(sim);
    const stops = db
      .prepare("SELECT * FROM sim_positions WHERE exit_reason IN ('upper_stop_losss', 'lower_stop_loss', 'liquidated')")
      .all() as PositionRow[];
    expect(stops.length).toBeGreaterThan(20);
    for (const p of stops) {
      const bar = inner.market
        .path(p.symbol, p.closed_ms! - 3_600_000, p.closed_ms! + 3_600_000)
        .find((b) => b.ts <= p.closed_ms! && p.closed_ms! < b.ts + b.sec * 1000)!;
      expect(p.exit_price!, `#${p.token_id} ${p.exit_reason}`).toBeGreaterThanOrEqual(bar.low);
      expect(p.exit_price!, `#${p.token_id} ${p.exit_reason}`).toBeLessThanOrEqual(bar.high);
    }
  });

  it('follows the ladder rule: a bot never holds two positions within a quarter channel of each other', () => {
    const { db, sim } = demo(7);
    sim.start();
    sim.stop();
    const rows = db.prepare("SELECT * FROM sim_positions WHERE bot_kind = 'mining' ORDER BY opened_ms, token_id").all() as PositionRow[];
    let stacked = 0;
    let laddered = 0;
    for (const p of rows) {
      const strategy = db.prepare('SELECT * FROM strategies WHERE strategy_id = ?').get(p.strategy_id) as StrategyRow;
      const step = ladderStepPercent(strategy, p.entry_price);
      const alongside = rows.filter(
        (o) =>
          o.bot_id === p.bot_id &&
          o.token_id !== p.token_id &&
          o.opened_ms <= p.opened_ms &&
          (o.closed_ms === null || o.closed_ms > p.opened_ms),
      );
      for (const o of alongside) {
        laddered++;
        if ((Math.abs(p.entry_price - o.entry_price) / p.entry_price) * 100 <= step) stacked++;
      }
    }
    expect(laddered).toBeGreaterThan(0);
    expect(stacked).toBe(0);
  });

  it('a restart keeps the running bots’ positions open (they are on-chain) and adds the fees of the gap', () => {
    const { db, sim, mining } = demo();
    sim.start();
    sim.stop();
    const before = simInternals(sim)
      .engine.openOf(mining[0])
      .map((p) => ({ id: p.token_id, fees: p.fees_usd }));
    expect(before.length).toBeGreaterThanOrEqual(1);
    const again = createSimulator({ db, hub: new LiveHub(), config }, { seed: 4, now: () => Date.now() + 3_600_000 });
    again.start();
    again.stop();
    const after = simInternals(again).engine.openOf(mining[0]);
    for (const b of before) {
      const p = after.find((a) => a.token_id === b.id);
      if (!p) continue; // a stop crossed while the server was down closed it on the first tick
      expect(p.status).toBe('open');
      expect(p.fees_usd).toBeGreaterThanOrEqual(b.fees);
    }
    const cleaned = db.prepare("SELECT COUNT(*) AS n FROM sim_positions WHERE exit_reason = 'system_restart_cleanup'").get() as {
      n: number;
    };
    expect(cleaned.n).toBe(0);
  });
});
