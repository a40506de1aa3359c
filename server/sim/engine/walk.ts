// One bot's positions walked through recorded bars, shared by the demo's back-filled history
// (./backfill.ts) and the backtests of strategies (server/backtest): a position opens at the open of
// the bar it opens in, leaves at the first price that crosses a stop (with the overshoot a live tick
// has), earns its pool's fees for the time it was in range, pays gas, swap, hedge fees and funding,
// and its hedge can be liquidated; a bot adds positions by the ladder rule. Nothing in a bar's
// decisions looks past that bar (docs/decisions/0038-one-clock-history-and-restarts.md).
import { amountsAt } from '../../../src/domain/rules/strategies/v3';
import { gasCoin } from '../pools/gas';
import { programmeFor } from '../pools/incentives';
import { activeLiquidity, poolOf, stepVolumeUsd, type Pool } from '../pools/pool';
import type { Bar } from '../prices/market';
import type { Rng } from '../prices/random';
import { SECONDS_PER_YEAR } from '../prices/symbols';
import { dayStart } from './days';
import { rangeShare, type EngineOptions } from './engine';
import { Accruals } from './feeShares';
import { withFeeMark, withMark } from './marks';
import { hedgeLeverage, type Plan } from './plan';
import { accrueStep, chargeExitGas, mintCosts, openedPosition, type PositionState } from './positionCosts';
import type { HedgeBotRow, HedgeRow, PositionRow } from './rows';
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
import { closingPnl } from './view';

/** What a walk reads of the market besides its bars: the gas coin's price at a time, and the symbol's volatility. */
export interface WalkMarket {
  priceAt(symbol: string, ts: number): number;
  spec(symbol: string): { annualVol: number } | undefined;
}

export interface SimPosition {
  row: PositionState;
  hedge: HedgeState | null;
  /** What it earned bar by bar, before the fees are shared with the other walks' positions. */
  accruals: Accruals;
}

/** An operator closes a position by hand now and then: about once in ten days of a position's life. */
export const MANUAL_EXIT_PER_HOUR = 0.004;
/** Mean overshoot of a barrier crossed by a Brownian path watched at discrete ticks, in σ√Δt (Broadie, Glasserman & Kou). */
const OVERSHOOT_BETA = 0.5826;
/** Live ticks at SIM_SPEED 1 are a simulated second apart: the back-fill's stops overshoot as much. */
const LIVE_TICK_SEC = 1;

/** When a hedge bot's shorts were active: a new short fits while fewer than its maximum overlap. */
export class Occupancy {
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

/** What one bot's walk needs: where its positions go and how they are hedged. */
export interface BotWalk {
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
  /** How often an operator closes a position by hand (per hour of its life); 0: never. */
  manualExitPerHour: number;
  /** After each bar, with the positions still open at its close. */
  onBar?(bar: Bar, open: readonly SimPosition[]): void;
  /** When a position has closed (its hedge with it), its result final. */
  onClose?(sp: SimPosition): void;
}

/** Walks one bot through its path bar by bar: opens, fees, stops, hedges, manual exits. */
export function walkBot(market: WalkMarket, rng: Rng, model: EngineOptions, w: BotWalk): SimPosition[] {
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
    w.onClose?.(sp);
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
      if (w.manualExitPerHour > 0 && rng.next() < (w.manualExitPerHour * bar.sec) / 3600) close(sp, bar.close, 'manual', bar.ts + barMs);
    }
    w.onBar?.(bar, open);
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
  const owner = {
    bot_id: w.bot.bot_id,
    bot_kind: w.kind,
    user_id: w.bot.user_id,
    strategy_id: n.strategyId,
    symbol: w.symbol,
    network: w.bot.network,
  };
  const row = openedPosition(owner, m, n.plan, price, n.size, bar.ts);

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
