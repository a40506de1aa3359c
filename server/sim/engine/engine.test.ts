import { describe, expect, it } from 'vitest';
import type { LiveMessage } from '../../../src/domain/rules/sync/live';
import type { ServerConfig } from '../../config';
import { LiveHub } from '../../live/hub';
import { amountsAt } from '../../../src/domain/rules/strategies/v3';
import { poolOf, priceAtTick } from '../pools/pool';
import { addBot, addHedgeBot, addStrategy, addUser, testDb } from '../testing/fixtures';
import type { SimEvent } from '../contract';
import { historyPage } from '../../routes/positions';
import { createSimulator, simInternals } from './simulator';
import { feeMarkAt, markAt, parseMarks } from './marks';
import { periodStarts } from '../stats/figures';
import { evaluateAlert } from '../../../src/domain/rules/alerts/alertEvaluation';
import { DEFAULT_ALERT_RULES, withRuleDefaults } from '../../../src/domain/rules/alerts/alertRules';
import { composeAlert } from '../../push/compose';

const T0 = Date.UTC(2026, 2, 1, 10, 0, 0);
const config = { simSpeed: 1 } as ServerConfig;

function setup(seed = 11) {
  const db = testDb();
  const hub = new LiveHub();
  let clock = T0;
  const sim = createSimulator({ db, hub, config }, { seed, now: () => clock });
  const inner = simInternals(sim);
  const step = (n: number, dt = 1) => {
    for (let i = 0; i < n; i++) {
      clock += 1000;
      inner.tickAt(clock, dt);
    }
  };
  return { db, hub, sim, inner, step, now: () => clock };
}

