// Demo history: weeks of positions simulated in memory over the candles the market already holds
// (hours for the long past, minutes for the last days), then written in one transaction. It
// follows the live engine's model and rules without hindsight: a position opens at the price of
// the bar (minute or hour) it opens in, leaves at the first price that crosses a stop (with the
// overshoot a live tick has), earns its pool's fees for the time it was in range, pays gas, swap,
// hedge fees and funding, and its hedge can be liquidated; a bot adds positions by the ladder rule.
// Running bots keep their last positions open; the engine adopts them.
import type Database from 'better-sqlite3';
import { amountsAt } from '../math/v3';
import { gasCoin } from '../pools/gas';
import { programmeFor } from '../pools/incentives';
import { activeLiquidity, poolOf, stepVolumeUsd, type Pool } from '../pools/pool';
import { HOUR } from '../prices/candles';
import type { Bar, Market } from '../prices/market';
import { Rng, subSeed } from '../prices/random';
import { normaliseSymbol, SECONDS_PER_YEAR } from '../prices/symbols';
import { dayStart } from './days';
import { HEDGE_BOT_COMPENSATION, hedgeChannelPlan, MINING_COMPENSATION, rangeShare, type EngineOptions } from './engine';
import { Accruals, shareFees } from './feeShares';
import { withFeeMark, withMark } from './marks';
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
import { accrueStep, baseShareAt, chargeExitGas, mintCosts, type PositionState } from './positionCosts';
import type { HedgeBotRow, HedgeRow, MiningBotRow, PositionRow, StrategyRow } from './rows';
import {
  closeShort,
  endShort,
  liquidateShort,
  newShort,
  resizeToExposure,
  settleFunding,
  shortLiquidationPrice,
  type HedgeState,
} from './shorts';
import type { Store } from './store';
import { closingPnl } from './view';

export interface BackfillInput {
  miningBotIds: number[];
  hedgeBotIds: number[];
  closedPerUser: number;
}

export interface BackfillResult {
  positions: PositionRow[];
  hedges: HedgeRow[];
}

interface SimPosition {
  row: PositionState;
  hedge: HedgeState | null;
  /** What it earned bar by bar, before the fees are shared with the other walks' positions. */
  accruals: Accruals;
}

/** An operator closes a position by hand now and then: about once in ten days of a position's life. */
const MANUAL_EXIT_PER_HOUR = 0.004;
/** Mean overshoot of a barrier crossed by a Brownian path watched at discrete ticks, in σ√Δt (Broadie, Glasserman & Kou). */
const OVERSHOOT_BETA = 0.5826;
/** Live ticks at SIM_SPEED 1 are a simulated second apart: the back-fill's stops overshoot as much. */
const LIVE_TICK_SEC = 1;
const HISTORY_START_HOURS = 24 * 21;
const HISTORY_MAX_HOURS = 3500;

export function backfillDemo(
  db: Database.Database,
  store: Store,
  market: Market,
  rng: Rng,
  input: BackfillInput,
  now: number,
  model: EngineOptions,
): BackfillResult {
  const bots = input.miningBotIds.map((id) => store.miningBot(id)).filter((b): b is MiningBotRow => !!b);
  const hedgeBots = input.hedgeBotIds.map((id) => store.hedgeBot(id)).filter((b): b is HedgeBotRow => !!b);
  const users = [...new Set(bots.map((b) => b.user_id))];
  const all: SimPosition[] = [];
  const paths = new Paths(market, now);
  const slots = new Map<number, Occupancy>();
  // Each bot draws from its own stream and each user's history starts at an hour of their own:
  // two users running the same strategy on the same pool do not mirror each other.
  const streams = Math.floor(rng.next() * 2 ** 32);
  const botRng = (botId: number) => new Rng(subSeed(streams, botId));
  const startHour = (userId: number) => subSeed(streams, -userId) % 24;
  // the hedge bots' own channels first: their shorts take hedge slots the mining positions then share
  for (const hb of hedgeBots) {
    const occupancy = new Occupancy(hb.max_hedge_positions);
    slots.set(hb.bot_id, occupancy);
    all.push(...walkHedgeBot(market, paths, botRng(hb.bot_id), hb, occupancy, 24 * 10 + startHour(hb.user_id), model));
  }
  for (const userId of users) {
    const mine = bots.filter((b) => b.user_id === userId);
    const hedgeBot = hedgeBots.find((h) => h.user_id === userId && h.auto_hedge) ?? null;
    // lengthen the history until the user has enough closed positions
    let hours = HISTORY_START_HOURS;
    let result: SimPosition[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const occupancy = hedgeBot ? slots.get(hedgeBot.bot_id)!.copy() : null;
      result = [];
      for (const bot of mine)
        result.push(
          ...walkMiningBot(store, market, paths, botRng(bot.bot_id), bot, hedgeBot, occupancy, hours + startHour(userId), now, model),
        );
      const closed = result.filter((p) => p.row.status === 'closed').length;
      if (closed >= input.closedPerUser || hours >= HISTORY_MAX_HOURS) break;
      hours = Math.min(HISTORY_MAX_HOURS, Math.ceil(hours * Math.max(1.3, (input.closedPerUser / Math.max(closed, 1)) * 1.15)));
    }
    all.push(...result);
  }

  shareFees(all.map((p) => ({ row: p.row, pool: `${poolOf(p.row.network, p.row.symbol).network}:${p.row.symbol}`, accruals: p.accruals })));

  const positions: PositionRow[] = [];
  const hedges: HedgeRow[] = [];
  db.transaction(() => {
    for (const p of all) {
      const token_id = store.insertPosition(p.row);
      positions.push({ ...p.row, token_id });
      if (p.hedge) {
        const h = { ...p.hedge, token_id };
        hedges.push({ ...h, position_id: store.insertHedge(h) });
      }
    }
  })();
  return { positions, hedges };
}

