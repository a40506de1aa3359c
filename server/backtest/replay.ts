// A strategy replayed over recorded bars by the engine's own walk (server/sim/engine/walk.ts), as
// a running mining bot with this strategy would have traded them: minted at a bar's open, stopped
// where a bar crossed a stop, re-minted per the exit strategy from the stopped position's tokens,
// positions added by the ladder rule, hedged when the user's auto-hedging hedge bot would hedge
// them. No operator closes anything by hand. Pure: the same input gives the same answer.
import { MINING_COMPENSATION, type EngineOptions } from '../sim/engine/engine';
import { exitStrategyId, ladderAllows, ladderStepPercent, planPosition, positionSize } from '../sim/engine/plan';
import { baseShareAt } from '../sim/engine/positionCosts';
import type { HedgeBotRow, StrategyRow } from '../sim/engine/rows';
import { Occupancy, walkBot, type SimPosition, type WalkMarket } from '../sim/engine/walk';
import type { Bar } from '../sim/prices/market';
import { Rng } from '../sim/prices/random';
import { EquityTrack } from './equityTrack';

export interface ReplayInput {
  /** The pair's recorded bars, oldest first. */
  bars: readonly Bar[];
  /** Prices of the gas coin and the pair's volatility. */
  market: WalkMarket;
  userId: number;
  network: string;
  /** Market symbol, 'ETHUSDT'. */
  symbol: string;
  strategy: StrategyRow;
  /** The user's other strategies, by id: where an exit strategy may lead. */
  others: readonly StrategyRow[];
  investment: number;
  /** The hedge bot whose shorts hedge the positions, or null. */
  hedge: HedgeBotRow | null;
  seed: number;
  model: EngineOptions;
  /** Spacing of the equity curve's points, ms. */
  sampleMs: number;
}

export interface ReplayEvent {
  timestamp: number;
  kind: 'open' | 'remint' | 'close' | 'hedge_close';
  price: number;
  reason: string | null;
}

export interface Replay {
  positions: SimPosition[];
  events: ReplayEvent[];
  remints: number;
  equity: EquityTrack;
}

/** The strategy a position minted under it stops into: its exit on that side, or itself. */
function nextStrategy(
  current: StrategyRow,
  reason: string,
  positionStrategy: number | null,
  byId: ReadonlyMap<number, StrategyRow>,
): StrategyRow {
  const exit = reason === 'upper_stop_losss' ? current.exit_strategy_upper : current.exit_strategy_lower;
  const nextId = exitStrategyId(exit, positionStrategy);
  return (nextId !== null && nextId !== positionStrategy ? byId.get(nextId) : undefined) ?? current;
}

export function replay(input: ReplayInput): Replay {
  const { bars, strategy } = input;
  // The strategy as replayed stands in for its stored version wherever an exit leads back to it.
  const byId = new Map<number, StrategyRow>(input.others.map((s) => [s.strategy_id, s]));
  if (strategy.strategy_id) byId.set(strategy.strategy_id, strategy);
  const strategyOf = (id: number | null) => (id !== null ? byId.get(id) : undefined) ?? strategy;
  const events: ReplayEvent[] = [];
  const equity = new EquityTrack(input.investment, input.sampleMs, bars[0]);
  let pending: { strategy: StrategyRow; baseShare: number } | null = null;
  let barIndex = 0;
  let remints = 0;

  const positions = walkBot(input.market, new Rng(input.seed), input.model, {
    bot: { bot_id: 0, user_id: input.userId, network: input.network },
    kind: 'mining',
    symbol: input.symbol,
    path: bars as Bar[],
    endIdx: bars.length,
    maxOpen: Math.max(1, strategy.max_positions || 1),
    next(price, open) {
      const use = pending?.strategy ?? strategy;
      if (!ladderAllows(open, price, ladderStepPercent(use, price))) return null;
      const remint = pending !== null;
      const heldShare = pending?.baseShare ?? 0;
      pending = null;
      if (remint) remints++;
      events.push({ timestamp: bars[barIndex].ts, kind: remint ? 'remint' : 'open', price, reason: null });
      return { plan: planPosition(use, price), size: positionSize(input.investment, use), heldShare, strategyId: use.strategy_id || null };
    },
    stopped(reason, row) {
      pending = {
        strategy: nextStrategy(strategyOf(row.strategy_id), reason, row.strategy_id, byId),
        baseShare: baseShareAt(row, row.exit_price ?? row.last_price),
      };
    },
    hedge: input.hedge
      ? { bot: input.hedge, compensation: MINING_COMPENSATION, occupancy: new Occupancy(input.hedge.max_hedge_positions), from: bars[0].ts }
      : null,
    manualExitPerHour: 0,
    onClose(sp) {
      equity.closed(sp);
      events.push({
        timestamp: sp.row.closed_ms ?? 0,
        kind: 'close',
        price: sp.row.exit_price ?? sp.row.last_price,
        reason: sp.row.exit_reason,
      });
    },
    onBar(bar, open) {
      equity.bar(bar, open);
      barIndex++;
    },
  });

  for (const sp of positions) {
    const h = sp.hedge;
    // a short that ended on its own (its stop, its take profit); one that closed with its position is that position's close
    if (h && h.status === 'closed' && h.closed_ms !== null && (h.exit_reason === 'stop_loss' || h.exit_reason === 'take_profit'))
      events.push({ timestamp: h.closed_ms, kind: 'hedge_close', price: h.price_close ?? h.price_open, reason: h.exit_reason });
  }
  events.sort((a, b) => a.timestamp - b.timestamp);
  return { positions, events, remints, equity };
}