describe('engine', () => {
  it('a running bot opens a position per its strategy on the pool ticks, with gas and the swap charged', () => {
    const { db, sim, inner } = setup();
    const user = addUser(db, 'trader');
    const strategy = addStrategy(db, user, { channel_width: 10, position_size_percent: 20 });
    const bot = addBot(db, user, strategy, true, { initial_investment: 2000 });
    sim.start();
    sim.stop();
    const open = inner.engine.openOf(bot);
    expect(open).toHaveLength(1);
    const v = inner.engine.view(open[0], T0);
    expect(v.status).toBe('open');
    expect(v.initial_investment_usd).toBeCloseTo(400, 6);
    expect(v.current_position_value_usd).toBeCloseTo(400, 6);
    // the 10 % channel moved onto the pool's grid (arbitrum WETH/USDT 0,05 %: spacing 10)
    const pool = poolOf('arbitrum', 'ETHUSDT');
    expect(Number.isInteger(v.lower_tick! / pool.tickSpacing)).toBe(true);
    expect(Number.isInteger(v.upper_tick! / pool.tickSpacing)).toBe(true);
    expect(v.lower_tick).toBeLessThan(-190_000); // WETH (18) is token0, USDT (6) token1: ticks of 3000e-12
    expect(v.lower_price).toBeCloseTo(priceAtTick(pool, v.lower_tick!), 9);
    expect(v.upper_price).toBeCloseTo(priceAtTick(pool, v.upper_tick!), 9);
    expect(Math.abs(v.channel_width - 10)).toBeLessThan(0.1);
    expect(v.stop_loss_upper).toBeCloseTo(v.entry_price * 1.04, 6);
    // gas of the mint and the swap of half the deposit into the base token
    expect(v.lp_gas_usd).toBeGreaterThan(0);
    expect(v.lp_swap_cost_usd).toBeGreaterThan(200 * pool.fee * 0.9);
    expect(v.lp_expenses_usd).toBeCloseTo(v.lp_gas_usd! + v.lp_swap_cost_usd!, 6);
    expect(v.channel_type).toBe('balanced_50_50');
    expect(v.needs_rebalancing).toBe(false);
    expect(v.pnl).toBeCloseTo(-v.lp_expenses_usd, 6);
  });

  it('fees accrue while in range and hourly income follows docs/product.md §9', () => {
    const { db, sim, inner, step, now } = setup();
    const user = addUser(db, 'trader');
    const bot = addBot(db, user, addStrategy(db, user, { channel_width: 20 }), true);
    sim.start();
    step(600, 6); // ten wall minutes, an hour of market time
    const [p] = inner.engine.openOf(bot);
    const v = inner.engine.view(p, now());
    expect(v.earned_fees).toBeGreaterThan(0);
    expect(v.estimated_hourly_income_usd).toBeCloseTo(v.earned_fees / (v.duration / 3600), 4);
    expect(v.estimated_daily_income_usd).toBeCloseTo(v.estimated_hourly_income_usd * 24, 4);
    // no incentive programme is configured: swap fees only
    expect(v.liquidity_rewards_usd).toBe(0);
    expect(v.pnl).toBeCloseTo(v.earned_fees + v.mining_price_pnl_usd - v.lp_expenses_usd, 5);
    sim.stop();
  });

  it('positions in one pool share its fees: each earns less beside another than alone', () => {
    const run = (bots: number) => {
      const { db, sim, inner, step } = setup(21);
      const user = addUser(db, 'trader');
      const strategy = addStrategy(db, user, { channel_width: 20, position_size_percent: 100, max_position_size: 5_000_000 });
      const ids = Array.from({ length: bots }, () => addBot(db, user, strategy, true, { initial_investment: 2_000_000 }));
      sim.start();
      step(120, 30);
      sim.stop();
      return ids.map((id) => inner.engine.openOf(id)[0]);
    };
    const [alone] = run(1);
    const [a, b] = run(2);
    expect(a.liquidity).toBeCloseTo(alone.liquidity, 6);
    expect(alone.fees_usd).toBeGreaterThan(0);
    // the same liquidity on the same price path: the same share, smaller than alone
    expect(a.fees_usd).toBeCloseTo(b.fees_usd, 9);
    expect(a.fees_usd).toBeLessThan(alone.fees_usd * 0.999);
  });

  it('pays liquidity rewards only where an incentive programme is configured, apart from the fees', () => {
    const db = testDb();
    let clock = T0;
    const programmes = [{ network: 'arbitrum' as const, symbol: 'ETHUSDT', usdPerDay: 5000 }];
    const sim = createSimulator({ db, hub: new LiveHub(), config }, { seed: 11, now: () => clock, programmes });
    const inner = simInternals(sim);
    const user = addUser(db, 'trader');
    const paid = addBot(db, user, addStrategy(db, user, { channel_width: 20 }), true);
    const unpaid = addBot(db, user, addStrategy(db, user, { channel_width: 20 }), true, { network: 'polygon' });
    sim.start();
    for (let i = 0; i < 120; i++) inner.tickAt((clock += 1000), 30);
    const a = inner.engine.view(inner.engine.openOf(paid)[0], clock);
    const b = inner.engine.view(inner.engine.openOf(unpaid)[0], clock);
    expect(a.liquidity_rewards_usd).toBeGreaterThan(0);
    expect(b.liquidity_rewards_usd).toBe(0);
    expect(a.earned_fees).toBeGreaterThan(0);
    expect(a.pnl).toBeCloseTo(a.earned_fees + a.liquidity_rewards_usd + a.mining_price_pnl_usd - a.lp_expenses_usd, 5);
    sim.stop();
  });

  it('is deterministic for a fixed seed', () => {
    const run = () => {
      const { db, sim, inner, step, now } = setup(99);
      const user = addUser(db, 'trader');
      const bot = addBot(db, user, addStrategy(db, user, { channel_width: 1 }), true);
      sim.start();
      step(300, 30);
      sim.stop();
      const rows = db
        .prepare('SELECT entry_price, exit_price, exit_reason, fees_usd, closed_ms FROM sim_positions WHERE bot_id = ? ORDER BY token_id')
        .all(bot);
      return { rows, open: inner.engine.openOf(bot).map((p) => inner.engine.view(p, now()).pnl) };
    };
    const a = run();
    expect(a.rows.length).toBeGreaterThan(1);
    expect(run()).toEqual(a);
  });

  it('a stop-loss exit closes with the spec exit reason, goes to history and reopens', () => {
    const { db, hub, sim, inner, step } = setup(5);
    const user = addUser(db, 'trader');
    const bot = addBot(
      db,
      user,
      addStrategy(db, user, { channel_width: 0.5, upper_stop_losses_percent: '[60]', lower_stop_losses_percent: '[40]' }),
      true,
    );
    const messages: LiveMessage[] = [];
    hub.subscribe(bot, (m) => messages.push(m));
    sim.start();
    const first = inner.engine.openOf(bot)[0];
    for (let i = 0; i < 2000 && inner.engine.isOpen(first.token_id); i++) step(1, 10);
    sim.stop();
    const row = db.prepare('SELECT * FROM sim_positions WHERE token_id = ?').get(first.token_id) as Record<string, number | string>;
    expect(row.status).toBe('closed');
    expect(['upper_stop_losss', 'lower_stop_loss']).toContain(row.exit_reason);
    const exit = Number(row.exit_price);
    if (row.exit_reason === 'upper_stop_losss') expect(exit).toBeGreaterThanOrEqual(Number(row.stop_upper));
    else expect(exit).toBeLessThanOrEqual(Number(row.stop_lower));
    expect(row.pnl_usd).not.toBeNull();
    const closed = messages.find((m) => m.type === 'position_closed');
    expect(closed && closed.type === 'position_closed' && closed.position.exit_reason).toBe(row.exit_reason);
    expect(closed && closed.type === 'position_closed' && closed.position.exit_price).toBe(exit);
    // reopened per the exit strategy ('current')
    expect(inner.engine.openOf(bot).length).toBeGreaterThanOrEqual(1);
    expect(inner.engine.openOf(bot)[0].token_id).not.toBe(first.token_id);
  });

  it('stop closes with manual; a restart resumes running bots and cleans up only what no bot runs', () => {
    const { db, hub, sim, inner } = setup();
    const user = addUser(db, 'trader');
    const running = addBot(db, user, addStrategy(db, user), true);
    const other = addBot(db, user, addStrategy(db, user), true);
    const orphan = addBot(db, user, addStrategy(db, user), true);
    sim.start();
    const a = inner.engine.openOf(running)[0].token_id;
    const b = inner.engine.openOf(other)[0].token_id;
    const c = inner.engine.openOf(orphan)[0].token_id;
    db.prepare('UPDATE bots SET running = 0, status = ? WHERE bot_id = ?').run('stopped', other);
    sim.botStopped(other, 'manual');
    sim.stop();
    // a bot marked stopped while the server was down: nothing runs its position any more
    db.prepare('UPDATE bots SET running = 0, status = ? WHERE bot_id = ?').run('stopped', orphan);
    const reason = (id: number) =>
      (db.prepare('SELECT exit_reason FROM sim_positions WHERE token_id = ?').get(id) as { exit_reason: string | null }).exit_reason;
    expect(reason(b)).toBe('manual');
    expect(reason(a)).toBeNull();
    // a new process on the same database
    const sim2 = createSimulator({ db, hub, config }, { seed: 11, now: () => T0 + 60_000 });
    sim2.start();
    sim2.stop();
    const inner2 = simInternals(sim2);
    // the running bot's position is on-chain: it goes on, the same token
    expect(reason(a)).toBeNull();
    expect(inner2.engine.openOf(running).map((p) => p.token_id)).toEqual([a]);
    expect(reason(c)).toBe('system_restart_cleanup');
    expect(inner2.engine.openOf(other)).toHaveLength(0);
    expect(inner2.engine.openOf(orphan)).toHaveLength(0);
  });

  it('hedges positions of an owner running an auto-hedge bot, and reports hedge figures', () => {
    const { db, sim, inner, step, now } = setup();
    const user = addUser(db, 'trader');
    const hb = addHedgeBot(db, user, true);
    const bot = addBot(db, user, addStrategy(db, user), true);
    sim.start();
    step(120, 30);
    const [p] = inner.engine.openOf(bot);
    const v = inner.engine.view(p, now());
    expect(v.hedge_info).not.toBeNull();
    expect(v.compensation_percent).toBe(75);
    const atEntry = amountsAt(p.liquidity, { lower: p.lower_price, upper: p.upper_price }, p.entry_price);
    expect(v.hedge_info!.amount_usdt).toBeCloseTo(0.75 * atEntry.base * p.entry_price, 4);
    expect(v.hedge_info!.entry_price).toBe(p.entry_price);
    expect(v.hedge_info!.tp_price).toBeLessThan(p.entry_price);
    expect(v.hedge_info!.sl_price).toBeGreaterThan(p.entry_price);
    expect(v.hedge_fees_usd).toBeGreaterThan(0);
    expect(v.net_price_pnl_usd).toBeCloseTo(v.mining_price_pnl_usd + v.hedge_pnl_usd, 5);
    // the hedge bot runs its own channel too
    expect(inner.engine.openOf(hb)).toHaveLength(1);
    sim.stop();
  });

  it('views of many positions: open ones live, closed hedged ones kept frozen and equal to a fresh view', () => {
    const { db, sim, inner, step, now } = setup();
    const user = addUser(db, 'trader');
    addHedgeBot(db, user, true);
    const bot = addBot(db, user, addStrategy(db, user), true);
    sim.start();
    step(120, 30);
    const [p] = inner.engine.openOf(bot);
    expect(inner.engine.view(p, now()).hedge_info).not.toBeNull();
    const openView = inner.engine.viewsOf([p.token_id], now())[0];
    expect(Object.isFrozen(openView)).toBe(false);
    inner.engine.botStopped(bot, 'manual', now());
    const closedIds = db.prepare("SELECT token_id FROM sim_positions WHERE bot_id = ? AND status = 'closed'").pluck().all(bot) as number[];
    const fresh = (id: number) => inner.engine.view(inner.store.position(id)!, now());
    const first = inner.engine.viewsOf([...closedIds, 999_999], now() + 60_000);
    expect(first).toEqual(closedIds.map(fresh)); // an unknown id is left out
    expect(first.some((v) => v.hedge_info?.status === 'closed')).toBe(true);
    const again = inner.engine.viewsOf(closedIds, now() + 120_000);
    expect(again[0]).toBe(first[0]);
    expect(Object.isFrozen(again[0])).toBe(true);
    expect(() => {
      (again[0] as { pnl: number }).pnl = 0;
    }).toThrow(TypeError);
    // a deleted bot's positions are gone from history, and from the kept views
    inner.engine.botDeleted(bot, now());
    expect(inner.engine.viewsOf(closedIds, now())).toEqual([]);
    sim.stop();
  });

  it('ticks with hundreds of open positions keep every one of them open and valued at the latest price', () => {
    // The tick's cost is measured by `npm run bench -- backend` (tests/bench/simTick.ts), not asserted here.
    const { db, sim, inner, step, now } = setup();
    const user = addUser(db, 'trader');
    const strategy = addStrategy(db, user, { max_positions: 1 });
    for (let i = 0; i < 400; i++) addBot(db, user, strategy, true);
    sim.start();
    expect(inner.engine.open.size).toBe(400);
    step(50);
    expect(inner.engine.open.size).toBe(400);
    const views = [...inner.engine.open.values()].map((row) => inner.engine.view(row, now()));
    const prices = new Set(views.map((v) => v.current_price));
    expect(prices.size).toBe(1);
    sim.stop();
  });

  it('flood mode re-sends position updates to watched bots only', () => {
    const { db, hub, sim, inner } = setup();
    const user = addUser(db, 'trader');
    const watched = addBot(db, user, addStrategy(db, user), true);
    const quiet = addBot(db, user, addStrategy(db, user), true);
    sim.start();
    const got: LiveMessage[] = [];
    hub.subscribe(watched, (m) => got.push(m));
    expect(inner.engine.flood(250, T0)).toBe(250);
    sim.stop();
    expect(got).toHaveLength(250);
    expect(got.every((m) => m.type === 'position_update' && m.bot_id === watched)).toBe(true);
    expect(hub.subscriberCount(quiet)).toBe(0);
  });

  it('reopens with the exit strategy named by the stop (another strategy id)', () => {
    const { db, sim, inner, step } = setup(8);
    const user = addUser(db, 'trader');
    const wide = addStrategy(db, user, { channel_width: 20, max_positions: 1 });
    const narrow = addStrategy(db, user, {
      channel_width: 0.4,
      max_positions: 1,
      exit_strategy_upper: String(wide),
      exit_strategy_lower: String(wide),
    });
    const bot = addBot(db, user, narrow, true);
    sim.start();
    const first = inner.engine.openOf(bot)[0];
    expect(first.strategy_id).toBe(narrow);
    for (let i = 0; i < 3000 && inner.engine.isOpen(first.token_id); i++) step(1, 10);
    sim.stop();
    const [next] = inner.engine.openOf(bot);
    expect(next.strategy_id).toBe(wide);
    expect(Math.abs(((next.upper_price - next.lower_price) / next.entry_price) * 100 - 20)).toBeLessThan(0.1);
  });
});