/** The recorded past of each symbol, read once, and its last `hours` as a view. */
class Paths {
  private readonly full = new Map<string, Bar[]>();
  constructor(
    private readonly market: Market,
    private readonly now: number,
  ) {}
  last(symbol: string, hours: number): Bar[] {
    let bars = this.full.get(symbol);
    if (!bars) {
      bars = this.market.path(symbol, this.now - HISTORY_MAX_HOURS * HOUR, this.now);
      this.full.set(symbol, bars);
    }
    const from = this.now - hours * HOUR;
    let lo = 0;
    let hi = bars.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (bars[mid].ts < from) lo = mid + 1;
      else hi = mid;
    }
    return bars.slice(lo);
  }
}

/** When a hedge bot's shorts were active: a new short fits while fewer than its maximum overlap. */
class Occupancy {
  constructor(
    readonly max: number,
    private readonly spans: [number, number][] = [],
  ) {}
  /** Whether one more short fits at `at`, beside `alsoActive` of the walk in progress. */
  fits(at: number, alsoActive: number): boolean {
    let n = alsoActive;
    for (const [from, to] of this.spans) if (from <= at && at < to) n++;
    return n < this.max;
  }
  add(from: number, to: number | null): void {
    this.spans.push([from, to ?? Infinity]);
  }
  copy(): Occupancy {
    return new Occupancy(this.max, [...this.spans]);
  }
}

function strategyOf(store: Store, id: number | null, userId: number): StrategyRow {
  return (id !== null ? store.strategy(id) : undefined) ?? { ...DEFAULT_STRATEGY, strategy_id: 0, user_id: userId };
}

/** What one bot's walk needs: where its positions go and how they are hedged. */
interface BotWalk {
  bot: { bot_id: number; user_id: number; network: string };
  kind: 'mining' | 'hedge';
  symbol: string;
  path: Bar[];
  /** Index where the bot stops (its open positions closed by hand), or path.length if it runs on. */
  endIdx: number;
  maxOpen: number;
  /** The next position at `price`: its plan, size, strategy, and whether the ladder allows it. */
  next(
    price: number,
    open: readonly PositionState[],
    first: boolean,
  ): { plan: Plan; size: number; heldShare: number; strategyId: number | null } | null;
  /** After a stop: what the bot reopens with (exit strategy) and from which token split. */
  stopped(reason: string, row: PositionState): void;
  hedge: { bot: HedgeBotRow; compensation: number; occupancy: Occupancy; from: number } | null;
}

