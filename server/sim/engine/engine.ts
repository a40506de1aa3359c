// The bot engine: running bots open liquidity positions per their strategy, positions earn fees
// while in range, close on stop-losses and reopen per the exit strategy; hedge shorts follow.
// Open positions live in memory (a tick is a loop over them); their running figures are written
// to SQLite in one transaction every few seconds, and every open/close at once.
import type { LiveMessage } from '../../../src/domain/live';
import type { MiningPosition } from '../../../src/domain/types';
import type { LiveHub } from '../../live/hub';
import { closeFee, hedgeExit, openHedge, shortPnl } from '../math/hedge';
import { amountsAt, feesForStep, inRange, liquidityForValue } from '../math/v3';
import type { Market } from '../prices/market';
import { Rng } from '../prices/random';
import { normaliseSymbol, slashSymbol } from '../prices/symbols';
import {
  DEFAULT_STRATEGY,
  exitStrategyId,
  gasUsd,
  hedgeChannelLiquidity,
  hedgeLeverage,
  planPosition,
  widthPercentOf,
  type Plan,
} from './plan';
import type { HedgeBotRow, HedgeRow, MiningBotRow, PositionRow, StrategyRow } from './rows';
import type { Store } from './store';
import { BoundedCache } from './boundedCache';
import { closingPnl, hedgePositionView, positionView } from './view';

/** Liquidity incentives paid by the simulated pool on top of swap fees. */
export const REWARD_SHARE = 0.1;
export const TAKER_FEE = 0.0005;
export const MINING_COMPENSATION = 75;
export const HEDGE_BOT_COMPENSATION = 50;
const FLUSH_EVERY_MS = 5_000;
/** Views of closed positions kept for history pages (about a kilobyte each). */
const CLOSED_VIEWS_KEPT = 5_000;

/** Whether a position's view can no longer change: it and its hedge are closed. */
function isFinal(row: PositionRow, hedge: HedgeRow | null): boolean {
  return row.status === 'closed' && row.closed_ms !== null && (hedge === null || hedge.status === 'closed');
}

/** Kept views are shared by every answer that reuses them: frozen, so no caller can change them. */
function frozenView(view: MiningPosition): MiningPosition {
  if (view.hedge_info) Object.freeze(view.hedge_info);
  return Object.freeze(view);
}
const REFRESH_BOTS_MS = 30_000;

type Ctx =
  | { kind: 'mining'; bot: MiningBotRow; strategy: StrategyRow; symbol: string | null }
  | { kind: 'hedge'; bot: HedgeBotRow; symbol: string | null };

export class Engine {
  readonly open = new Map<number, PositionRow>();
  readonly hedges = new Map<number, HedgeRow>(); // active shorts by position_id
  private readonly hedgeOfToken = new Map<number, HedgeRow>();
  private readonly byBot = new Map<number, Set<number>>();
  private readonly running = new Map<number, Ctx>();
  private readonly pendingEvents = new Map<number, LiveMessage[]>();
  private readonly closedViews = new BoundedCache<number, MiningPosition>(CLOSED_VIEWS_KEPT);
  private lastFlush = 0;
  private lastRefresh = 0;
  stats = { ticks: 0, tickMsTotal: 0, published: 0, opened: 0, closed: 0 };
  // what a previous run left open, read before anything new is written
  private leftOpen: PositionRow[];
  private leftHedges: HedgeRow[];

  constructor(
    private readonly store: Store,
    private readonly market: Market,
    private readonly hub: LiveHub,
    private readonly rng: Rng,
  ) {
    this.leftOpen = store.openPositions();
    this.leftHedges = store.activeHedges();
  }

  // ---- lifecycle ----

