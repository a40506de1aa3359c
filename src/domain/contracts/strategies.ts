// Strategies (docs/product.md §3 Strategy; §5 sanitising; §7 Strategies and mining).
import { Answer, Bool, Id, Input, Int, List, Nullable, Num, OneOf, Str, Text, Type, type Static } from './schema';
import { MAX_ID, STOP_POSITIONS, STRATEGY_SYMBOLS, TEXT_LIMITS, ACCEPTED_MINING_NETWORKS, UNITS } from './values';

/** 'current' (stay on this strategy), the legacy 'close' (the same), or another strategy's id. */
const Exit = Type.String({ maxLength: 12, pattern: '^(current|close|[0-9]{1,10})$' });
const Unit = OneOf(UNITS);

export const Strategy = Answer({
  strategy_id: Id,
  user_id: Type.Optional(Type.Integer()),
  /** The owner's username, on lists that hold other users' objects (an admin's). */
  owner: Type.Optional(Type.String()),
  name: Type.String(),
  description: Type.String(),
  symbol: Type.String(),
  network: Type.String(),
  is_active: Bool,
  strategy_type: Type.Literal('liquidity_mining'),
  position_size_percent: Type.Number(),
  channel_width: Type.Number(),
  channel_width_unit: Unit,
  upper_channel: Type.Number(),
  lower_channel: Type.Number(),
  upper_channel_percent: Type.Number(),
  lower_channel_percent: Type.Number(),
  upper_stop_losses: List(Type.Number()),
  lower_stop_losses: List(Type.Number()),
  stops_unit: Unit,
  upper_stop_losses_percent: List(Type.Number()),
  lower_stop_losses_percent: List(Type.Number()),
  exit_strategy_upper: Type.String(),
  exit_strategy_lower: Type.String(),
  stop_loss_percent: Type.Optional(Type.Number()),
  stop_loss_position: Type.Optional(Nullable(Type.String())),
  max_positions: Type.Optional(Type.Number()),
  max_position_size: Type.Optional(Type.Number()),
  confidence_threshold: Type.Optional(Type.Number()),
  growth_threshold: Type.Optional(Type.Number()),
  fall_threshold: Type.Optional(Type.Number()),
  rebalance_threshold: Type.Optional(Type.Number()),
  created_at: Type.Optional(Type.String()),
  updated_at: Type.Optional(Type.String()),
  /** Goes up with every save; the strategy's ETag is `"v<version>"` (a stale If-Match answers 412). */
  version: Type.Optional(Type.Integer()),
});

const prices = Type.Array(Num(0, 1e9), { maxItems: 20 });
const percents = Type.Array(Num(0, 100), { maxItems: 20 });

const strategyInput = {
  // Sent back by editors that post the whole object; ignored.
  strategy_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: MAX_ID }), Str(10)])),
  user_id: Type.Optional(Int(1, MAX_ID)),
  created_at: Type.Optional(Str(40)),
  updated_at: Type.Optional(Str(40)),
  version: Type.Optional(Int(1, MAX_ID)),
  name: Type.Optional(Text(TEXT_LIMITS.name)),
  description: Type.Optional(Text(TEXT_LIMITS.text)),
  symbol: Type.Optional(OneOf(STRATEGY_SYMBOLS)),
  network: Type.Optional(OneOf(ACCEPTED_MINING_NETWORKS)),
  is_active: Type.Optional(Bool),
  strategy_type: Type.Optional(OneOf(['liquidity_mining'])),
  position_size_percent: Type.Optional(Num(0, 100)),
  channel_width: Type.Optional(Num(0, 1_000_000)),
  channel_width_unit: Type.Optional(Unit),
  upper_channel: Type.Optional(Num(0, 1e9)),
  lower_channel: Type.Optional(Num(0, 1e9)),
  upper_channel_percent: Type.Optional(Num(0, 100)),
  lower_channel_percent: Type.Optional(Num(0, 100)),
  upper_stop_losses: Type.Optional(prices),
  lower_stop_losses: Type.Optional(prices),
  stops_unit: Type.Optional(Unit),
  upper_stop_losses_percent: Type.Optional(percents),
  lower_stop_losses_percent: Type.Optional(percents),
  exit_strategy_upper: Type.Optional(Exit),
  exit_strategy_lower: Type.Optional(Exit),
  stop_loss_percent: Type.Optional(Num(0, 100)),
  stop_loss_position: Type.Optional(Nullable(OneOf(STOP_POSITIONS))),
  max_positions: Type.Optional(Int(1, 20)),
  max_position_size: Type.Optional(Num(0, 1e9)),
  confidence_threshold: Type.Optional(Num(0, 100)),
  growth_threshold: Type.Optional(Num(0, 100)),
  fall_threshold: Type.Optional(Num(0, 100)),
  rebalance_threshold: Type.Optional(Num(0, 100)),
};

export const StrategyCreateBody = Input(strategyInput);
export const StrategyUpdateBody = Input(strategyInput, { minProperties: 1 });
export const StrategyDeleted = Answer({ message: Type.String(), strategy_id: Id });

export type Strategy = Static<typeof Strategy>;
export type StrategyBody = Static<typeof StrategyUpdateBody>;