function walkMiningBot(
  store: Store,
  market: Market,
  paths: Paths,
  rng: Rng,
  bot: MiningBotRow,
  hedgeBot: HedgeBotRow | null,
  occupancy: Occupancy | null,
  hours: number,
  now: number,
  model: EngineOptions,
): SimPosition[] {
  const symbol = normaliseSymbol(bot.symbol);
  if (!symbol || !market.has(symbol)) return [];
  const path = paths.last(symbol, hours);
  if (path.length < 2) return [];
  const strategy = strategyOf(store, bot.strategy_id, bot.user_id);
  // a stopped bot stopped a day or two ago; its positions closed by hand then
  const stoppedAt = now - (24 + rng.int(0, 24)) * HOUR;
  const stopIdx = path.findIndex((b) => b.ts >= stoppedAt);
  const endIdx = bot.running || stopIdx < 0 ? path.length : Math.max(1, stopIdx);
  let pending: { strategy: StrategyRow; baseShare: number } | null = null;
  const hedgeOn = hedgeBot !== null && occupancy !== null && normaliseSymbol(hedgeBot.symbol) === symbol;
  return walkBot(market, rng, model, {
    bot,
    kind: 'mining',
    symbol,
    path,
    endIdx,
    maxOpen: Math.max(1, strategy.max_positions || 1),
    next(price, open) {
      const use = pending?.strategy ?? strategy;
      if (!ladderAllows(open, price, ladderStepPercent(use, price))) return null;
      const heldShare = pending?.baseShare ?? 0;
      pending = null;
      return {
        plan: planPosition(use, price),
        size: positionSize(bot.initial_investment, use),
        heldShare,
        strategyId: use.strategy_id || null,
      };
    },
    stopped(reason, row) {
      const current = strategyOf(store, row.strategy_id, bot.user_id);
      const nextId = exitStrategyId(
        reason === 'upper_stop_losss' ? current.exit_strategy_upper : current.exit_strategy_lower,
        row.strategy_id,
      );
      const other = nextId !== null && nextId !== row.strategy_id ? store.strategy(nextId) : undefined;
      pending = {
        strategy: other && other.user_id === bot.user_id ? other : current,
        baseShare: baseShareAt(row, row.exit_price ?? row.last_price),
      };
    },
    // the owner's hedge bot was added half-way through the history
    hedge: hedgeOn ? { bot: hedgeBot, compensation: MINING_COMPENSATION, occupancy, from: path[Math.floor(path.length / 2)].ts } : null,
  });
}

/** A hedge bot's channel positions over the last `hours`, re-centred after each stop. */
function walkHedgeBot(
  market: Market,
  paths: Paths,
  rng: Rng,
  bot: HedgeBotRow,
  occupancy: Occupancy,
  hours: number,
  model: EngineOptions,
): SimPosition[] {
  const symbol = normaliseSymbol(bot.symbol);
  if (!symbol || !market.has(symbol)) return [];
  const path = paths.last(symbol, hours);
  if (path.length < 2) return [];
  const running = bot.status === 'running';
  let done = false;
  return walkBot(market, rng, model, {
    bot,
    kind: 'hedge',
    symbol,
    path,
    endIdx: running ? path.length : Math.max(1, path.length - 12 * 60),
    maxOpen: 1,
    next(price, _open, first) {
      if (done) return null;
      const capital = hedgeChannelCapital(bot, price);
      return { plan: hedgeChannelPlan(bot, price, first), size: capital.usd, heldShare: capital.baseShare, strategyId: null };
    },
    stopped() {
      if (!bot.auto_rebalance) done = true;
    },
    hedge: bot.auto_hedge ? { bot, compensation: HEDGE_BOT_COMPENSATION, occupancy, from: path[0].ts } : null,
  });
}

