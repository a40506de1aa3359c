// Row shapes of the bot, strategy and hedge-bot tables, and the contract's answers built from
// them (never a secret). Owner-scoped lookups are server/http/ownership.ts.
import type { ServerBot, StrategyDetails } from '../../src/domain/contracts/bots';
import type { HedgeBot } from '../../src/domain/contracts/hedge';
import type { Strategy } from '../../src/domain/contracts/strategies';
import type { Interval } from '../../src/domain/contracts/values';
import type { BotFigures } from '../sim/contract';

export interface BotRow {
  bot_id: number;
  user_id: number;
  name: string;
  status: string;
  running: number;
  network: string;
  symbol: string;
  wallet_address: string;
  private_key_enc: string;
  rpc_url: string;
  strategy_id: number | null;
  strategy_type: string;
  initial_investment: number;
  stop_type: string | null;
  stop_reason: string | null;
  started_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface StrategyRow {
  strategy_id: number;
  version: number;
  user_id: number;
  name: string;
  description: string;
  symbol: string;
  network: string;
  is_active: number;
  strategy_type: string;
  position_size_percent: number;
  channel_width: number;
  channel_width_unit: string;
  upper_channel: number;
  lower_channel: number;
  upper_channel_percent: number;
  lower_channel_percent: number;
  upper_stop_losses: string;
  lower_stop_losses: string;
  stops_unit: string;
  upper_stop_losses_percent: string;
  lower_stop_losses_percent: string;
  exit_strategy_upper: string;
  exit_strategy_lower: string;
  stop_loss_percent: number;
  stop_loss_position: string | null;
  max_positions: number;
  max_position_size: number;
  confidence_threshold: number;
  growth_threshold: number;
  fall_threshold: number;
  rebalance_threshold: number;
  created_at: string;
  updated_at: string;
}

export interface HedgeBotRow {
  bot_id: number;
  user_id: number;
  name: string;
  symbol: string;
  network: string;
  wallet_address: string;
  private_key_enc: string;
  rpc_url: string;
  price_open: number;
  channel_upper: number;
  channel_lower: number;
  usdt_start: number;
  eth_start: number;
  gate_api_key_enc: string;
  gate_api_secret_enc: string;
  gate_testnet: number;
  analysis_interval: string;
  enable_technical_analysis: number;
  auto_hedge: number;
  auto_rebalance: number;
  max_hedge_positions: number;
  stop_loss_percent: number;
  status: string;
  created_at: string;
  updated_at: string;
}

const numbers = (json: string): number[] => {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)) : [];
  } catch {
    return [];
  }
};

export function toStrategy(row: StrategyRow): Strategy {
  return {
    strategy_id: row.strategy_id,
    user_id: row.user_id,
    name: row.name,
    description: row.description,
    symbol: row.symbol,
    network: row.network,
    is_active: row.is_active === 1,
    strategy_type: 'liquidity_mining',
    position_size_percent: row.position_size_percent,
    channel_width: row.channel_width,
    channel_width_unit: row.channel_width_unit === 'USDT' ? 'USDT' : 'PERCENT',
    upper_channel: row.upper_channel,
    lower_channel: row.lower_channel,
    upper_channel_percent: row.upper_channel_percent,
    lower_channel_percent: row.lower_channel_percent,
    upper_stop_losses: numbers(row.upper_stop_losses),
    lower_stop_losses: numbers(row.lower_stop_losses),
    stops_unit: row.stops_unit === 'USDT' ? 'USDT' : 'PERCENT',
    upper_stop_losses_percent: numbers(row.upper_stop_losses_percent),
    lower_stop_losses_percent: numbers(row.lower_stop_losses_percent),
    exit_strategy_upper: row.exit_strategy_upper,
    exit_strategy_lower: row.exit_strategy_lower,
    stop_loss_percent: row.stop_loss_percent,
    stop_loss_position: row.stop_loss_position,
    max_positions: row.max_positions,
    max_position_size: row.max_position_size,
    confidence_threshold: row.confidence_threshold,
    growth_threshold: row.growth_threshold,
    fall_threshold: row.fall_threshold,
    rebalance_threshold: row.rebalance_threshold,
    created_at: row.created_at,
    updated_at: row.updated_at,
    version: row.version,
  };
}

export function strategyDetails(row: StrategyRow): StrategyDetails {
  return {
    strategy_type: row.strategy_type,
    name: row.name,
    stop_loss_percent: row.stop_loss_percent,
    max_position_size: row.max_position_size,
    confidence_threshold: row.confidence_threshold,
    growth_threshold: row.growth_threshold,
    fall_threshold: row.fall_threshold,
    max_positions: row.max_positions,
    rebalance_threshold: row.rebalance_threshold,
  };
}

export function toServerBot(row: BotRow, strategy: StrategyRow | undefined, figures: BotFigures): ServerBot {
  return {
    bot_id: row.bot_id,
    user_id: row.user_id,
    name: row.name,
    status: row.status,
    running: row.running === 1,
    network: row.network,
    symbol: row.symbol,
    wallet_address: row.wallet_address,
    rpc_url: row.rpc_url,
    created_at: row.created_at,
    updated_at: row.updated_at,
    kind: 'liquidity_mining',
    strategy_type: row.strategy_type,
    initial_investment: row.initial_investment,
    strategy: strategy ? strategy.name : null,
    strategy_id: row.strategy_id,
    strategy_details: strategy ? strategyDetails(strategy) : null,
    ...figures,
  };
}

export function toHedgeBot(row: HedgeBotRow): HedgeBot {
  return {
    bot_id: row.bot_id,
    user_id: row.user_id,
    name: row.name,
    symbol: row.symbol,
    network: row.network,
    wallet_address: row.wallet_address,
    rpc_url: row.rpc_url,
    price_open: row.price_open,
    channel_upper: row.channel_upper,
    channel_lower: row.channel_lower,
    usdt_start: row.usdt_start,
    eth_start: row.eth_start,
    gate_testnet: row.gate_testnet === 1,
    analysis_interval: row.analysis_interval as Interval,
    enable_technical_analysis: row.enable_technical_analysis === 1,
    auto_hedge: row.auto_hedge === 1,
    auto_rebalance: row.auto_rebalance === 1,
    max_hedge_positions: row.max_hedge_positions,
    stop_loss_percent: row.stop_loss_percent,
    status: row.status,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
