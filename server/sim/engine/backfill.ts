// Demo history: weeks of positions simulated in memory over the hourly candles the market already
// holds (stops checked against each hour's high and low, fees from each hour's volume), then
// written in one transaction. Running bots keep their last positions open; the engine adopts them.
import type Database from 'better-sqlite3';
import type { Candle } from '../../../src/domain/types';
import { closeFee, shortPnl } from '../math/hedge';
import { amountsAt, feesForStep, liquidityForValue } from '../math/v3';
import { HOUR } from '../prices/candles';
import type { Market } from '../prices/market';
import type { Rng } from '../prices/random';
import { normaliseSymbol } from '../prices/symbols';
import { DEFAULT_STRATEGY, gasUsd, hedgeChannelLiquidity, hedgeLeverage, planPosition, type Plan } from './plan';
import type { HedgeBotRow, HedgeRow, MiningBotRow, PositionRow, StrategyRow } from './rows';
import type { Store } from './store';
import { closingPnl } from './view';
import { HEDGE_BOT_COMPENSATION, MINING_COMPENSATION, REWARD_SHARE, TAKER_FEE } from './engine';

interface Step {
  ts: number;
  high: number;
  low: number;
  close: number;
  volumeUsd: number;
  poolL: number;
  feeRate: number;
}

interface SimPosition {
  row: Omit<PositionRow, 'token_id'>;
  hedge: Omit<HedgeRow, 'position_id' | 'token_id'> | null;
}

export interface BackfillInput {
  miningBotIds: number[];
  hedgeBotIds: number[];
  closedPerUser: number;
}

export interface BackfillResult {
  positions: PositionRow[];
  hedges: HedgeRow[];
}

const MANUAL_EXIT_PER_HOUR = 0.004;