/** Walks one bot through its path bar by bar: opens, fees, stops, hedges, manual exits. */
function walkBot(market: Market, rng: Rng, model: EngineOptions, w: BotWalk): SimPosition[] {
  const pool = poolOf(w.bot.network, w.symbol);
  const programme = programmeFor(model.programmes, pool.network, w.symbol);
  const coin = gasCoin(pool.network);
  const tickSigma = (market.spec(w.symbol)?.annualVol ?? 0.6) * Math.sqrt(LIVE_TICK_SEC / SECONDS_PER_YEAR);
  const overshoot = () => tickSigma * OVERSHOOT_BETA * -Math.log(1 - rng.next());
  const out: SimPosition[] = [];
  const open: SimPosition[] = [];
  const openRows: PositionState[] = []; // the same positions' rows, for the ladder rule
  let first = true;
  let markedDay = dayStart(w.path[0].ts);
  // a short's slot is taken from its open to its end, for the walks of the owner's other bots
  const ended = (h: HedgeState) => w.hedge?.occupancy.add(h.created_ms, h.closed_ms);

  const close = (sp: SimPosition, price: number, reason: string, at: number) => {
    if (sp.hedge && sp.hedge.status === 'active') {
      endShort(sp.hedge, price, reason, at);
      ended(sp.hedge);
    }
    chargeExitGas(sp.row, pool, at, market.priceAt(coin, at), rng.next());
    Object.assign(sp.row, { status: 'closed', exit_price: price, last_price: price, closed_ms: at, updated_ms: at, exit_reason: reason });
    sp.row.pnl_usd = closingPnl(asRow(sp.row), sp.hedge ? asHedge(sp.hedge) : null, price);
    const k = open.indexOf(sp);
    open.splice(k, 1);
    openRows.splice(k, 1);
  };

  for (let i = 0; i < w.endIdx; i++) {
    const bar = w.path[i];
    const barMs = bar.sec * 1000;
    // a day's first bar: the base of the open positions' change since that day's start (./marks.ts)
    const day = dayStart(bar.ts);
    if (day > markedDay) {
      markedDay = day;
      for (const sp of open) markDay(sp, bar.open, day);
    }

    // opens at the bar's open price, one a bar, by the ladder rule
    if (open.length < w.maxOpen) {
      const n = w.next(bar.open, openRows, first);
      if (n) {
        first = false;
        const hedged = open.filter((o) => o.hedge?.status === 'active').length;
        const sp = mintAt(w, pool, n, bar, market.priceAt(coin, bar.ts), rng, hedged);
        open.push(sp);
        openRows.push(sp.row);
        out.push(sp);
      }
    }

    // backwards: a position that closes leaves the list without disturbing the rest of the walk
    for (let k = open.length - 1; k >= 0; k--) {
      const sp = open[k];
      const row = sp.row;
      const h = sp.hedge && sp.hedge.status === 'active' ? sp.hedge : null;
      if (h) settleFunding(h, bar.ts + barMs, bar.close, model.seed);
      const hit = firstCrossing(row, h, bar);
      const share = hit ? hit.frac : 1;
      const volume = stepVolumeUsd(pool, bar.ts, bar.sec * share, bar.activity);
      const inRange = rangeShare(row, bar.low, bar.high);
      const earned = accrueStep(row, pool, bar.close, volume, bar.sec * share, programme, inRange);
      sp.accruals.add(bar.ts, row.liquidity * inRange * share, activeLiquidity(pool, bar.close), earned.fees, earned.rewards);
      row.last_price = bar.close;
      if (hit) {
        const at = bar.ts + Math.round(barMs * hit.frac);
        if (hit.what === 'liquidated' && h) {
          const price = liquidateShort(h, at);
          ended(h);
          close(sp, price, 'liquidated', at);
        } else if ((hit.what === 'stop_loss' || hit.what === 'take_profit') && h) {
          // the short ends on its own; the position goes on unhedged
          closeShort(h, withinBar(bar, hit.price * (1 + (hit.what === 'stop_loss' ? overshoot() : -overshoot()))), hit.what, at);
          ended(h);
        } else {
          const up = hit.what === 'upper_stop_losss';
          close(sp, withinBar(bar, hit.price * (1 + (up ? overshoot() : -overshoot()))), hit.what, at);
          w.stopped(hit.what, row);
        }
        continue;
      }
      if (h) {
        const exposure = amountsAt(row.liquidity, { lower: row.lower_price, upper: row.upper_price }, bar.close).base * bar.close;
        resizeToExposure(h, exposure, bar.close, model.hedgeBandPercent);
      }
      if (rng.next() < (MANUAL_EXIT_PER_HOUR * bar.sec) / 3600) close(sp, bar.close, 'manual', bar.ts + barMs);
    }
  }

  if (w.endIdx < w.path.length) {
    // the bot was stopped: what it held was closed by hand at that bar's open
    const bar = w.path[w.endIdx];
    while (open.length > 0) close(open[open.length - 1], bar.open, 'manual', bar.ts);
  } else {
    const last = w.path[w.path.length - 1];
    for (const sp of open) {
      sp.row.last_price = last.close;
      sp.row.updated_ms = last.ts + last.sec * 1000;
      sp.row.pnl_usd = closingPnl(asRow(sp.row), sp.hedge ? asHedge(sp.hedge) : null, last.close);
      if (sp.hedge?.status === 'active') ended(sp.hedge);
    }
  }
  return out;
}

