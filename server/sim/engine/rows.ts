// Row shapes of the simulator's tables and of the API tables it reads.

export type BotKind = 'mining' | 'hedge';

export interface PositionRow {
  token_id: number;
  bot_id: number;
  bot_kind: BotKind;
  user_id: number;
  strategy_id: number | null;
  symbol: string; // 'ETHUSDT'
  network: string;
  status: 'open' | 'closed';
  opened_ms: number;
  updated_ms: number;
  closed_ms: number | null;
  entry_price: number;
  last_price: number;
  exit_price: number | null;
  lower_price: number;
  upper_price: number;
  stop_upper: number;
  stop_lower: number;
  liquidity: number;
  invested_usd: number;
  fees_usd: number;
  rewards_usd: number;
  in_range_sec: number;
  lp_expenses_usd: number;
  exit_reason: string | null;
  pnl_usd: number | null;
}

export interface HedgeRow {
  position_id: number;
  bot_id: number; // the hedge bot that holds the short
  user_id: number;
  token_id: number | null; // the LP position it hedges, if any
  symbol: string;
  status: 'active' | 'closed';
  price_open: number;
  price_close: number | null;
  leverage: number;
  amount_usdt: number;
  compensation_percent: number;
  tp_price: number;
  sl_price: number;
  fees_usd: number;
  pnl_usd: number | null;
  exit_reason: string | null;
  created_ms: number;
  closed_ms: number | null;
}

/** The columns of `bots` (API tables) the engine uses. */
export interface MiningBotRow {
  bot_id: number;
  user_id: number;
  name: string;
  status: string;
  running: number;
  network: string;
  symbol: string;
  strategy_id: number | null;
  initial_investment: number;
}

/** The columns of `strategies` the engine uses. */
export interface StrategyRow {
  strategy_id: number;
  user_id: number;
  channel_width: number;
  channel_width_unit: string;
  upper_channel_percent: number;
  lower_channel_percent: number;
  upper_stop_losses_percent: string; // JSON number[]
  lower_stop_losses_percent: string;
  position_size_percent: number;
  max_positions: number;
  max_position_size: number;
  exit_strategy_upper: string;
  exit_strategy_lower: string;
}

export interface HedgeBotRow {
  bot_id: number;
  user_id: number;
  name: string;
  symbol: string;
  network: string;
  price_open: number;
  channel_upper: number;
  channel_lower: number;
  usdt_start: number;
  eth_start: number;
  auto_hedge: number;
  auto_rebalance: number;
  max_hedge_positions: number;
  stop_loss_percent: number;
  status: string;
}