export function backfillDemo(
  db: Database.Database,
  store: Store,
  market: Market,
  rng: Rng,
  input: BackfillInput,
  now: number,
): BackfillResult {
  const bots = input.miningBotIds.map((id) => store.miningBot(id)).filter((b): b is MiningBotRow => !!b);
  const hedgeBots = input.hedgeBotIds.map((id) => store.hedgeBot(id)).filter((b): b is HedgeBotRow => !!b);
  const users = [...new Set(bots.map((b) => b.user_id))];
  const all: SimPosition[] = [];
  for (const userId of users) {
    const mine = bots.filter((b) => b.user_id === userId);
    const hedgeBot = hedgeBots.find((h) => h.user_id === userId && h.auto_hedge) ?? null;
    // lengthen the history until the user has enough closed positions
    let hours = 24 * 21;
    let result: SimPosition[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      result = simulateUser(store, market, rng, mine, hedgeBot, hours, now);
      const closed = result.filter((p) => p.row.status === 'closed').length;
      if (closed >= input.closedPerUser) break;
      hours = Math.min(3500, Math.ceil(hours * Math.max(1.3, (input.closedPerUser / Math.max(closed, 1)) * 1.15)));
    }
    all.push(...result);
  }
  for (const hb of hedgeBots) all.push(...simulateHedgeBot(market, rng, hb, 24 * 10, now));

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

function steps(market: Market, symbol: string, hours: number): Step[] {
  const series = market.series(symbol)!;
  const feeRate = market.spec(symbol)!.feeRate;
  const list: Candle[] = series.hours.slice(Math.max(0, series.hours.length - hours));
  return list.map((c) => ({
    ts: c.timestamp,
    high: c.high,
    low: c.low,
    close: c.close,
    volumeUsd: c.volume * c.close,
    poolL: market.poolLiquidity(symbol, c.close),
    feeRate,
  }));
}

function strategyOf(store: Store, bot: MiningBotRow): StrategyRow {
  return (
    (bot.strategy_id !== null ? store.strategy(bot.strategy_id) : undefined) ?? {
      ...DEFAULT_STRATEGY,
      strategy_id: 0,
      user_id: bot.user_id,
    }
  );
}

function simulateUser(
  store: Store,
  market: Market,
  rng: Rng,
  bots: MiningBotRow[],
  hedgeBot: HedgeBotRow | null,
  hours: number,
  now: number,
): SimPosition[] {
  const out: SimPosition[] = [];
  // one or two server restarts somewhere in the history close everything at once
  const restarts = new Set<number>([Math.floor(hours * (0.3 + 0.2 * rng.next())), Math.floor(hours * (0.65 + 0.2 * rng.next()))]);
  const hedgeFrom = Math.floor(hours / 2);
  let activeHedges = 0;
  for (const bot of bots) {
    const symbol = normaliseSymbol(bot.symbol);
    if (!symbol || !market.has(symbol)) continue;
    const path = steps(market, symbol, hours);
    const strategy = strategyOf(store, bot);
    const slots = Math.max(1, Math.min(5, strategy.max_positions || 3));
    // a stopped bot stopped a day or two ago; its positions closed by hand then
    const endIdx = bot.running ? path.length : path.length - 24 - rng.int(0, 24);
    const size = Math.min(
      (bot.initial_investment * Math.min(100, Math.max(1, strategy.position_size_percent))) / 100,
      strategy.max_position_size > 0 ? strategy.max_position_size : Infinity,
    );
    for (let slot = 0; slot < slots; slot++) {
      let i = slot * 3 + rng.int(0, 2);
      while (i < endIdx - 1) {
        const entry = path[i].close;
        const plan = planPosition(strategy, entry);
        const openedMs = path[i].ts + HOUR - rng.int(60, 3000) * 1000;
        const liquidity = liquidityForValue(size, plan, entry);
        const useHedge = hedgeBot !== null && i >= hedgeFrom && activeHedges < hedgeBot.max_hedge_positions;
        const walk = walkPosition(path, i, endIdx, plan, liquidity, restarts, rng);
        const row = positionRow(
          bot.bot_id,
          'mining',
          bot.user_id,
          strategy.strategy_id || null,
          symbol,
          bot.network,
          openedMs,
          entry,
          plan,
          liquidity,
          size,
          rng,
        );
        applyWalk(row, walk, path, now, bot.running === 1 && walk.closeIdx === null, rng);
        const hedge = useHedge && hedgeBot ? hedgeFor(row, hedgeBot, MINING_COMPENSATION, plan, path, i, walk.closeIdx) : null;
        if (hedge && hedge.status === 'active') activeHedges++;
        row.pnl_usd = closingPnl(
          { ...row, token_id: 0 },
          hedge ? { ...hedge, position_id: 0, token_id: 0 } : null,
          row.exit_price ?? path[path.length - 1].close,
        );
        out.push({ row, hedge });
        if (walk.closeIdx === null) break;
        i = walk.closeIdx + 1 + (walk.reason === 'system_restart_cleanup' ? 0 : rng.int(0, 1));
      }
    }
  }
  return out;
}

/** A hedge bot's channel positions over the last `hours`, re-centred after each stop. */
function simulateHedgeBot(market: Market, rng: Rng, bot: HedgeBotRow, hours: number, now: number): SimPosition[] {
  const symbol = normaliseSymbol(bot.symbol);
  if (!symbol || !market.has(symbol)) return [];
  const path = steps(market, symbol, hours);
  const running = bot.status === 'running';
  const endIdx = running ? path.length : path.length - 12;
  const out: SimPosition[] = [];
  const half =
    bot.channel_upper > bot.channel_lower && bot.channel_lower > 0
      ? (bot.channel_upper - bot.channel_lower) / (bot.channel_upper + bot.channel_lower)
      : 0.033;
  const stop = Math.max(0.5, Math.min(50, bot.stop_loss_percent || 5)) / 100;
  let i = 0;
  while (i < endIdx - 1) {
    const entry = path[i].close;
    const lower = entry * (1 - half);
    const upper = entry * (1 + half);
    const plan: Plan = { lower, upper, stopLower: lower * (1 - stop), stopUpper: upper * (1 + stop), widthPercent: half * 200 };
    const liquidity = hedgeChannelLiquidity(bot, plan, entry);
    const a = amountsAt(liquidity, plan, entry);
    const invested = a.base * entry + a.quote;
    const walk = walkPosition(path, i, endIdx, plan, liquidity, new Set(), rng);
    const row = positionRow(
      bot.bot_id,
      'hedge',
      bot.user_id,
      null,
      symbol,
      bot.network,
      path[i].ts + HOUR - rng.int(60, 3000) * 1000,
      entry,
      plan,
      liquidity,
      invested,
      rng,
    );
    applyWalk(row, walk, path, now, running && walk.closeIdx === null, rng);
    const hedge = bot.auto_hedge ? hedgeFor(row, bot, HEDGE_BOT_COMPENSATION, plan, path, i, walk.closeIdx) : null;
    row.pnl_usd = closingPnl(
      { ...row, token_id: 0 },
      hedge ? { ...hedge, position_id: 0, token_id: 0 } : null,
      row.exit_price ?? path[path.length - 1].close,
    );
    out.push({ row, hedge });
    if (walk.closeIdx === null || !bot.auto_rebalance) break;
    i = walk.closeIdx + 1;
  }
  return out;
}

interface Walk {
  closeIdx: number | null;
  exitPrice: number;
  reason: string;
  fees: number;
  inRangeSec: number;
}

/** Walks a position forward from step `from` until a stop, a manual close, a restart or `endIdx`. */
function walkPosition(path: Step[], from: number, endIdx: number, plan: Plan, liquidity: number, restarts: Set<number>, rng: Rng): Walk {
  let fees = 0;
  let inRangeSec = 0;
  const spec = { lower: plan.lower, upper: plan.upper };
  for (let j = from + 1; j < endIdx; j++) {
    const s = path[j];
    const hitUp = s.high >= plan.stopUpper;
    const hitDown = s.low <= plan.stopLower;
    if (hitUp || hitDown) {
      // both in one hour: the one nearer the open went first
      const up = hitUp && (!hitDown || plan.stopUpper - path[j - 1].close < path[j - 1].close - plan.stopLower);
      return {
        closeIdx: j,
        exitPrice: up ? plan.stopUpper : plan.stopLower,
        reason: up ? 'upper_stop_losss' : 'lower_stop_loss',
        fees,
        inRangeSec,
      };
    }
    fees += feesForStep({ liquidity, range: spec, price: s.close, poolLiquidity: s.poolL, volumeUsd: s.volumeUsd, feeRate: s.feeRate });
    if (s.close >= plan.lower && s.close <= plan.upper) inRangeSec += 3600;
    if (restarts.has(j)) return { closeIdx: j, exitPrice: s.close, reason: 'system_restart_cleanup', fees, inRangeSec };
    if (rng.next() < MANUAL_EXIT_PER_HOUR) return { closeIdx: j, exitPrice: s.close, reason: 'manual', fees, inRangeSec };
  }
  if (endIdx < path.length) return { closeIdx: endIdx, exitPrice: path[endIdx].close, reason: 'manual', fees, inRangeSec };
  return { closeIdx: null, exitPrice: path[path.length - 1].close, reason: '', fees, inRangeSec };
}

function positionRow(
  botId: number,
  kind: 'mining' | 'hedge',
  userId: number,
  strategyId: number | null,
  symbol: string,
  network: string,
  openedMs: number,
  entry: number,
  plan: Plan,
  liquidity: number,
  invested: number,
  rng: Rng,
): Omit<PositionRow, 'token_id'> {
  return {
    bot_id: botId,
    bot_kind: kind,
    user_id: userId,
    strategy_id: strategyId,
    symbol,
    network,
    status: 'open',
    opened_ms: openedMs,
    updated_ms: openedMs,
    closed_ms: null,
    entry_price: entry,
    last_price: entry,
    exit_price: null,
    lower_price: plan.lower,
    upper_price: plan.upper,
    stop_upper: plan.stopUpper,
    stop_lower: plan.stopLower,
    liquidity,
    invested_usd: invested,
    fees_usd: 0,
    rewards_usd: 0,
    in_range_sec: 0,
    lp_expenses_usd: gasUsd(network, rng.next()),
    exit_reason: null,
    pnl_usd: null,
  };
}

function applyWalk(row: Omit<PositionRow, 'token_id'>, walk: Walk, path: Step[], now: number, stayOpen: boolean, rng: Rng): void {
  row.fees_usd = walk.fees;
  row.rewards_usd = walk.fees * REWARD_SHARE;
  row.in_range_sec = walk.inRangeSec;
  if (walk.closeIdx === null && stayOpen) {
    row.last_price = path[path.length - 1].close;
    row.updated_ms = now;
    return;
  }
  const idx = walk.closeIdx ?? path.length - 1;
  const closedMs = Math.min(now - 1000, Math.max(row.opened_ms + 60_000, path[idx].ts + rng.int(60, 3540) * 1000));
  row.status = 'closed';
  row.exit_price = walk.exitPrice;
  row.last_price = walk.exitPrice;
  row.closed_ms = closedMs;
  row.updated_ms = closedMs;
  row.exit_reason = walk.closeIdx === null ? 'manual' : walk.reason;
}

/** The short that hedged a back-filled position: closed by its own tp/sl or with the position. */
function hedgeFor(
  row: Omit<PositionRow, 'token_id'>,
  bot: HedgeBotRow,
  compensation: number,
  plan: Plan,
  path: Step[],
  from: number,
  closeIdx: number | null,
): Omit<HedgeRow, 'position_id' | 'token_id'> | null {
  const a = amountsAt(row.liquidity, plan, row.entry_price);
  const amount = (a.base * row.entry_price * compensation) / 100;
  if (amount <= 0) return null;
  const stop = Math.max(0.5, Math.min(50, bot.stop_loss_percent || 5));
  const tp = Math.max(row.entry_price * (1 - (2 * stop) / 100), plan.stopLower * 0.998);
  const sl = Math.min(row.entry_price * (1 + stop / 100), plan.stopUpper * 1.002);
  const h: Omit<HedgeRow, 'position_id' | 'token_id'> = {
    bot_id: bot.bot_id,
    user_id: row.user_id,
    symbol: row.symbol,
    status: 'active',
    price_open: row.entry_price,
    price_close: null,
    leverage: hedgeLeverage(plan.widthPercent),
    amount_usdt: amount,
    compensation_percent: compensation,
    tp_price: tp,
    sl_price: sl,
    fees_usd: amount * TAKER_FEE,
    pnl_usd: null,
    exit_reason: null,
    created_ms: row.opened_ms,
    closed_ms: null,
  };
  const last = closeIdx ?? path.length;
  for (let j = from + 1; j < last; j++) {
    const hitTp = path[j].low <= tp;
    const hitSl = path[j].high >= sl;
    if (hitTp || hitSl)
      return closeHedgeRow(
        h,
        hitSl ? sl : tp,
        hitSl ? 'stop_loss' : 'take_profit',
        Math.max(row.opened_ms + 60_000, path[j].ts + 1800_000),
      );
  }
  if (row.status === 'closed') return closeHedgeRow(h, row.exit_price!, row.exit_reason ?? 'manual', row.closed_ms!);
  return h;
}

function closeHedgeRow(
  h: Omit<HedgeRow, 'position_id' | 'token_id'>,
  price: number,
  reason: string,
  at: number,
): Omit<HedgeRow, 'position_id' | 'token_id'> {
  return {
    ...h,
    status: 'closed',
    price_close: price,
    pnl_usd: shortPnl(h.amount_usdt, h.price_open, price),
    fees_usd: h.fees_usd + closeFee(h.amount_usdt, h.price_open, price, TAKER_FEE),
    exit_reason: reason,
    closed_ms: at,
  };
}