function mintAt(
  w: BotWalk,
  pool: Pool,
  n: { plan: Plan; size: number; heldShare: number; strategyId: number | null },
  bar: Bar,
  coinUsd: number,
  rng: Rng,
  hedgedNow: number,
): SimPosition {
  const price = bar.open;
  const m = mintCosts({ pool, plan: n.plan, price, sizeUsd: n.size, heldBaseShare: n.heldShare, ts: bar.ts, coinUsd, jitter: rng.next() });
  const row: PositionState = {
    bot_id: w.bot.bot_id,
    bot_kind: w.kind,
    user_id: w.bot.user_id,
    strategy_id: n.strategyId,
    symbol: w.symbol,
    network: w.bot.network,
    status: 'open',
    opened_ms: bar.ts,
    updated_ms: bar.ts,
    closed_ms: null,
    entry_price: price,
    last_price: price,
    exit_price: null,
    lower_price: m.range.lower,
    upper_price: m.range.upper,
    lower_tick: m.range.lowerTick,
    upper_tick: m.range.upperTick,
    stop_upper: n.plan.stopUpper,
    stop_lower: n.plan.stopLower,
    liquidity: m.liquidity,
    invested_usd: n.size,
    fees_usd: 0,
    rewards_usd: 0,
    in_range_sec: 0,
    lp_expenses_usd: m.gasUsd + m.swapUsd,
    gas_usd: m.gasUsd,
    swap_cost_usd: m.swapUsd,
    marks: '{}',
    fee_marks: '{}',
    exit_reason: null,
    pnl_usd: null,
  };
  let hedge: HedgeState | null = null;
  const hw = w.hedge;
  if (hw && bar.ts >= hw.from && hw.occupancy.fits(bar.ts, hedgedNow)) {
    const exposure = amountsAt(m.liquidity, m.range, price).base * price;
    if (exposure > 0)
      hedge = newShort({
        botId: hw.bot.bot_id,
        userId: w.bot.user_id,
        symbol: w.symbol,
        entry: price,
        amount: (exposure * hw.compensation) / 100,
        compensation: hw.compensation,
        leverage: hedgeLeverage(n.plan.widthPercent),
        stopPercent: hw.bot.stop_loss_percent,
        at: bar.ts,
        tpFloor: n.plan.stopLower * 0.998,
      });
  }
  return { row, hedge, accruals: new Accruals() };
}

type Crossing = { what: 'upper_stop_losss' | 'lower_stop_loss' | 'liquidated' | 'stop_loss' | 'take_profit'; price: number; frac: number };

/**
 * The first level a bar's path crosses: the levels above the open in the order the price rises
 * through them, those below as it falls; when the bar reached both sides, the side nearer its
 * open went first. `frac` is the share of the bar before it.
 */
function firstCrossing(row: PositionState, h: HedgeState | null, bar: Bar): Crossing | null {
  // the lowest level above crossed on the way up, the highest below on the way down (no closures:
  // this runs for every open position in every bar)
  let up: Crossing['what'] | null = null;
  let upPrice = Infinity;
  let down: Crossing['what'] | null = null;
  let downPrice = -Infinity;
  if (bar.high >= row.stop_upper) [up, upPrice] = ['upper_stop_losss', row.stop_upper];
  if (bar.low <= row.stop_lower) [down, downPrice] = ['lower_stop_loss', row.stop_lower];
  if (h) {
    const liq = shortLiquidationPrice(h);
    if (bar.high >= liq && liq < upPrice) [up, upPrice] = ['liquidated', liq];
    if (bar.high >= h.sl_price && h.sl_price < upPrice) [up, upPrice] = ['stop_loss', h.sl_price];
    if (bar.low <= h.tp_price && h.tp_price > downPrice) [down, downPrice] = ['take_profit', h.tp_price];
  }
  if (!up && !down) return null;
  const goesUp = up !== null && (down === null || upPrice - bar.open <= bar.open - downPrice);
  const price = goesUp ? upPrice : downPrice;
  const travel = Math.abs((goesUp ? bar.high : bar.low) - bar.open);
  // the bar reaches its extreme about half-way through on average
  const frac = Math.min(0.98, Math.max(0.02, travel > 0 ? (0.5 * Math.abs(price - bar.open)) / travel : 0.5));
  return { what: goesUp ? up! : down!, price, frac };
}

/** A price the bar traded at: an exit's overshoot never leaves its candle's high–low. */
function withinBar(bar: Pick<Bar, 'low' | 'high'>, price: number): number {
  return Math.min(bar.high, Math.max(bar.low, price));
}

function markDay(sp: SimPosition, price: number, day: number): void {
  sp.row.marks = withMark(sp.row.marks, day, closingPnl(asRow(sp.row), sp.hedge ? asHedge(sp.hedge) : null, price));
  sp.row.fee_marks = withFeeMark(sp.row.fee_marks, day, sp.row.fees_usd, sp.row.rewards_usd);
}

const asRow = (row: PositionState): PositionRow => ({ ...row, token_id: 0 });
const asHedge = (h: HedgeState): HedgeRow => ({ ...h, position_id: 0, token_id: 0 });
