// The bot engine: running bots open liquidity positions per their strategy on their network's pool,
// positions earn fees while in range, close on stop-losses and reopen per the exit strategy (the
// ladder rule: never on top of another open position); hedge shorts follow, with margin, funding,
// re-sizing and liquidation. Open positions live in memory (a tick is a loop over them); their
// running figures are written to SQLite in one transaction every few seconds, and every
// open/close at once. Times are simulated: with SIM_SPEED ≠ 1 a tick covers more simulated
// seconds, walked in steps of at most a simulated second or so, as at speed 1.
import type { LiveMessage } from '../../../src/domain/rules/sync/live';
import { channelWidthPercent } from '../../../src/domain/rules/mining/channelWidth';
import type { MiningPosition } from '../../../src/domain/contracts/types';
import type { LiveHub } from '../../live/hub';
import type { SimEvent } from '../contract';
import { amountsAt, inRange } from '../../../src/domain/rules/strategies/v3';
import { gasCoin } from '../pools/gas';
import { programmeFor, type IncentiveProgramme } from '../pools/incentives';
import { poolOf, stepVolumeUsd, type Pool } from '../pools/pool';
import type { Bar, Market } from '../prices/market';
import type { Rng } from '../prices/random';
import { normaliseSymbol, slashSymbol } from '../prices/symbols';
import { BoundedCache } from './boundedCache';
import {
  DEFAULT_STRATEGY,
  exitStrategyId,
  hedgeChannelCapital,
  hedgeLeverage,
  ladderAllows,
  ladderStepPercent,
  planPosition,
  positionSize,
  type Plan,
} from './plan';
import { accrueStep, baseShareAt, chargeExitGas, exitCostEstimate, mintCosts, openedPosition } from './positionCosts';
import { dayStart } from './days';
import { withFeeMark, withMark } from './marks';
import type { HedgeBotRow, HedgeRow, MiningBotRow, PositionRow, StrategyRow } from './rows';
import { endShort, liquidateShort, newShort, resizeToExposure, settleFunding, shortExit } from './shorts';
import type { Store } from './store';
import { closingPnl, hedgePositionView, positionView } from './view';

export const MINING_COMPENSATION = 75;
export const HEDGE_BOT_COMPENSATION = 50;
const FLUSH_EVERY_MS = 5_000;
/** Views of closed positions kept for history pages (about a kilobyte each). */
const CLOSED_VIEWS_KEPT = 5_000;
const REFRESH_BOTS_MS = 30_000;
/** A tick is walked in steps of about this many simulated seconds, at most MAX_STEPS of them. */
const STEP_SEC = 1;
const MAX_STEPS = 60;

/** Whether a position's view can no longer change: it and its hedge are closed. */
function isFinal(row: PositionRow, hedge: HedgeRow | null): boolean {
  return row.status === 'closed' && row.closed_ms !== null && (hedge === null || hedge.status === 'closed');
}

/** Kept views are shared by every answer that reuses them: frozen, so no caller can change them. */
function frozenView(view: MiningPosition): MiningPosition {
  if (view.hedge_info) Object.freeze(view.hedge_info);
  return Object.freeze(view);
}

export interface EngineOptions {
  /** The run's seed (funding rates are drawn from it). */
  seed: number;
  /** Configured liquidity incentive programmes (none by default). */
  programmes: readonly IncentiveProgramme[];
  /** A hedge is re-sized when its size drifts more than this percent from its target. */
  hedgeBandPercent: number;
}

type MiningCtx = { kind: 'mining'; bot: MiningBotRow; strategy: StrategyRow; symbol: string | null };
type HedgeCtx = { kind: 'hedge'; bot: HedgeBotRow; symbol: string | null };
type Ctx = MiningCtx | HedgeCtx;

export class Engine {
  readonly open = new Map<number, PositionRow>();
  readonly hedges = new Map<number, HedgeRow>(); // active shorts by position_id
  private readonly hedgeOfToken = new Map<number, HedgeRow>();
  private readonly byBot = new Map<number, Set<number>>();
  private readonly running = new Map<number, Ctx>();
  private readonly pendingEvents = new Map<number, LiveMessage[]>();
  private readonly closedViews = new BoundedCache<number, MiningPosition>(CLOSED_VIEWS_KEPT);
  /** After a stop that could not reopen at once (ladder rule): the strategy and token split to reopen with. */
  private readonly reopen = new Map<number, { strategy: StrategyRow; baseShare: number }>();
  private readonly listeners = new Set<(event: SimEvent) => void>();
  private lastFlush = 0;
  private lastRefresh = 0;
  private markedDay = 0;
  stats = { ticks: 0, tickMsTotal: 0, published: 0, opened: 0, closed: 0 };
  // what a previous run left open, read before anything new is written
  private leftOpen: PositionRow[];
  private leftHedges: HedgeRow[];

