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
  /** The pool ticks of the range (null for positions minted before ticks were kept). */
  lower_tick: number | null;
  upper_tick: number | null;
  stop_upper: number;
  stop_lower: number;
  liquidity: number;
  invested_usd: number;
  fees_usd: number;
  rewards_usd: number;
  in_range_sec: number;
  /** Gas and swap costs together: gas_usd + swap_cost_usd. */
  lp_expenses_usd: number;
  /** Gas of the position manager's calls so far (mint; decrease, collect and burn at close). */
  gas_usd: number;
  /** The swap into the token split of the range at mint: fee tier plus price impact. */
  swap_cost_usd: number;
  /** The unrealised result at each day's start (00:00 UTC) the position was open through, JSON (./marks.ts). */
  marks: string;
  /** The fees and rewards earned by each day's start it was open through, JSON (./marks.ts). */
  fee_marks: string;
  exit_reason: string | null;
  pnl_usd: number | null;
}

export interface HedgeRow {
  position_id: number;
  bot_id: number; // the hedge bot that holds the short
  user_id: number;
  token_id: number | null; // the LP position it hedges, if any
  symbol: string;
  status: 'active' | 'closed'; // a liquidated short is closed with exit_reason 'liquidated'
  price_open: number; // average entry (re-sizing up averages it)
  price_close: number | null;
  leverage: number;
  amount_usdt: number; // notional at the entry: quantity × price_open
  compensation_percent: number;
  tp_price: number;
  sl_price: number;
  fees_usd: number;
  /** Isolated margin: notional / leverage, plus funding settled into it. */
  margin_usd: number;
  /** Funding settled so far: received (+) or paid (−). */
  funding_usd: number;
  /** PnL realised by buying part of the short back when it was re-sized. */
  realised_usd: number;
  /** The last funding settlement accounted for. */
  funded_ms: number;
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
