// Row shapes of the simulator's tables and of the API tables it reads.
import type { BotRow, HedgeBotRow as ApiHedgeBotRow, StrategyRow as ApiStrategyRow } from '../../data/rows';

type BotKind = 'mining' | 'hedge';

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

// The API's tables (server/routes/rows.ts owns their shapes); the engine reads only these columns.

/** The columns of `bots` the engine uses. */
export type MiningBotRow = Pick<
  BotRow,
  'bot_id' | 'user_id' | 'name' | 'status' | 'running' | 'network' | 'symbol' | 'strategy_id' | 'initial_investment'
>;

/** The columns of `strategies` the engine uses. */
export type StrategyRow = Pick<
  ApiStrategyRow,
  | 'strategy_id'
  | 'user_id'
  | 'channel_width'
  | 'channel_width_unit'
  | 'upper_channel_percent'
  | 'lower_channel_percent'
  | 'upper_stop_losses_percent'
  | 'lower_stop_losses_percent'
  | 'position_size_percent'
  | 'max_positions'
  | 'max_position_size'
  | 'exit_strategy_upper'
  | 'exit_strategy_lower'
>;

/** The columns of `hedge_bots` the engine uses. */
export type HedgeBotRow = Pick<
  ApiHedgeBotRow,
  | 'bot_id'
  | 'user_id'
  | 'name'
  | 'symbol'
  | 'network'
  | 'price_open'
  | 'channel_upper'
  | 'channel_lower'
  | 'usdt_start'
  | 'eth_start'
  | 'auto_hedge'
  | 'auto_rebalance'
  | 'max_hedge_positions'
  | 'stop_loss_percent'
  | 'status'
>;