  constructor(
    private readonly store: Store,
    private readonly market: Market,
    private readonly hub: LiveHub,
    private readonly rng: Rng,
    private readonly options: EngineOptions,
  ) {
    this.leftOpen = store.openPositions();
    this.leftHedges = store.activeHedges();
  }

  /** Listens to closes (positions and hedges, with their reason); returns the unsubscribe. */
  onEvent(listener: (event: SimEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(event: SimEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  /** A bot's status changed: to its sockets, and to the event listeners whether or not a socket listens. */
  private announce(message: Extract<LiveMessage, { type: 'bot_status' }>): void {
    this.publish(message);
    this.emit(message);
  }

  // ---- lifecycle ----

  /**
   * Takes over what a previous run left open. Positions of bots still running are on-chain and go
   * on (the fees of the gap are added from the recorded market); those of bots no longer running
   * are closed with system_restart_cleanup. Then running bots resume.
   */
  start(now: number): void {
    const leftOpen = this.leftOpen;
    const leftHedges = this.leftHedges;
    this.leftOpen = [];
    this.leftHedges = [];
    const miningRunning = new Set(this.store.runningMiningBots());
    const hedgeRunning = new Set(this.store.runningHedgeBots());
    const goesOn = (p: PositionRow) => (p.bot_kind === 'mining' ? miningRunning : hedgeRunning).has(p.bot_id);
    for (const h of leftHedges) {
      this.hedges.set(h.position_id, h);
      if (h.token_id !== null) this.hedgeOfToken.set(h.token_id, h);
    }
    for (const p of leftOpen) this.track(p);
    this.markedDay = dayStart(now);
    this.store.db.transaction(() => {
      for (const p of leftOpen) if (!goesOn(p)) this.closePosition(p, 'system_restart_cleanup', now, false);
      for (const h of leftHedges) {
        const lp = h.token_id !== null ? this.open.get(h.token_id) : undefined;
        if (h.status === 'active' && !lp && !hedgeRunning.has(h.bot_id)) this.closeHedge(h, 'system_restart_cleanup', now);
      }
    })();
    const goingOn = leftOpen.filter((p) => p.status === 'open');
    const inRange = simulatedInRange(goingOn);
    for (const p of goingOn) this.catchUp(p, now, inRange);
    for (const id of hedgeRunning) this.hedgeBotStarted(id, now);
    for (const id of miningRunning) this.botStarted(id, now);
    this.lastFlush = now;
    this.lastRefresh = now;
  }

  /**
   * Fees of the time the server was down, from the recorded market, and a mark at each day's start
   * it went through, taken in that replay before the day's fees (as the demo back-fill does). Days
   * before the position's last update are not marked: what it had earned by then is not known.
   */
  private catchUp(p: PositionRow, now: number, inRange: (pool: Pool, bar: Bar) => number): void {
    const pool = poolOf(p.network, p.symbol);
    const programme = programmeFor(this.options.programmes, pool.network, p.symbol);
    let markedDay = dayStart(p.updated_ms);
    for (const bar of this.market.path(p.symbol, p.updated_ms, now)) {
      const day = dayStart(bar.ts);
      if (day > markedDay) {
        markedDay = day;
        this.markDay(p, bar.open, day);
      }
      const share = rangeShare(p, bar.low, bar.high);
      const others = inRange(pool, bar) - p.liquidity * share;
      accrueStep(p, pool, bar.close, stepVolumeUsd(pool, bar.ts, bar.sec, bar.activity), bar.sec, programme, share, others + p.liquidity);
    }
    p.last_price = this.market.price(p.symbol);
    p.updated_ms = now;
  }

  /** Takes over positions written by the demo back-fill (open ones keep running). */
  adopt(positions: PositionRow[], hedges: HedgeRow[]): void {
    for (const p of positions) if (p.status === 'open') this.track(p);
    for (const h of hedges) {
      if (h.status === 'active') this.hedges.set(h.position_id, h);
      if (h.token_id !== null && this.open.has(h.token_id)) this.hedgeOfToken.set(h.token_id, h);
    }
  }

  botStarted(botId: number, now: number): void {
    const ctx = this.loadMining(botId);
    if (!ctx) return;
    this.running.set(botId, ctx);
    this.announce({ type: 'bot_status', bot_id: botId, status: 'running', running: true, ts: now });
    if (this.countOf(botId) === 0) this.openMining(ctx, ctx.strategy, now, 0);
  }

  botStopped(botId: number, reason: string, now: number): void {
    this.running.delete(botId);
    this.reopen.delete(botId);
    this.closeAllOf(botId, reason, now);
    this.announce({ type: 'bot_status', bot_id: botId, status: 'stopped', running: false, ts: now });
  }

  botDeleted(botId: number, now: number): void {
    this.running.delete(botId);
    this.reopen.delete(botId);
    this.closeAllOf(botId, 'manual', now);
    for (const h of [...this.hedges.values()]) if (h.bot_id === botId) this.closeHedge(h, 'manual', now);
    this.store.forgetBot(botId);
    this.closedViews.deleteWhere((v) => v.bot_id === botId);
    for (const [tokenId, h] of this.hedgeOfToken) if (h.bot_id === botId) this.hedgeOfToken.delete(tokenId);
  }

  hedgeBotStarted(botId: number, now: number): void {
    const bot = this.store.hedgeBot(botId);
    if (!bot) return;
    const ctx: HedgeCtx = { kind: 'hedge', bot, symbol: normaliseSymbol(bot.symbol) };
    this.running.set(botId, ctx);
    this.announce({ type: 'bot_status', bot_id: botId, status: 'running', running: true, ts: now });
    if (this.countOf(botId) === 0) this.openHedgeBotChannel(ctx, now, true);
  }

  hedgeBotStopped(botId: number, now: number): void {
    this.running.delete(botId);
    this.closeAllOf(botId, 'manual', now);
    for (const h of [...this.hedges.values()]) if (h.bot_id === botId) this.closeHedge(h, 'manual', now);
    this.announce({ type: 'bot_status', bot_id: botId, status: 'stopped', running: false, ts: now });
  }

  /** Writes running figures of open positions and active hedges (also on shutdown). */
  flush(now: number): void {
    for (const p of this.open.values()) p.updated_ms = now;
    this.store.flush(this.open.values(), (p) => closingPnl(p, this.hedgeOfToken.get(p.token_id) ?? null, p.last_price));
    this.store.flushHedges(this.hedges.values());
    this.lastFlush = now;
  }

  // ---- the tick ----

  /** Advances the simulation by `dtSec` simulated seconds ending at simulated time `now`. */
  tick(now: number, dtSec: number): void {
    const t0 = performance.now();
    const steps = Math.min(MAX_STEPS, Math.max(1, Math.round(dtSec / STEP_SEC)));
    const sub = dtSec / steps;
    for (let i = steps - 1; i >= 0; i--) this.step(now - Math.round(i * sub * 1000), sub);
    if (now - this.lastRefresh >= REFRESH_BOTS_MS) this.refreshBots(now);
    if (now - this.lastFlush >= FLUSH_EVERY_MS) this.flush(now);
    this.publishUpdates(now);
    this.stats.ticks++;
    this.stats.tickMsTotal += performance.now() - t0;
  }

  private step(at: number, dtSec: number): void {
    const prices = new Map<string, { price: number; activity: number }>();
    for (const t of this.market.tick(at, dtSec)) prices.set(t.symbol, t);
    const today = dayStart(at);
    const newDay = today > this.markedDay;
    this.markedDay = Math.max(this.markedDay, today);
    const stops: { p: PositionRow; reason: string }[] = [];
    // The positions in range share their pool's fees with each other, as with the pool's own
    // liquidity: their liquidity is summed per pool first, then each earns its share.
    const earning: { p: PositionRow; pool: Pool; price: number }[] = [];
    const pools = new Map<Pool, { liquidity: number; volume: number; programme: IncentiveProgramme | null }>();
    for (const p of this.open.values()) {
      const m = prices.get(p.symbol);
      if (!m) continue;
      if (newDay) this.markDay(p, m.price, today);
      if (!inRange({ lower: p.lower_price, upper: p.upper_price }, m.price)) continue;
      const pool = poolOf(p.network, p.symbol);
      const sum = pools.get(pool);
      if (sum) sum.liquidity += p.liquidity;
      else
        pools.set(pool, {
          liquidity: p.liquidity,
          volume: stepVolumeUsd(pool, at, dtSec, m.activity),
          programme: programmeFor(this.options.programmes, pool.network, p.symbol),
        });
      earning.push({ p, pool, price: m.price });
    }
    for (const { p, pool, price } of earning) {
      const sum = pools.get(pool)!;
      accrueStep(p, pool, price, sum.volume, dtSec, sum.programme, 1, sum.liquidity);
    }
    for (const p of this.open.values()) {
      const m = prices.get(p.symbol);
      if (!m) continue;
      p.last_price = m.price;
      if (m.price >= p.stop_upper) stops.push({ p, reason: 'upper_stop_losss' });
      else if (m.price <= p.stop_lower) stops.push({ p, reason: 'lower_stop_loss' });
    }
    // Liquidations first: the exchange checks them on the mark, whatever the LP's stops do. A
    // price that jumped past both closes the LP as liquidated, not at its stop.
    const hedges = [...this.hedges.values()];
    for (const h of hedges) {
      const m = prices.get(h.symbol);
      if (!m || h.status !== 'active') continue;
      settleFunding(h, at, m.price, this.options.seed);
      if (shortExit(h, m.price) === 'liquidated') this.onLiquidation(h, at);
    }
    // then positions: a short whose position closes now closes with it, not on its own
    for (const { p, reason } of stops) if (p.status === 'open') this.onStop(p, reason, at);
    for (const h of hedges) {
      const m = prices.get(h.symbol);
      if (!m || h.status !== 'active') continue;
      const lp = h.token_id !== null ? this.open.get(h.token_id) : undefined;
      if (lp) {
        const exposure = amountsAt(lp.liquidity, { lower: lp.lower_price, upper: lp.upper_price }, m.price).base * m.price;
        resizeToExposure(h, exposure, m.price, this.options.hedgeBandPercent);
      }
      const exit = shortExit(h, m.price);
      if (exit === 'liquidated') this.onLiquidation(h, at);
      else if (exit) this.onHedgeExit(h, exit, at);
    }
    this.ladder(at);
  }

  /** The unrealised result and the fees of a position at a day's start: the bases of their change since then (./marks.ts). */
  private markDay(p: PositionRow, price: number, day: number): void {
    p.marks = withMark(p.marks, day, closingPnl(p, this.hedgeOfToken.get(p.token_id) ?? null, price));
    p.fee_marks = withFeeMark(p.fee_marks, day, p.fees_usd, p.rewards_usd);
  }

  // ---- queries ----

  price(symbol: string): number {
    return this.market.price(symbol);
  }

  isOpen(tokenId: number): boolean {
    return this.open.has(tokenId);
  }

  /** The in-memory state of an open position, else the stored row. */
  row(tokenId: number): PositionRow | undefined {
    return this.open.get(tokenId) ?? this.store.position(tokenId);
  }

  hedgeFor(row: PositionRow): HedgeRow | null {
    return this.hedgeOfToken.get(row.token_id) ?? (row.status === 'closed' ? (this.store.hedgeOfToken(row.token_id) ?? null) : null);
  }

  view(row: PositionRow, now: number) {
    const live = this.open.get(row.token_id) ?? row;
    const hedge = this.hedgeFor(live);
    const price = this.market.price(live.symbol);
    return this.withClosingCosts(positionView(live, hedge, price, now), live, hedge, price, now);
  }

  /**
   * An open position's view with what closing it now would cost (the close dialog's estimate),
   * the accuracy widened by a cent for each rounded figure the result is made of.
   */
  private withClosingCosts(view: MiningPosition, row: PositionRow, hedge: HedgeRow | null, price: number, now: number): MiningPosition {
    if (row.status === 'closed') return view;
    const cost = exitCostEstimate(poolOf(row.network, row.symbol), hedge, price, now, this.coinUsd(row.network));
    return {
      ...view,
      closing_costs_usd: Math.round(cost.usd * 100) / 100,
      closing_costs_accuracy_usd: Math.ceil(cost.accuracy * 100) / 100 + 0.02,
    };
  }

  /**
   * Views of many rows, with one read for the stored hedges of the closed ones. A closed position
   * and its closed hedge never change again, nor does their view (it uses neither the market price
   * nor the clock), so it is kept and reused: history pages are the busiest read after open positions.
   */
  views(rows: PositionRow[], now: number): MiningPosition[] {
    const live = rows.map((r) => this.open.get(r.token_id) ?? r);
    const unknown = live.filter((r) => r.status === 'closed' && !this.closedViews.has(r.token_id) && !this.hedgeOfToken.has(r.token_id));
    const stored = this.store.hedgesOfTokens(unknown.map((r) => r.token_id));
    return live.map((r) => {
      const kept = r.status === 'closed' ? this.closedViews.get(r.token_id) : undefined;
      if (kept) return kept;
      const hedge = this.hedgeOfToken.get(r.token_id) ?? (r.status === 'closed' ? (stored.get(r.token_id) ?? null) : null);
      const price = this.market.price(r.symbol);
      const view = this.withClosingCosts(positionView(r, hedge, price, now), r, hedge, price, now);
      if (isFinal(r, hedge)) this.closedViews.set(r.token_id, frozenView(view));
      return view;
    });
  }

  /** Views of positions by id, in that order; only positions neither open nor kept are read. */
  viewsOf(tokenIds: number[], now: number): MiningPosition[] {
    const unread = tokenIds.filter((id) => !this.open.has(id) && !this.closedViews.has(id));
    const fresh = new Map(this.views(this.store.positions(unread), now).map((v) => [v.token_id, v]));
    return tokenIds.flatMap((id) => {
      const open = this.open.get(id);
      const view = open ? this.view(open, now) : (this.closedViews.get(id) ?? fresh.get(id));
      return view ? [view] : [];
    });
  }

  hedgeRow(id: number): HedgeRow | undefined {
    return this.hedges.get(id) ?? this.store.hedge(id);
  }

  hedgeView(h: HedgeRow) {
    return hedgePositionView(this.hedges.get(h.position_id) ?? h, this.market.price(h.symbol));
  }

  openOf(botId: number): PositionRow[] {
    return [...(this.byBot.get(botId) ?? [])].map((id) => this.open.get(id)!).filter(Boolean);
  }

  runningCount(): number {
    return this.running.size;
  }

  // ---- user actions ----

  closeManually(tokenId: number, now: number): boolean {
    const p = this.open.get(tokenId);
    if (!p) return false;
    this.closePosition(p, 'manual', now, true);
    return true;
  }

  /**
   * Re-mints a mining position that needs rebalancing (docs/product.md §9): closed like a manual
   * close (gas charged, result booked, exit reason 'rebalance') and minted again from its tokens on
   * the bot's strategy channel around the current price. 'not_open' or 'balanced' when refused.
   */
  rebalance(tokenId: number, now: number): PositionRow | 'not_open' | 'balanced' {
    const p = this.open.get(tokenId);
    if (!p || p.bot_kind !== 'mining') return 'not_open';
    if (!this.view(p, now).needs_rebalancing) return 'balanced';
    const running = this.running.get(p.bot_id);
    const ctx = running?.kind === 'mining' ? running : this.loadMining(p.bot_id);
    if (!ctx?.symbol) return 'not_open';
    const next = this.store.db.transaction(() => {
      this.closePosition(p, 'rebalance', now, true);
      return this.openMining(ctx, ctx.strategy, now, baseShareAt(p, p.exit_price ?? p.last_price), true);
    })();
    return next ?? 'not_open';
  }

  /** A short opened by hand on a hedge bot: a quarter of its start ETH, or the given price/leverage. */
  openManualHedge(botId: number, now: number, priceOpen?: number, leverage?: number): number | null {
    const bot = this.store.hedgeBot(botId);
    const symbol = bot ? normaliseSymbol(bot.symbol) : null;
    if (!bot || !symbol) return null;
    // A bot never holds more shorts than its max_hedge_positions (issue 19); the route says why.
    if (this.activeHedgesOf(botId) >= bot.max_hedge_positions) return null;
    const price = this.market.price(symbol);
    const entry = priceOpen && priceOpen > 0 ? priceOpen : price;
    const h = this.insertHedge(
      newShort({
        botId,
        userId: bot.user_id,
        symbol,
        entry,
        amount: Math.max(bot.eth_start, 0.01) * entry * 0.25,
        compensation: 25,
        leverage: leverage && leverage > 0 ? leverage : 3,
        stopPercent: bot.stop_loss_percent,
        at: now,
      }),
      null,
      now,
    );
    return h.position_id;
  }

  closeHedgeManually(id: number, now: number): boolean {
    const h = this.hedges.get(id);
    if (!h) return false;
    this.closeHedge(h, 'manual', now);
    return true;
  }

  // ---- internals ----

  private loadMining(botId: number): MiningCtx | null {
    const bot = this.store.miningBot(botId);
    if (!bot) return null;
    return { kind: 'mining', bot, strategy: this.strategyFor(bot.strategy_id, bot.user_id), symbol: normaliseSymbol(bot.symbol) };
  }

  private strategyFor(id: number | null, userId: number): StrategyRow {
    const s = id !== null ? this.store.strategy(id) : undefined;
    return s ?? { ...DEFAULT_STRATEGY, strategy_id: id ?? 0, user_id: userId };
  }

  private refreshBots(now: number): void {
    this.lastRefresh = now;
    for (const [id, ctx] of this.running) {
      if (ctx.kind === 'mining') {
        const fresh = this.loadMining(id);
        if (fresh) this.running.set(id, fresh);
      } else {
        const bot = this.store.hedgeBot(id);
        if (bot) this.running.set(id, { kind: 'hedge', bot, symbol: normaliseSymbol(bot.symbol) });
      }
    }
  }

  private track(p: PositionRow): void {
    this.open.set(p.token_id, p);
    let set = this.byBot.get(p.bot_id);
    if (!set) {
      set = new Set();
      this.byBot.set(p.bot_id, set);
    }
    set.add(p.token_id);
  }

  private untrack(p: PositionRow): void {
    this.open.delete(p.token_id);
    const set = this.byBot.get(p.bot_id);
    set?.delete(p.token_id);
    if (set && set.size === 0) this.byBot.delete(p.bot_id);
  }

  private countOf(botId: number): number {
    return this.byBot.get(botId)?.size ?? 0;
  }

  /** USD price of the coin gas is paid in on `network`. */
  private coinUsd(network: string): number {
    return this.market.price(gasCoin(network));
  }

  private openMining(ctx: MiningCtx, strategy: StrategyRow, now: number, heldBaseShare: number, reopened = false): PositionRow | null {
    if (!ctx.symbol) return null;
    const price = this.market.price(ctx.symbol);
    const plan = planPosition(strategy, price);
    const p = this.mint(ctx.bot.bot_id, 'mining', ctx.bot.user_id, strategy.strategy_id || null, ctx.symbol, ctx.bot.network, {
      plan,
      price,
      sizeUsd: positionSize(ctx.bot.initial_investment, strategy),
      heldBaseShare,
      now,
      reopened,
    });
    this.hedgeMining(p, plan, now);
    return p;
  }

  /** Mints a position on the pool (its ticks, gas and swap), records it and tells listeners. */
  private mint(
    botId: number,
    kind: 'mining' | 'hedge',
    userId: number,
    strategyId: number | null,
    symbol: string,
    network: string,
    i: { plan: Plan; price: number; sizeUsd: number; heldBaseShare: number; now: number; reopened?: boolean },
  ): PositionRow {
    const pool: Pool = poolOf(network, symbol);
    const m = mintCosts({
      pool,
      plan: i.plan,
      price: i.price,
      sizeUsd: i.sizeUsd,
      heldBaseShare: i.heldBaseShare,
      ts: i.now,
      coinUsd: this.coinUsd(network),
      jitter: this.rng.next(),
    });
    const row = openedPosition(
      { bot_id: botId, bot_kind: kind, user_id: userId, strategy_id: strategyId, symbol, network },
      m,
      i.plan,
      i.price,
      i.sizeUsd,
      i.now,
    );

    const p: PositionRow = { ...row, token_id: this.store.insertPosition(row) };
    this.track(p);
    this.stats.opened++;
    const view = this.view(p, i.now);
    this.queue(p.bot_id, { type: 'position_update', bot_id: p.bot_id, position: view, ts: i.now });
    const reopened = i.reopened ?? false;
    this.emit({ type: 'position_opened', bot_id: p.bot_id, user_id: p.user_id, token_id: p.token_id, reopened, position: view, ts: i.now });
    return p;
  }

  /** Hedges a mining position when its owner runs an auto-hedging hedge bot on the symbol with room. */
  private hedgeMining(p: PositionRow, plan: Plan, now: number): void {
    for (const ctx of this.running.values()) {
      if (ctx.kind !== 'hedge' || !ctx.bot.auto_hedge || ctx.bot.user_id !== p.user_id || ctx.symbol !== p.symbol) continue;
      if (this.activeHedgesOf(ctx.bot.bot_id) >= ctx.bot.max_hedge_positions) continue;
      this.hedgePosition(p, ctx.bot, MINING_COMPENSATION, plan.widthPercent, now);
      return;
    }
  }

  private hedgePosition(p: PositionRow, bot: HedgeBotRow, compensation: number, widthPercent: number, now: number): void {
    const a = amountsAt(p.liquidity, { lower: p.lower_price, upper: p.upper_price }, p.last_price);
    const exposure = a.base * p.last_price;
    if (exposure <= 0) return;
    const h = this.insertHedge(
      newShort({
        botId: bot.bot_id,
        userId: p.user_id,
        symbol: p.symbol,
        entry: p.last_price,
        amount: (exposure * compensation) / 100,
        compensation,
        leverage: hedgeLeverage(widthPercent),
        stopPercent: bot.stop_loss_percent,
        at: now,
        tpFloor: p.stop_lower * 0.998,
      }),
      p.token_id,
      now,
    );
    this.hedgeOfToken.set(p.token_id, h);
  }

  private insertHedge(state: Omit<HedgeRow, 'position_id' | 'token_id'>, tokenId: number | null, now: number): HedgeRow {
    const row = { ...state, token_id: tokenId };
    const h: HedgeRow = { ...row, position_id: this.store.insertHedge(row) };
    this.hedges.set(h.position_id, h);
    const position = this.hedgeView(h);
    this.queue(h.bot_id, { type: 'hedge_position_update', bot_id: h.bot_id, position, ts: now });
    this.emit({
      type: 'hedge_opened',
      bot_id: h.bot_id,
      user_id: h.user_id,
      position_id: h.position_id,
      token_id: tokenId,
      position,
      ts: now,
    });
    return h;
  }

  activeHedgesOf(botId: number): number {
    let n = 0;
    for (const h of this.hedges.values()) if (h.bot_id === botId) n++;
    return n;
  }

  /**
   * A short ends (closed at the market, or liquidated): stored, announced, detached. Closed at a
   * price past its liquidation price (a gap), it was liquidated first and says so.
   */
  private closeHedge(h: HedgeRow, why: string, now: number): void {
    if (h.status !== 'active') return;
    let reason = why;
    if (why === 'liquidated') liquidateShort(h, now);
    else reason = endShort(h, this.market.has(h.symbol) ? this.market.price(h.symbol) : h.price_open, why, now);
    this.store.updateHedge(h);
    this.hedges.delete(h.position_id);
    if (h.token_id !== null && this.hedgeOfToken.get(h.token_id) === h) {
      // keep the closed hedge attached while the LP stays open, so its result still counts
      if (!this.open.has(h.token_id)) this.hedgeOfToken.delete(h.token_id);
    }
    const position = this.hedgeView(h);
    this.queue(h.bot_id, { type: 'hedge_position_update', bot_id: h.bot_id, position, ts: now });
    this.emit({
      type: 'hedge_closed',
      bot_id: h.bot_id,
      user_id: h.user_id,
      position_id: h.position_id,
      token_id: h.token_id,
      reason,
      position,
      ts: now,
    });
  }

  private onHedgeExit(h: HedgeRow, exit: 'take_profit' | 'stop_loss', now: number): void {
    this.closeHedge(h, exit, now);
    // the LP is still there: hedge it again at the new price if the bot still auto-hedges
    if (h.token_id === null) return;
    const p = this.open.get(h.token_id);
    const ctx = this.running.get(h.bot_id);
    if (!p || !ctx || ctx.kind !== 'hedge' || !ctx.bot.auto_hedge) return;
    if (this.activeHedgesOf(ctx.bot.bot_id) >= ctx.bot.max_hedge_positions) return;
    this.hedgePosition(p, ctx.bot, h.compensation_percent, channelWidthPercent(p), now);
  }

  /** The exchange liquidated a short: the LP position it hedged is closed with it (exit reason 'liquidated'). */
  private onLiquidation(h: HedgeRow, now: number): void {
    this.closeHedge(h, 'liquidated', now);
    const p = h.token_id !== null ? this.open.get(h.token_id) : undefined;
    if (p) this.closePosition(p, 'liquidated', now, false);
  }

  /** Closes a position at the market price (gas of taking it out charged); `publishNow` for user actions between ticks. */
  private closePosition(p: PositionRow, reason: string, now: number, publishNow: boolean): void {
    const price = this.market.has(p.symbol) ? this.market.price(p.symbol) : p.last_price;
    const hedge = this.hedgeOfToken.get(p.token_id) ?? null;
    if (hedge && hedge.status === 'active') this.closeHedge(hedge, reason, now);
    chargeExitGas(p, poolOf(p.network, p.symbol), now, this.coinUsd(p.network), this.rng.next());
    p.status = 'closed';
    p.last_price = price;
    p.exit_price = price;
    p.closed_ms = now;
    p.updated_ms = now;
    p.exit_reason = reason;
    p.pnl_usd = closingPnl(p, hedge, price);
    this.store.closePosition(p);
    const view = positionView(p, hedge, price, now);
    this.untrack(p);
    this.hedgeOfToken.delete(p.token_id);
    this.stats.closed++;
    const message: LiveMessage = { type: 'position_closed', bot_id: p.bot_id, position: view, ts: now };
    if (publishNow) this.publish(message);
    else this.queue(p.bot_id, message);
    this.emit({ type: 'position_closed', bot_id: p.bot_id, user_id: p.user_id, token_id: p.token_id, reason, position: view, ts: now });
  }

  private closeAllOf(botId: number, reason: string, now: number): void {
    const list = this.openOf(botId);
    if (list.length === 0) return;
    this.store.db.transaction(() => {
      for (const p of list) this.closePosition(p, reason, now, true);
    })();
  }

  private onStop(p: PositionRow, reason: string, now: number): void {
    this.closePosition(p, reason, now, false);
    const ctx = this.running.get(p.bot_id);
    if (!ctx) return;
    if (ctx.kind === 'hedge') {
      if (ctx.bot.auto_rebalance && this.countOf(p.bot_id) === 0) this.openHedgeBotChannel(ctx, now, false);
      return;
    }
    const current = this.strategyFor(p.strategy_id, ctx.bot.user_id);
    const nextId = exitStrategyId(reason === 'upper_stop_losss' ? current.exit_strategy_upper : current.exit_strategy_lower, p.strategy_id);
    let next = current;
    if (nextId !== null && nextId !== p.strategy_id) {
      const other = this.store.strategy(nextId);
      if (other && other.user_id === ctx.bot.user_id) next = other;
    }
    // the closed position's tokens are what the next one is minted from; it opens now if the
    // ladder allows, else as soon as the price is a quarter channel away from the others
    this.reopen.set(p.bot_id, { strategy: next, baseShare: baseShareAt(p, p.exit_price ?? p.last_price) });
    this.ladder(now);
  }

  /**
   * A running mining bot adds positions up to its strategy's max_positions, one each time the
   * price has moved a quarter channel away from every open position's entry (a ladder).
   */
  private ladder(now: number): void {
    for (const ctx of this.running.values()) {
      if (ctx.kind !== 'mining' || !ctx.symbol) continue;
      const id = ctx.bot.bot_id;
      const list = this.openOf(id);
      if (list.length >= Math.max(1, ctx.strategy.max_positions || 1)) continue;
      const pending = this.reopen.get(id);
      const strategy = pending?.strategy ?? ctx.strategy;
      const price = this.market.price(ctx.symbol);
      if (!ladderAllows(list, price, ladderStepPercent(strategy, price))) continue;
      this.reopen.delete(id);
      this.openMining(ctx, strategy, now, pending?.baseShare ?? 0, pending !== undefined);
    }
  }

  /** A hedge bot's channel: its configured bounds while the price is inside them, else re-centred. */
  private openHedgeBotChannel(ctx: HedgeCtx, now: number, useConfigured: boolean): void {
    if (!ctx.symbol) return;
    const bot = ctx.bot;
    const price = this.market.price(ctx.symbol);
    const plan = hedgeChannelPlan(bot, price, useConfigured);
    const capital = hedgeChannelCapital(bot, price);
    const p = this.mint(bot.bot_id, 'hedge', bot.user_id, null, ctx.symbol, bot.network, {
      plan,
      price,
      sizeUsd: capital.usd,
      heldBaseShare: capital.baseShare,
      now,
      reopened: !useConfigured,
    });
    if (bot.auto_hedge && this.activeHedgesOf(bot.bot_id) < bot.max_hedge_positions)
      this.hedgePosition(p, bot, HEDGE_BOT_COMPENSATION, plan.widthPercent, now);
  }

  // ---- live ----

  private queue(botId: number, message: LiveMessage): void {
    if (this.hub.subscriberCount(botId) === 0) return;
    let list = this.pendingEvents.get(botId);
    if (!list) {
      list = [];
      this.pendingEvents.set(botId, list);
    }
    list.push(message);
  }

  private publish(message: LiveMessage): void {
    if (this.hub.subscriberCount(message.bot_id) === 0) return;
    this.hub.publish(message);
    this.stats.published++;
  }

  /**
   * Once per tick, per bot with a listener: its events since the last tick, then one price tick
   * and one update per open position (a position's intermediate states are coalesced away).
   */
  private publishUpdates(now: number): void {
    // queued position_update messages are superseded by the fresh ones below
    for (const list of this.pendingEvents.values()) for (const m of list) if (m.type !== 'position_update') this.publish(m);
    this.pendingEvents.clear();
    for (const [botId, ctx] of this.running) {
      if (this.hub.subscriberCount(botId) === 0) continue;
      if (ctx.symbol)
        this.publish({ type: 'price_tick', bot_id: botId, symbol: slashSymbol(ctx.symbol), price: this.market.price(ctx.symbol), ts: now });
      for (const p of this.openOf(botId)) this.publish({ type: 'position_update', bot_id: botId, position: this.view(p, now), ts: now });
    }
  }

  /** For the benchmark: re-sends the current view of open positions of watched bots, `count` times. */
  flood(count: number, now: number): number {
    const watched: PositionRow[] = [];
    for (const p of this.open.values()) if (this.hub.subscriberCount(p.bot_id) > 0) watched.push(p);
    if (watched.length === 0) return 0;
    for (let i = 0; i < count; i++) {
      const p = watched[i % watched.length];
      this.hub.publish({ type: 'position_update', bot_id: p.bot_id, position: this.view(p, now), ts: now });
    }
    this.stats.published += count;
    return count;
  }
}

/**
 * The simulated liquidity in range of a bar in each pool, from the positions given (each weighted
 * by the share of the bar's span inside its range), computed once per pool and bar.
 */
function simulatedInRange(positions: readonly PositionRow[]): (pool: Pool, bar: Bar) => number {
  const byPool = new Map<Pool, PositionRow[]>();
  for (const p of positions) {
    const pool = poolOf(p.network, p.symbol);
    byPool.set(pool, [...(byPool.get(pool) ?? []), p]);
  }
  const known = new Map<Pool, Map<number, number>>();
  return (pool, bar) => {
    let bars = known.get(pool);
    if (!bars) known.set(pool, (bars = new Map()));
    let sum = bars.get(bar.ts);
    if (sum === undefined) {
      sum = 0;
      for (const p of byPool.get(pool) ?? []) sum += p.liquidity * rangeShare(p, bar.low, bar.high);
      bars.set(bar.ts, sum);
    }
    return sum;
  };
}

/** Share (0–1) of a bar's price span [low, high] that lies inside a position's range. */
export function rangeShare(p: Pick<PositionRow, 'lower_price' | 'upper_price'>, low: number, high: number): number {
  if (high <= low) return low >= p.lower_price && low <= p.upper_price ? 1 : 0;
  const overlap = Math.min(high, p.upper_price) - Math.max(low, p.lower_price);
  return Math.max(0, Math.min(1, overlap / (high - low)));
}

/** A hedge bot's channel at `price`: its configured bounds while the price is inside them, else re-centred. */
export function hedgeChannelPlan(bot: HedgeBotRow, price: number, useConfigured: boolean): Plan {
  let lower = bot.channel_lower;
  let upper = bot.channel_upper;
  const inside = lower > 0 && upper > lower && price > lower && price < upper;
  if (!useConfigured || !inside) {
    const half = upper > lower && lower > 0 ? (upper - lower) / (upper + lower) : 0.033;
    lower = price * (1 - half);
    upper = price * (1 + half);
  }
  const stop = Math.max(0.5, Math.min(50, bot.stop_loss_percent || 5)) / 100;
  return { lower, upper, stopLower: lower * (1 - stop), stopUpper: upper * (1 + stop), widthPercent: ((upper - lower) / price) * 100 };
}