  /** Closes what a previous run left open (system_restart_cleanup), then resumes running bots. */
  start(now: number): void {
    const leftOpen = this.leftOpen;
    const leftHedges = this.leftHedges;
    this.leftOpen = [];
    this.leftHedges = [];
    for (const h of leftHedges) {
      this.hedges.set(h.position_id, h);
      if (h.token_id !== null) this.hedgeOfToken.set(h.token_id, h);
    }
    for (const p of leftOpen) this.track(p);
    this.store.db.transaction(() => {
      for (const p of leftOpen) this.closePosition(p, 'system_restart_cleanup', now, false);
      for (const h of leftHedges) this.closeHedge(h, 'system_restart_cleanup', now);
    })();
    for (const id of this.store.runningHedgeBots()) this.hedgeBotStarted(id, now);
    // a bot still marked running re-mints the ranges it held where the price still allows,
    // so a restart keeps its ladder; otherwise it opens afresh per its strategy
    for (const id of this.store.runningMiningBots()) {
      const ctx = this.loadMining(id);
      if (ctx?.symbol) {
        this.running.set(id, ctx);
        const price = this.market.price(ctx.symbol);
        const max = Math.max(1, ctx.strategy.max_positions || 1);
        for (const p of leftOpen) {
          if (p.bot_id !== id || p.bot_kind !== 'mining' || this.countOf(id) >= max) continue;
          if (price <= p.stop_lower || price >= p.stop_upper) continue;
          const plan: Plan = {
            lower: p.lower_price,
            upper: p.upper_price,
            stopUpper: p.stop_upper,
            stopLower: p.stop_lower,
            widthPercent: ((p.upper_price - p.lower_price) / price) * 100,
          };
          this.openMining(ctx, this.strategyFor(p.strategy_id, ctx.bot.user_id), now, plan);
        }
      }
      this.botStarted(id, now);
    }
    this.lastFlush = now;
    this.lastRefresh = now;
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
    this.publish({ type: 'bot_status', bot_id: botId, status: 'running', running: true, ts: now });
    if (this.countOf(botId) === 0) this.openMining(ctx, ctx.strategy, now);
  }

  botStopped(botId: number, reason: string, now: number): void {
    this.running.delete(botId);
    this.closeAllOf(botId, reason, now);
    this.publish({ type: 'bot_status', bot_id: botId, status: 'stopped', running: false, ts: now });
  }

  botDeleted(botId: number, now: number): void {
    this.running.delete(botId);
    this.closeAllOf(botId, 'manual', now);
    for (const h of [...this.hedges.values()]) if (h.bot_id === botId) this.closeHedge(h, 'manual', now);
    this.store.forgetBot(botId);
    this.closedViews.deleteWhere((v) => v.bot_id === botId);
    for (const [tokenId, h] of this.hedgeOfToken) if (h.bot_id === botId) this.hedgeOfToken.delete(tokenId);
  }

  hedgeBotStarted(botId: number, now: number): void {
    const bot = this.store.hedgeBot(botId);
    if (!bot) return;
    const ctx: Ctx = { kind: 'hedge', bot, symbol: normaliseSymbol(bot.symbol) };
    this.running.set(botId, ctx);
    this.publish({ type: 'bot_status', bot_id: botId, status: 'running', running: true, ts: now });
    if (this.countOf(botId) === 0) this.openHedgeBotChannel(ctx, now, true);
  }

  hedgeBotStopped(botId: number, now: number): void {
    this.running.delete(botId);
    this.closeAllOf(botId, 'manual', now);
    for (const h of [...this.hedges.values()]) if (h.bot_id === botId) this.closeHedge(h, 'manual', now);
    this.publish({ type: 'bot_status', bot_id: botId, status: 'stopped', running: false, ts: now });
  }

  /** Writes running figures of open positions (also on shutdown). */
  flush(now: number): void {
    for (const p of this.open.values()) p.updated_ms = now;
    this.store.flush(this.open.values(), (p) => closingPnl(p, this.hedgeOfToken.get(p.token_id) ?? null, p.last_price));
    this.lastFlush = now;
  }

  // ---- the tick ----

