// Saving a strategy: the change applied to what is stored (or to a new strategy around the
// market price), refused when its channel is impossible, then sanitised as the editor does, with
// the exits checked to be the owner's own strategies.
import type Database from 'better-sqlite3';
import type { StrategyBody } from '../../src/domain/contracts/strategies';
import { nameProblem } from '../../src/domain/rules/input/inputHygiene';
import { applyChannelChange, channelProblem } from '../../src/domain/rules/strategies/strategyChannelCheck';
import { sanitiseStrategy } from '../../src/domain/rules/strategies/strategySanitise';
import type { Strategy } from '../../src/domain/contracts/types';
import { badRequest } from '../http/errors';
import { TEXT } from '../http/texts';
import type { StrategyRow } from '../data/rows';

/** Stored with every strategy; the spec's editor does not show them (docs/product.md §7 stop-loss update uses two). */
const EXTRA = [
  'stop_loss_percent',
  'stop_loss_position',
  'max_positions',
  'max_position_size',
  'confidence_threshold',
  'growth_threshold',
  'fall_threshold',
  'rebalance_threshold',
] as const;

const DEFAULT_EXTRA: Record<(typeof EXTRA)[number], number | string | null> = {
  stop_loss_percent: 5,
  stop_loss_position: null,
  max_positions: 3,
  max_position_size: 1000,
  confidence_threshold: 0.7,
  growth_threshold: 2,
  fall_threshold: 2,
  rebalance_threshold: 5,
};

/** The change applied to a strategy, refused (400) when its channel or stops are impossible (issue 19). */
export function strategyToSave(current: Strategy, body: StrategyBody): Strategy {
  if (body.name !== undefined && body.name.trim() === '') throw badRequest(TEXT.strategies.nameRequired);
  const hidden = nameProblem(body.name ?? '') ?? nameProblem(body.description ?? '');
  if (hidden) throw badRequest(hidden);
  const next = applyChannelChange(current, body as Partial<Strategy>) as Strategy;
  const problem = channelProblem(next);
  if (problem) throw badRequest(problem);
  return sanitiseStrategy(next);
}

/** An exit to another strategy must name one of the owner's strategies (and not this one). */
export function checkExits(db: Database.Database, s: Strategy, ownerId: number, selfId: number | null): void {
  for (const value of [s.exit_strategy_upper, s.exit_strategy_lower]) {
    if (!/^[0-9]+$/.test(value)) continue;
    const row = db.prepare('SELECT user_id FROM strategies WHERE strategy_id = ?').get(Number(value)) as { user_id: number } | undefined;
    if (!row || row.user_id !== ownerId || Number(value) === selfId) throw badRequest(TEXT.strategies.exitNotFound);
  }
}

/** Table columns of a sanitised strategy; the extras the body does not name keep their stored (or default) values. */
export function strategyColumns(s: Strategy, body: StrategyBody, stored: Partial<StrategyRow>) {
  return {
    name: s.name,
    description: s.description,
    symbol: s.symbol,
    network: s.network,
    is_active: s.is_active ? 1 : 0,
    strategy_type: 'liquidity_mining',
    position_size_percent: s.position_size_percent,
    channel_width: s.channel_width,
    channel_width_unit: s.channel_width_unit,
    upper_channel: s.upper_channel,
    lower_channel: s.lower_channel,
    upper_channel_percent: s.upper_channel_percent,
    lower_channel_percent: s.lower_channel_percent,
    upper_stop_losses: JSON.stringify(s.upper_stop_losses),
    lower_stop_losses: JSON.stringify(s.lower_stop_losses),
    stops_unit: s.stops_unit,
    upper_stop_losses_percent: JSON.stringify(s.upper_stop_losses_percent),
    lower_stop_losses_percent: JSON.stringify(s.lower_stop_losses_percent),
    exit_strategy_upper: s.exit_strategy_upper,
    exit_strategy_lower: s.exit_strategy_lower,
    ...Object.fromEntries(EXTRA.map((k) => [k, body[k] !== undefined ? body[k] : (stored[k] ?? DEFAULT_EXTRA[k])])),
  };
}
