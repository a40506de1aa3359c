// A backtest request made into a job for a worker thread: the period (the last whole hours of the
// market's recorded candles), its bars (packed once, ./barCache.ts), the strategy as the engine reads it, the
// owner's other strategies its exits may lead to, the owner's auto-hedging hedge bot on the pair,
// and a seed made from all of it: the same request within the same hour gets the same answer.
import type Database from 'better-sqlite3';
import type { Backtest } from '../../src/domain/contracts/backtest';
import type { BacktestDays } from '../../src/domain/rules/strategies/backtestLimits';
import type { Strategy } from '../../src/domain/contracts/types';
import { badRequest } from '../http/errors';
import { TEXT } from '../http/texts';
import { MINING_COMPENSATION } from '../sim/engine/engine';
import { DEFAULT_STRATEGY } from '../sim/engine/plan';
import type { HedgeBotRow, StrategyRow } from '../sim/engine/rows';
import type { SimInternals } from '../sim/engine/simulator';
import { gasCoin } from '../sim/pools/gas';
import { poolOf } from '../sim/pools/pool';
import { HOUR } from '../sim/prices/candles';
import { normaliseSymbol } from '../sim/prices/symbols';
import type { HedgeBotRow as StoredHedgeBot, StrategyRow as StoredStrategy } from '../data/rows';
import type { BacktestJob } from './job';
import type { BarCache } from './barCache';

const DAY = 24 * HOUR;

/** Points of the equity curve: about 350 whatever the period. */
const SAMPLE_MS: Record<BacktestDays, number> = { 7: HOUR / 2, 30: 2 * HOUR, 90: 6 * HOUR };

/** The columns of a stored strategy the engine reads. */
export function storedStrategyRow(row: StoredStrategy): StrategyRow {
  return {
    strategy_id: row.strategy_id,
    user_id: row.user_id,
    channel_width: row.channel_width,
    channel_width_unit: row.channel_width_unit,
    upper_channel_percent: row.upper_channel_percent,
    lower_channel_percent: row.lower_channel_percent,
    upper_stop_losses_percent: row.upper_stop_losses_percent,
    lower_stop_losses_percent: row.lower_stop_losses_percent,
    position_size_percent: row.position_size_percent,
    max_positions: row.max_positions,
    max_position_size: row.max_position_size,
    exit_strategy_upper: row.exit_strategy_upper,
    exit_strategy_lower: row.exit_strategy_lower,
  };
}

/** A draft strategy as the engine reads it (the fields the editor does not show keep their defaults). */
export function draftStrategyRow(s: Strategy, userId: number, extras: { max_positions?: number; max_position_size?: number }): StrategyRow {
  return {
    strategy_id: typeof s.strategy_id === 'number' ? s.strategy_id : 0,
    user_id: userId,
    channel_width: s.channel_width,
    channel_width_unit: s.channel_width_unit,
    upper_channel_percent: s.upper_channel_percent,
    lower_channel_percent: s.lower_channel_percent,
    upper_stop_losses_percent: JSON.stringify(s.upper_stop_losses_percent),
    lower_stop_losses_percent: JSON.stringify(s.lower_stop_losses_percent),
    position_size_percent: s.position_size_percent,
    max_positions: extras.max_positions ?? DEFAULT_STRATEGY.max_positions,
    max_position_size: extras.max_position_size ?? DEFAULT_STRATEGY.max_position_size,
    exit_strategy_upper: s.exit_strategy_upper,
    exit_strategy_lower: s.exit_strategy_lower,
  };
}

/** FNV-1a over the request's canonical text: a 32-bit seed for the replay's random draws. */
function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The market symbol ('ETHUSDT') of a pair the simulated market quotes, else 400. */
export function marketSymbol(inner: SimInternals, pair: string): string {
  const symbol = normaliseSymbol(pair);
  if (!symbol || !inner.market.has(symbol)) throw badRequest(TEXT.market.unknownSymbol(pair));
  return symbol;
}

function hedgeBotOf(db: Database.Database, userId: number, symbol: string): HedgeBotRow | null {
  const rows = db
    .prepare("SELECT * FROM hedge_bots WHERE user_id = ? AND status = 'running' AND auto_hedge = 1 ORDER BY bot_id")
    .all(userId) as StoredHedgeBot[];
  const row = rows.find((r) => normaliseSymbol(r.symbol) === symbol);
  if (!row) return null;
  // the columns the engine reads, never the stored secrets
  return {
    bot_id: row.bot_id,
    user_id: row.user_id,
    name: row.name,
    symbol: row.symbol,
    network: row.network,
    price_open: row.price_open,
    channel_upper: row.channel_upper,
    channel_lower: row.channel_lower,
    usdt_start: row.usdt_start,
    eth_start: row.eth_start,
    auto_hedge: row.auto_hedge,
    auto_rebalance: row.auto_rebalance,
    max_hedge_positions: row.max_hedge_positions,
    stop_loss_percent: row.stop_loss_percent,
    status: row.status,
  };
}

export interface JobInput {
  ownerId: number;
  symbol: string;
  network: string;
  days: BacktestDays;
  investment: number;
  strategy: StrategyRow;
}

export function buildJob(db: Database.Database, inner: SimInternals, bars: BarCache, input: JobInput): BacktestJob {
  const { symbol, days } = input;
  const network = poolOf(input.network, symbol).network;
  const to = Math.floor(inner.now() / HOUR) * HOUR;
  const from = to - days * DAY;
  const path = bars.get(symbol, from, to);
  if (!path) throw badRequest(TEXT.backtest.noHistory);
  const coin = gasCoin(network);
  const coinPath = coin === symbol ? null : bars.get(coin, from, to);
  const others = (db.prepare('SELECT * FROM strategies WHERE user_id = ? ORDER BY strategy_id').all(input.ownerId) as StoredStrategy[])
    .filter((s) => s.strategy_id !== input.strategy.strategy_id)
    .map(storedStrategyRow);
  const hedge = hedgeBotOf(db, input.ownerId, symbol);
  const hedgeMeta: Backtest['hedge'] = hedge
    ? { bot_id: hedge.bot_id, name: hedge.name, compensation_percent: MINING_COMPENSATION, stop_loss_percent: hedge.stop_loss_percent }
    : null;
  const seed = seedOf(JSON.stringify([input.strategy, others, hedge, network, symbol, days, input.investment, to]));
  return {
    userId: input.ownerId,
    network,
    symbol,
    bars: path,
    coin: coinPath ? { symbol: coin, bars: coinPath } : null,
    annualVol: inner.market.spec(symbol)?.annualVol ?? 0.6,
    strategy: input.strategy,
    others,
    investment: input.investment,
    hedge,
    seed,
    model: inner.model,
    sampleMs: SAMPLE_MS[days],
    meta: { days, network, symbol, investment: input.investment, hedge: hedgeMeta },
  };
}