describe('hedges with margin', () => {
  it('a short past its liquidation price is liquidated: status and exit reason say so, the margin is lost', () => {
    const { db, sim, inner, step } = setup();
    const user = addUser(db, 'trader');
    const hb = addHedgeBot(db, user, true, { auto_hedge: 0, stop_loss_percent: 50 });
    const events: SimEvent[] = [];
    sim.onEvent((e) => events.push(e));
    sim.start();
    // a short entered 20 % below the market at 10×: its liquidation price (≈ +9,5 %) is already behind
    const price = sim.price('ETHUSDT');
    const id = inner.engine.openManualHedge(hb, T0, price * 0.8, 10)!;
    const margin = inner.engine.hedgeRow(id)!.margin_usd;
    step(1);
    const h = inner.engine.hedgeRow(id)!;
    const view = inner.engine.hedgeView(h);
    expect(h.exit_reason).toBe('liquidated');
    expect(view.status).toBe('liquidated');
    // the price loss to the liquidation price and the liquidation fee take the margin; the open fee comes on top
    expect(view.income_module).toBeCloseTo(-margin - h.amount_usdt * 0.0005, 4);
    expect(events.some((e) => e.type === 'hedge_closed' && e.position_id === id && e.reason === 'liquidated')).toBe(true);
    sim.stop();
  });

  it('a liquidated hedge closes the LP position it hedged with exit reason liquidated, found by the history filter', () => {
    const { db, sim, inner, step, now } = setup();
    const user = addUser(db, 'trader');
    addHedgeBot(db, user, true);
    const bot = addBot(db, user, addStrategy(db, user), true);
    const events: SimEvent[] = [];
    sim.onEvent((e) => events.push(e));
    sim.start();
    step(5);
    const [p] = inner.engine.openOf(bot);
    const h = [...inner.engine.hedges.values()].find((x) => x.token_id === p.token_id)!;
    expect(h.margin_usd).toBeCloseTo(h.amount_usdt / h.leverage, 6);
    h.margin_usd = -0.2 * h.amount_usdt; // funding and losses ate the margin
    step(1);
    const row = db.prepare('SELECT status, exit_reason FROM sim_positions WHERE token_id = ?').get(p.token_id);
    expect(row).toEqual({ status: 'closed', exit_reason: 'liquidated' });
    const page = historyPage(db, inner, { userId: user, status: 'liquidated', sort: 'close_time_desc', limit: 25, offset: 0 }, now());
    expect(page.positions.map((v) => v.token_id)).toEqual([p.token_id]);
    expect(page.positions[0].hedge_info?.status).toBe('liquidated');
    expect(events.some((e) => e.type === 'position_closed' && e.token_id === p.token_id && e.reason === 'liquidated')).toBe(true);
    sim.stop();
  });

  it('a price run past its liquidation price liquidates a 10× automatic hedge: history and alert say so', () => {
    const { db, sim, inner, step, now } = setup();
    const user = addUser(db, 'trader');
    // the hedge bot's own stop (12 %) lies past where a 10× short is liquidated (≈ +9,5 %): it is kept as set
    const hb = addHedgeBot(db, user, true, { stop_loss_percent: 12 });
    const bot = addBot(db, user, addStrategy(db, user, { channel_width: 2 }), true);
    const events: SimEvent[] = [];
    sim.onEvent((e) => events.push(e));
    sim.start();
    step(5);
    const [p] = inner.engine.openOf(bot);
    const h = [...inner.engine.hedges.values()].find((x) => x.token_id === p.token_id)!;
    expect(h.bot_id).toBe(hb);
    expect(h.leverage).toBe(10);
    expect(h.sl_price).toBeCloseTo(h.price_open * 1.12, 6);
    const before = inner.engine.view(p, now());
    expect(before.hedge_info!.liquidation_price!).toBeLessThan(h.sl_price);
    expect(before.hedge_info!.liquidation_price!).toBeGreaterThan(p.stop_upper);
    // the margin is capital of the position: its PnL percent is of both
    expect(before.capital_usd).toBeCloseTo(before.initial_investment_usd + h.margin_usd - h.funding_usd, 4);
    expect(before.pnl_percent).toBeCloseTo((before.pnl / before.capital_usd!) * 100, 3);

    // a flash move of +11 % between two ticks: past the LP's stop, the short's liquidation price, not its stop
    inner.market.jump('ETHUSDT', 1.11);
    step(1);
    expect(h.exit_reason).toBe('liquidated');
    const page = historyPage(db, inner, { userId: user, status: 'liquidated', sort: 'close_time_desc', limit: 25, offset: 0 }, now());
    expect(page.positions.map((v) => v.token_id)).toEqual([p.token_id]);
    expect(page.positions[0].exit_reason).toBe('liquidated');
    expect(page.positions[0].hedge_info?.status).toBe('liquidated');
    const closed = events.find(
      (e): e is Extract<SimEvent, { type: 'hedge_closed' }> => e.type === 'hedge_closed' && e.position_id === h.position_id,
    );
    expect(closed?.reason).toBe('liquidated');
    // the alert the owner gets
    const rules = withRuleDefaults({ kinds: { ...DEFAULT_ALERT_RULES.kinds, hedge_stopped: true } });
    const { drafts } = evaluateAlert({ type: 'hedge_position_update', bot_id: hb, position: closed!.position, ts: now() }, rules, {});
    expect(drafts).toHaveLength(1);
    const alert = composeAlert(drafts[0], 'Хедж ETH', 100);
    expect(alert.title).toBe('Хедж ликвидирован: Хедж ETH');
    expect(alert.body).toMatch(/^ETH\/USDT: хедж-позиция #\d+ ликвидирована, цена /);
    sim.stop();
  });

  it('pays or receives funding at each 8-hour mark, and it counts in the position’s result', () => {
    const db = testDb();
    let clock = Date.UTC(2026, 2, 1, 7, 50, 0);
    const sim = createSimulator({ db, hub: new LiveHub(), config }, { seed: 11, now: () => clock });
    const inner = simInternals(sim);
    const user = addUser(db, 'trader');
    addHedgeBot(db, user, true);
    const bot = addBot(db, user, addStrategy(db, user, { channel_width: 30 }), true);
    sim.start();
    const [p] = inner.engine.openOf(bot);
    const h = [...inner.engine.hedges.values()].find((x) => x.token_id === p.token_id)!;
    expect(h.funding_usd).toBe(0);
    for (let i = 0; i < 30; i++) inner.tickAt((clock += 30_000), 30); // across 08:00
    expect(h.funding_usd).not.toBe(0);
    const v = inner.engine.view(p, clock);
    expect(v.hedge_funding_usd).toBeCloseTo(h.funding_usd, 6);
    expect(v.pnl).toBeCloseTo(
      v.earned_fees + v.mining_price_pnl_usd + v.hedge_pnl_usd + v.hedge_funding_usd! - v.lp_expenses_usd - v.hedge_fees_usd,
      5,
    );
    sim.stop();
  });
});

describe('simulated time', () => {
  it('SIM_SPEED changes only the speed: an hour at speed 60 is the hour at speed 1', () => {
    const run = (speed: number) => {
      const db = testDb();
      let wall = T0;
      const sim = createSimulator({ db, hub: new LiveHub(), config: { simSpeed: speed } as ServerConfig }, { seed: 17, now: () => wall });
      const inner = simInternals(sim);
      const user = addUser(db, 'trader');
      const bot = addBot(db, user, addStrategy(db, user, { channel_width: 20 }), true);
      sim.start();
      const start = sim.now();
      // one simulated hour: 3600 wall seconds at speed 1, 60 at speed 60
      for (let i = 0; i < 3600 / speed; i++) {
        wall += 1000;
        inner.tickAt(sim.now(), speed);
      }
      const elapsed = sim.now() - start;
      const v = inner.engine.view(inner.engine.openOf(bot)[0], sim.now());
      const minutes = inner.market.series('ETHUSDT')!.range('1m', start, sim.now()).length;
      sim.stop();
      return { elapsed, v, minutes };
    };
    const slow = run(1);
    const fast = run(60);
    expect(slow.elapsed).toBe(3_600_000);
    expect(fast.elapsed).toBe(3_600_000);
    expect(fast.v.duration).toBe(slow.v.duration);
    expect(fast.v.current_price).toBe(slow.v.current_price);
    expect(fast.v.earned_fees).toBeCloseTo(slow.v.earned_fees, 9);
    expect(fast.v.estimated_hourly_income_usd).toBeCloseTo(slow.v.estimated_hourly_income_usd, 9);
    expect(fast.minutes).toBe(slow.minutes);
  });
});

/**
 * A trader with one running mining bot on its own database, and server processes on it (a second
 * is a restart); the clock moves in steps of `stepSec` simulated seconds until a time.
 */
function daysSetup(start: number, strategy: Record<string, unknown>) {
  const db = testDb();
  const hub = new LiveHub();
  let clock = start;
  const user = addUser(db, 'trader');
  const bot = addBot(db, user, addStrategy(db, user, strategy), true);
  const startServer = () => {
    const sim = createSimulator({ db, hub, config }, { seed: 11, now: () => clock });
    sim.start();
    return { sim, inner: simInternals(sim) };
  };
  const runUntil = (inner: ReturnType<typeof simInternals>, until: number, stepSec: number) => {
    while (clock < until) inner.tickAt((clock += stepSec * 1000), stepSec);
  };
  return { db, user, bot, startServer, runUntil, now: () => clock, setNow: (t: number) => (clock = t) };
}

/** A channel wide enough and a stop far enough that the position stays open for days. */
const WIDE = { channel_width: 60, stop_loss_percent: 50 };

describe('daily figures', () => {
  it('"PnL за день" is what was realised since 00:00 UTC plus the change of the open positions since then', () => {
    const { user, bot, startServer, runUntil, now } = daysSetup(Date.UTC(2026, 2, 1, 23, 50, 0), { channel_width: 30 });
    const { sim, inner } = startServer();
    runUntil(inner, Date.UTC(2026, 2, 2, 0, 10), 30); // across midnight
    const clock = now();
    const [p] = inner.engine.openOf(bot);
    expect(p.opened_ms).toBeLessThan(Date.UTC(2026, 2, 2));
    const mark = markAt(p.marks, Date.UTC(2026, 2, 2));
    expect(mark).not.toBeNull();
    const v = inner.engine.view(p, clock);
    const s = inner.figures.system({ userId: user }, clock);
    expect(s.day_start).toBe('2026-03-02T00:00:00.000Z');
    expect(s.time_zone).toBe('UTC');
    // no close today: only the change since the mark, not the gas paid yesterday at mint
    expect(s.daily_pnl).toBeCloseTo(v.pnl - mark!, 2);
    expect(Math.abs(s.daily_pnl - s.total_pnl)).toBeGreaterThan(0.001);
    expect(s.total_pnl).toBeCloseTo(v.pnl, 2);
    sim.stop();
  });

  it('the week, the 30 days and the month so far count an open position from its mark at their start, not its whole result', () => {
    // opened on 2026-03-02 13:00; the figures read on 2026-03-12, so the week starts on 03-06
    const { db, user, bot, startServer, runUntil, now } = daysSetup(Date.UTC(2026, 2, 2, 13, 0, 0), WIDE);
    const { sim, inner } = startServer();
    // ten days in 10-minute steps: a mark at every day's start
    runUntil(inner, Date.UTC(2026, 2, 12, 12), 600);
    const clock = now();
    const [p] = inner.engine.openOf(bot);
    expect(p.opened_ms).toBe(Date.UTC(2026, 2, 2, 13, 0, 0));
    const v = inner.engine.view(p, clock);
    const week = Date.UTC(2026, 2, 6);
    expect(periodStarts(clock)).toEqual({ day: Date.UTC(2026, 2, 12), week, days30: Date.UTC(2026, 1, 11), month: Date.UTC(2026, 2, 1) });
    expect(Object.keys(parseMarks(p.marks)).map(Number)).toEqual(Array.from({ length: 10 }, (_, i) => Date.UTC(2026, 2, 3 + i)));
    const s = inner.figures.system({ userId: user }, clock);
    const closedThisWeek = db
      .prepare(`SELECT COALESCE(SUM(pnl_usd),0) AS pnl FROM sim_positions WHERE user_id = ? AND status = 'closed' AND closed_ms >= ?`)
      .get(user, week) as { pnl: number };
    expect(s.weekly_pnl).toBeCloseTo(closedThisWeek.pnl + v.pnl - markAt(p.marks, week)!, 2);
    // opened after the 30 days and the month began: there it counts whole
    const closedAll = db
      .prepare(`SELECT COALESCE(SUM(pnl_usd),0) AS pnl FROM sim_positions WHERE user_id = ? AND status = 'closed'`)
      .get(user) as { pnl: number };
    expect(s.monthly_pnl).toBeCloseTo(closedAll.pnl + v.pnl, 2);
    expect(inner.figures.bot(bot, clock).mtd_pnl).toBeCloseTo(closedAll.pnl + v.pnl, 2);
    // and the week's figure is not the whole result
    expect(Math.abs(s.weekly_pnl - s.monthly_pnl)).toBeGreaterThan(0.001);
    // the week's fees over the same week, counted when earned: the open position's since its fee mark
    const earnedBefore = feeMarkAt(p.fee_marks, week)!;
    expect(earnedBefore.fees).toBeGreaterThan(0);
    expect(earnedBefore.fees).toBeLessThan(p.fees_usd);
    const closed = db
      .prepare(`SELECT opened_ms, fees_usd, fee_marks FROM sim_positions WHERE user_id = ? AND status = 'closed' AND closed_ms >= ?`)
      .all(user, week) as { opened_ms: number; fees_usd: number; fee_marks: string }[];
    const closedFees = closed.reduce((a, c) => a + c.fees_usd - (c.opened_ms < week ? (feeMarkAt(c.fee_marks, week)?.fees ?? 0) : 0), 0);
    expect(inner.figures.earnedSince({ userId: user }, week).fees).toBeCloseTo(closedFees + p.fees_usd - earnedBefore.fees, 4);
    sim.stop();
  });

  it('a restart marks the days the server was down; a position from before the month counts from its mark, open or closed', () => {
    // opened on 2026-02-27; the server is down from 03-02 12:00 to 03-05 12:00
    const { db, user, bot, startServer, runUntil, setNow } = daysSetup(Date.UTC(2026, 1, 27, 13, 0, 0), WIDE);
    const first = startServer();
    runUntil(first.inner, Date.UTC(2026, 2, 2, 12), 600);
    const token = first.inner.engine.openOf(bot)[0].token_id;
    first.sim.stop();
    const clock = setNow(Date.UTC(2026, 2, 5, 12, 0, 0));
    const { sim: sim2, inner } = startServer();
    const [p] = inner.engine.openOf(bot);
    expect(p.token_id).toBe(token);
    const days = [Date.UTC(2026, 1, 28), ...Array.from({ length: 5 }, (_, i) => Date.UTC(2026, 2, 1 + i))];
    expect(Object.keys(parseMarks(p.marks)).map(Number)).toEqual(days);
    // the mark of a day it was down through is that day's result, not the one at the restart
    const v = inner.engine.view(p, clock);
    expect(markAt(p.marks, Date.UTC(2026, 2, 4))).not.toBeCloseTo(v.pnl, 2);
    const month = Date.UTC(2026, 2, 1);
    const today = Date.UTC(2026, 2, 5);
    expect(inner.figures.bot(bot, clock).mtd_pnl).toBeCloseTo(v.pnl - markAt(p.marks, month)!, 2);
    // closed today: the day's and the month's figures still count it from its marks
    db.prepare('UPDATE bots SET running = 0, status = ? WHERE bot_id = ?').run('stopped', bot);
    sim2.botStopped(bot, 'manual');
    const closed = db.prepare('SELECT pnl_usd, status, marks FROM sim_positions WHERE token_id = ?').get(token) as {
      pnl_usd: number;
      status: string;
      marks: string;
    };
    expect(closed.status).toBe('closed');
    const f = inner.figures.bot(bot, clock);
    expect(f.total_pnl).toBeCloseTo(closed.pnl_usd, 2);
    expect(f.mtd_pnl).toBeCloseTo(closed.pnl_usd - markAt(closed.marks, month)!, 2);
    expect(f.daily_pnl).toBeCloseTo(closed.pnl_usd - markAt(closed.marks, today)!, 2);
    const s = inner.figures.system({ userId: user }, clock);
    expect(s.daily_pnl).toBeCloseTo(f.daily_pnl, 2);
    // opened after the last 30 days began (02-04): there it counts whole
    expect(s.monthly_pnl).toBeCloseTo(closed.pnl_usd, 2);
    expect(Math.abs(f.mtd_pnl - f.total_pnl)).toBeGreaterThan(0.001);
    sim2.stop();
  });
});

describe('closing costs (issue 52 item 2)', () => {
  it('books a manual close within the stated accuracy of the result the view estimated, hedged or not', () => {
    for (const network of ['ethereum', 'arbitrum', 'polygon']) {
      const { db, sim, inner, step, now } = setup(7);
      const user = addUser(db, 'trader');
      addHedgeBot(db, user, true);
      const bot = addBot(db, user, addStrategy(db, user), true, { network });
      sim.start();
      step(60, 30);
      const open = inner.engine.openOf(bot);
      expect(open.length).toBeGreaterThan(0);
      expect(open.some((p) => inner.engine.view(p, now()).hedge_info !== null)).toBe(true);
      for (const p of open) {
        const before = inner.engine.view(p, now());
        expect(before.closing_costs_usd).toBeGreaterThan(0);
        const estimate = before.pnl - before.closing_costs_usd!;
        expect(inner.engine.closeManually(p.token_id, now())).toBe(true);
        const booked = inner.engine.view(p, now()).pnl;
        expect(Math.abs(booked - estimate)).toBeLessThanOrEqual(before.closing_costs_accuracy_usd!);
        // the estimate says more than the current PnL does: closing is not free
        expect(Math.abs(booked - before.pnl)).toBeGreaterThan(0);
      }
      sim.stop();
    }
  });
});