  tick(now: number, dtSec: number): void {
    const t0 = performance.now();
    const ticks = this.market.tick(now, dtSec);
    const prices = new Map<string, { price: number; volumeUsd: number; poolL: number; feeRate: number }>();
    for (const t of ticks) {
      prices.set(t.symbol, {
        price: t.price,
        volumeUsd: t.volumeUsd,
        poolL: this.market.poolLiquidity(t.symbol, t.price),
        feeRate: this.market.spec(t.symbol)!.feeRate,
      });
    }
    const stops: { p: PositionRow; reason: string }[] = [];
    for (const p of this.open.values()) {
      const m = prices.get(p.symbol);
      if (!m) continue;
      const range = { lower: p.lower_price, upper: p.upper_price };
      if (inRange(range, m.price)) {
        const fee = feesForStep({
          liquidity: p.liquidity,
          range,
          price: m.price,
          poolLiquidity: m.poolL,
          volumeUsd: m.volumeUsd,
          feeRate: m.feeRate,
        });
        p.fees_usd += fee;
        p.rewards_usd += fee * REWARD_SHARE;
        p.in_range_sec += dtSec;
      }
      p.last_price = m.price;
      if (m.price >= p.stop_upper) stops.push({ p, reason: 'upper_stop_losss' });
      else if (m.price <= p.stop_lower) stops.push({ p, reason: 'lower_stop_loss' });
    }
    // positions first: a short whose position closes now closes with it, not on its own
    for (const { p, reason } of stops) this.onStop(p, reason, now);
    for (const h of [...this.hedges.values()]) {
      const m = prices.get(h.symbol);
      if (!m || h.status !== 'active') continue;
      const exit = hedgeExit({ tpPrice: h.tp_price, slPrice: h.sl_price }, m.price);
      if (exit) this.onHedgeExit(h, exit, now);
    }
    this.ladder(now);
    if (now - this.lastRefresh >= REFRESH_BOTS_MS) this.refreshBots(now);
    if (now - this.lastFlush >= FLUSH_EVERY_MS) this.flush(now);
    this.publishUpdates(now);
    this.stats.ticks++;
    this.stats.tickMsTotal += performance.now() - t0;
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
    return positionView(live, this.hedgeFor(live), this.market.price(live.symbol), now);
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
      const view = positionView(r, hedge, this.market.price(r.symbol), now);
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

  /** A short opened by hand on a hedge bot: a quarter of its start ETH, or the given price/leverage. */
  openManualHedge(botId: number, now: number, priceOpen?: number, leverage?: number): number | null {
    const bot = this.store.hedgeBot(botId);
    const symbol = bot ? normaliseSymbol(bot.symbol) : null;
    if (!bot || !symbol) return null;
    // A bot never holds more shorts than its max_hedge_positions (issue 19); the route says why.
    if (this.activeHedgesOf(botId) >= bot.max_hedge_positions) return null;
    const price = this.market.price(symbol);
    const entry = priceOpen && priceOpen > 0 ? priceOpen : price;
    const amount = Math.max(bot.eth_start, 0.01) * entry * 0.25;
    const h = this.createHedge({
      botId,
      userId: bot.user_id,
      tokenId: null,
      symbol,
      entry,
      amount,
      compensation: 25,
      leverage: leverage && leverage > 0 ? leverage : 3,
      stopPercent: bot.stop_loss_percent,
      now,
    });
    return h.position_id;
  }

  closeHedgeManually(id: number, now: number): boolean {
    const h = this.hedges.get(id);
    if (!h) return false;
    this.closeHedge(h, 'manual', now);
    return true;
  }

  // ---- internals ----

  private loadMining(botId: number): Extract<Ctx, { kind: 'mining' }> | null {
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

  private openMining(ctx: Extract<Ctx, { kind: 'mining' }>, strategy: StrategyRow, now: number, given?: Plan): PositionRow | null {
    if (!ctx.symbol) return null;
    const price = this.market.price(ctx.symbol);
    const plan = given ?? planPosition(strategy, price);
    const size = Math.min(
      (ctx.bot.initial_investment * Math.min(100, Math.max(1, strategy.position_size_percent))) / 100,
      strategy.max_position_size > 0 ? strategy.max_position_size : Infinity,
    );
    const liquidity = liquidityForValue(size, plan, price);
    const p = this.insertPosition({
      botId: ctx.bot.bot_id,
      kind: 'mining',
      userId: ctx.bot.user_id,
      strategyId: strategy.strategy_id || null,
      symbol: ctx.symbol,
      network: ctx.bot.network,
      price,
      plan,
      liquidity,
      invested: size,
      now,
    });
    this.hedgeMining(p, plan, now);
    return p;
  }

  private insertPosition(i: {
    botId: number;
    kind: 'mining' | 'hedge';
    userId: number;
    strategyId: number | null;
    symbol: string;
    network: string;
    price: number;
    plan: Plan;
    liquidity: number;
    invested: number;
    now: number;
  }): PositionRow {
    const row: Omit<PositionRow, 'token_id'> = {
      bot_id: i.botId,
      bot_kind: i.kind,
      user_id: i.userId,
      strategy_id: i.strategyId,
      symbol: i.symbol,
      network: i.network,
      status: 'open',
      opened_ms: i.now,
      updated_ms: i.now,
      closed_ms: null,
      entry_price: i.price,
      last_price: i.price,
      exit_price: null,
      lower_price: i.plan.lower,
      upper_price: i.plan.upper,
      stop_upper: i.plan.stopUpper,
      stop_lower: i.plan.stopLower,
      liquidity: i.liquidity,
      invested_usd: i.invested,
      fees_usd: 0,
      rewards_usd: 0,
      in_range_sec: 0,
      lp_expenses_usd: gasUsd(i.network, this.rng.next()),
      exit_reason: null,
      pnl_usd: null,
    };
    const p: PositionRow = { ...row, token_id: this.store.insertPosition(row) };
    this.track(p);
    this.stats.opened++;
    this.queue(p.bot_id, { type: 'position_update', bot_id: p.bot_id, position: this.view(p, i.now), ts: i.now });
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
    const h = this.createHedge({
      botId: bot.bot_id,
      userId: p.user_id,
      tokenId: p.token_id,
      symbol: p.symbol,
      entry: p.last_price,
      amount: (exposure * compensation) / 100,
      compensation,
      leverage: hedgeLeverage(widthPercent),
      stopPercent: bot.stop_loss_percent,
      now,
      slCap: p.stop_upper * 1.002,
      tpFloor: p.stop_lower * 0.998,
    });
    this.hedgeOfToken.set(p.token_id, h);
  }

  private createHedge(i: {
    botId: number;
    userId: number;
    tokenId: number | null;
    symbol: string;
    entry: number;
    amount: number;
    compensation: number;
    leverage: number;
    stopPercent: number;
    now: number;
    slCap?: number;
    tpFloor?: number;
  }): HedgeRow {
    const stop = Math.max(0.5, Math.min(50, i.stopPercent || 5));
    const o = openHedge(
      { compensationPercent: 100, leverage: i.leverage, takerFeeRate: TAKER_FEE, tpPercent: 2 * stop, slPercent: stop },
      i.amount,
      i.entry,
    );
    const row: Omit<HedgeRow, 'position_id'> = {
      bot_id: i.botId,
      user_id: i.userId,
      token_id: i.tokenId,
      symbol: i.symbol,
      status: 'active',
      price_open: i.entry,
      price_close: null,
      leverage: i.leverage,
      amount_usdt: o.amountUsdt,
      compensation_percent: i.compensation,
      tp_price: i.tpFloor !== undefined ? Math.max(o.tpPrice, i.tpFloor) : o.tpPrice,
      sl_price: i.slCap !== undefined ? Math.min(o.slPrice, i.slCap) : o.slPrice,
      fees_usd: o.openFeeUsd,
      pnl_usd: null,
      exit_reason: null,
      created_ms: i.now,
      closed_ms: null,
    };
    const h: HedgeRow = { ...row, position_id: this.store.insertHedge(row) };
    this.hedges.set(h.position_id, h);
    this.queue(h.bot_id, { type: 'hedge_position_update', bot_id: h.bot_id, position: this.hedgeView(h), ts: i.now });
    return h;
  }

  activeHedgesOf(botId: number): number {
    let n = 0;
    for (const h of this.hedges.values()) if (h.bot_id === botId) n++;
    return n;
  }

  private closeHedge(h: HedgeRow, reason: string, now: number): void {
    if (h.status !== 'active') return;
    const price = this.market.has(h.symbol) ? this.market.price(h.symbol) : h.price_open;
    h.status = 'closed';
    h.price_close = price;
    h.fees_usd += closeFee(h.amount_usdt, h.price_open, price, TAKER_FEE);
    h.pnl_usd = shortPnl(h.amount_usdt, h.price_open, price);
    h.exit_reason = reason;
    h.closed_ms = now;
    this.store.closeHedge(h);
    this.hedges.delete(h.position_id);
    if (h.token_id !== null && this.hedgeOfToken.get(h.token_id) === h) {
      // keep the closed hedge attached while the LP stays open, so its result still counts
      if (!this.open.has(h.token_id)) this.hedgeOfToken.delete(h.token_id);
    }
    this.queue(h.bot_id, { type: 'hedge_position_update', bot_id: h.bot_id, position: this.hedgeView(h), ts: now });
  }

  private onHedgeExit(h: HedgeRow, exit: 'take_profit' | 'stop_loss', now: number): void {
    this.closeHedge(h, exit, now);
    // the LP is still there: hedge it again at the new price if the bot still auto-hedges
    if (h.token_id === null) return;
    const p = this.open.get(h.token_id);
    const ctx = this.running.get(h.bot_id);
    if (!p || !ctx || ctx.kind !== 'hedge' || !ctx.bot.auto_hedge) return;
    if (this.activeHedgesOf(ctx.bot.bot_id) >= ctx.bot.max_hedge_positions) return;
    const width = ((p.upper_price - p.lower_price) / p.entry_price) * 100;
    this.hedgePosition(p, ctx.bot, h.compensation_percent, width, now);
  }

  /** Closes a position at the market price; `publishNow` for user actions between ticks. */
  private closePosition(p: PositionRow, reason: string, now: number, publishNow: boolean): void {
    const price = this.market.has(p.symbol) ? this.market.price(p.symbol) : p.last_price;
    const hedge = this.hedgeOfToken.get(p.token_id) ?? null;
    if (hedge && hedge.status === 'active') this.closeHedge(hedge, reason, now);
    p.status = 'closed';
    p.last_price = price;
    p.exit_price = price;
    p.closed_ms = now;
    p.updated_ms = now;
    p.exit_reason = reason;
    p.pnl_usd = closingPnl(p, hedge, price);
    this.store.closePosition(p);
    const message: LiveMessage = { type: 'position_closed', bot_id: p.bot_id, position: positionView(p, hedge, price, now), ts: now };
    this.untrack(p);
    this.hedgeOfToken.delete(p.token_id);
    this.stats.closed++;
    if (publishNow) this.publish(message);
    else this.queue(p.bot_id, message);
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
    if (this.countOf(p.bot_id) < Math.max(1, ctx.strategy.max_positions)) this.openMining(ctx, next, now);
  }

  /**
   * A running mining bot adds positions up to its strategy's max_positions, one each time the
   * price has moved a quarter channel away from every open position's entry (a ladder).
   */
  private ladder(now: number): void {
    for (const ctx of this.running.values()) {
      if (ctx.kind !== 'mining' || !ctx.symbol) continue;
      const max = Math.max(1, ctx.strategy.max_positions || 1);
      const list = this.openOf(ctx.bot.bot_id);
      if (list.length >= max) continue;
      const price = this.market.price(ctx.symbol);
      const quarter = widthPercentOf(ctx.strategy, price) / 4;
      if (list.every((p) => (Math.abs(price - p.entry_price) / price) * 100 > quarter)) this.openMining(ctx, ctx.strategy, now);
    }
  }

  /** A hedge bot's channel: its configured bounds while the price is inside them, else re-centred. */
  private openHedgeBotChannel(ctx: Extract<Ctx, { kind: 'hedge' }>, now: number, useConfigured: boolean): void {
    if (!ctx.symbol) return;
    const bot = ctx.bot;
    const price = this.market.price(ctx.symbol);
    let lower = bot.channel_lower;
    let upper = bot.channel_upper;
    const inside = lower > 0 && upper > lower && price > lower && price < upper;
    if (!useConfigured || !inside) {
      const half = upper > lower && lower > 0 ? (upper - lower) / (upper + lower) : 0.033;
      lower = price * (1 - half);
      upper = price * (1 + half);
    }
    const stop = Math.max(0.5, Math.min(50, bot.stop_loss_percent || 5)) / 100;
    const plan: Plan = {
      lower,
      upper,
      stopLower: lower * (1 - stop),
      stopUpper: upper * (1 + stop),
      widthPercent: ((upper - lower) / price) * 100,
    };
    const range = { lower, upper };
    const liquidity = hedgeChannelLiquidity(bot, range, price);
    const a = amountsAt(liquidity, range, price);
    const invested = a.base * price + a.quote;
    const p = this.insertPosition({
      botId: bot.bot_id,
      kind: 'hedge',
      userId: bot.user_id,
      strategyId: null,
      symbol: ctx.symbol,
      network: bot.network,
      price,
      plan,
      liquidity,
      invested,
      now,
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
