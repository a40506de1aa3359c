// Demo history: weeks of positions simulated in memory over the candles the market already holds
// (hours for the long past, minutes for the last days), then written in one transaction. Each bot
// is walked through them by ./walk.ts, the live engine's model and rules without hindsight; an
// operator closes a position by hand now and then. Running bots keep their last positions open;
// the engine adopts them.
import type Database from 'better-sqlite3';
import { poolOf } from '../pools/pool';
import { HOUR } from '../prices/candles';
import type { Bar, Market } from '../prices/market';
import { Rng, subSeed } from '../prices/random';
import { normaliseSymbol } from '../prices/symbols';
import { HEDGE_BOT_COMPENSATION, hedgeChannelPlan, MINING_COMPENSATION, type EngineOptions } from './engine';
import { shareFees } from './feeShares';
import { DEFAULT_STRATEGY, exitStrategyId, hedgeChannelCapital, ladderAllows, ladderStepPercent, planPosition, positionSize } from './plan';
import { baseShareAt } from './positionCosts';
import type { HedgeBotRow, HedgeRow, MiningBotRow, PositionRow, StrategyRow } from './rows';
import type { Store } from './store';
import { MANUAL_EXIT_PER_HOUR, Occupancy, walkBot, type SimPosition } from './walk';

export interface BackfillInput {
  miningBotIds: number[];
  hedgeBotIds: number[];
  closedPerUser: number;
}

export interface BackfillResult {
  positions: PositionRow[];
  hedges: HedgeRow[];
}

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

function strategyOf(store: Store, id: number | null, userId: number): StrategyRow {
  return (id !== null ? store.strategy(id) : undefined) ?? { ...DEFAULT_STRATEGY, strategy_id: 0, user_id: userId };
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
    manualExitPerHour: MANUAL_EXIT_PER_HOUR,
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
    manualExitPerHour: MANUAL_EXIT_PER_HOUR,
  });
}
