// Entities of SPEC §3. Server shapes use the server's snake_case names; UI models use camelCase.
// Normalisers (src/domain/normalise*.ts) turn the former into the latter at the worker edge.

export type Role = 'admin' | 'trader' | 'premium' | 'user' | 'viewer';
export type UserStatus = 'active' | 'pending_verification' | 'inactive' | 'suspended';
export type Network = 'arbitrum' | 'ethereum' | 'polygon' | 'base' | 'bsc';

export interface User {
  user_id: number;
  username: string;
  full_name: string | null;
  email: string;
  role: Role;
  status: UserStatus;
  total_bots_created: number;
  max_bots: number;
  max_concurrent_bots: number;
  api_rate_limit: number;
  avatar_url?: string | null;
}

export interface LoginResponse {
  access_token: string;
  refresh_token: string;
  user: User;
}

export interface RefreshResponse {
  access_token: string;
  refresh_token: string;
}

export interface SessionRecord {
  sessionId: string;
  userId: number;
  expiresAt: number;
  lastActivity: number;
  userAgent: string;
}

export type Theme = 'dark' | 'light';

// ---- Bots ----
export type BotKind = 'liquidity_mining' | 'futures_hft' | 'futures_swing' | 'spot_long' | 'arbitrage' | 'market_making' | 'unknown';
export type RiskLevel = 'LOW' | 'MEDIUM' | 'HIGH';
export type BotStatus = 'running' | 'stopped' | 'error';

export interface StrategyDetails {
  strategy_type: string;
  name: string;
  stop_loss_percent: number;
  max_position_size: number;
  confidence_threshold: number;
  growth_threshold: number;
  fall_threshold: number;
  max_positions: number;
  rebalance_threshold: number;
}

export interface ServerBot {
  bot_id: number;
  name: string;
  status: string; // running | stopped | paused | error | anything else
  running: boolean;
  network: string;
  symbol: string;
  wallet_address: string;
  rpc_url?: string;
  created_at: string;
  updated_at: string;
  strategy: string | null;
  strategy_id?: number | null;
  strategy_details: StrategyDetails | null;
  // Figures the reference backend computes from the bot's positions (not in SPEC §3's list, but real).
  total_pnl?: number;
  daily_pnl?: number;
  mtd_pnl?: number;
  win_rate?: number;
  total_trades?: number;
  avg_trade_size?: number;
  sharpe?: number;
  last_active?: string | null;
}

export interface Bot {
  id: number;
  name: string;
  kind: BotKind;
  symbol: string;
  network: string;
  enabled: boolean;
  sharpe: number;
  dailyPnL: number;
  mtdPnL: number;
  risk: RiskLevel;
  status: BotStatus;
  createdAt: string;
  lastActive: string | null;
  totalPnL: number;
  winRate: number;
  totalTrades: number;
  avgTradeSize: number;
  strategy: string | null;
  strategyId: number | null;
  walletAddress: string;
  rpcUrl?: string;
}

export interface BotStatistics {
  totalBots: number;
  activeBots: number;
  profitableBots: number;
  unprofitableBots: number;
  lowRiskBots: number;
  mediumRiskBots: number;
  highRiskBots: number;
  averageSharpe: number;
  totalDailyPnL: number;
  totalMTDPnL: number;
}

export interface BotCreatePayload {
  name: string;
  strategy_id?: number | null;
  network: string;
  symbol: string;
  wallet_address: string;
  private_key: string;
  rpc_url: string;
  initial_investment?: number;
}

export type BotUpdatePayload = Partial<Omit<BotCreatePayload, 'initial_investment'>> & { strategy_type?: string };

// ---- Strategies ----
export type Unit = 'USDT' | 'PERCENT';

export interface Strategy {
  strategy_id: number | 'new';
  name: string;
  description: string;
  symbol: string;
  network: string;
  is_active: boolean;
  strategy_type: 'liquidity_mining';
  position_size_percent: number;
  channel_width: number;
  channel_width_unit: Unit;
  upper_channel: number;
  lower_channel: number;
  upper_channel_percent: number;
  lower_channel_percent: number;
  upper_stop_losses: number[];
  lower_stop_losses: number[];
  stops_unit: Unit;
  upper_stop_losses_percent: number[];
  lower_stop_losses_percent: number[];
  exit_strategy_upper: string; // 'current' or another strategy id
  exit_strategy_lower: string;
  created_at?: string;
  updated_at?: string;
}

// ---- Mining positions ----
export type ChannelType = 'balanced_50_50' | 'eth_heavy' | 'usdt_heavy';
export type ExitReason = 'upper_stop_losss' | 'lower_stop_loss' | 'manual' | 'system_restart_cleanup' | 'none' | string;

export interface HedgeInfo {
  hedge_id: string | number;
  status: string;
  amount_usdt: number;
  entry_price: number;
  current_price: number;
  tp_price: number;
  sl_price: number;
  pnl_usd?: number;
}

export interface MiningPosition {
  token_id: number;
  bot_id: number;
  symbol: string;
  network: string;
  status: string; // open | closed | rebalancing | raw
  channel_type: ChannelType;
  timestamp: string; // opened at, ISO
  last_update: string;
  exit_timestamp: string | null;
  exit_reason: ExitReason | null;
  time_in_position: string; // h:m:s
  duration: number; // seconds
  needs_rebalancing: boolean;
  entry_price: number;
  current_price: number;
  exit_price?: number | null;
  upper_price: number;
  lower_price: number;
  channel_width: number;
  stop_loss_percent: number;
  stop_loss_upper: number;
  stop_loss_lower: number;
  position_size: number;
  initial_investment_usd: number;
  current_position_value_usd: number;
  current_eth_value: number;
  eth_amount: number;
  usdt_amount: number;
  earned_fees: number;
  liquidity_rewards_usd: number;
  mining_yield_percent: number;
  estimated_hourly_income_usd: number;
  estimated_daily_income_usd: number;
  pnl: number;
  pnl_percent: number;
  net_pnl_usd: number;
  net_price_pnl_usd: number;
  net_price_pnl_percent: number;
  mining_price_pnl_usd: number;
  mining_price_pnl_percent: number;
  hedge_pnl_usd: number;
  hedge_pnl_percent: number;
  hedge_efficiency_percent: number;
  compensation_percent: number;
  lp_expenses_usd: number;
  hedge_fees_usd: number;
  impermanent_loss_usd?: number;
  hedge_info: HedgeInfo | null;
}

export interface MiningSummary {
  dailyPnl: number;
  totalPnl: number;
  activePositions: number;
  winRate: number;
  totalLiquidity: number;
  totalFees: number;
}

export interface SystemStatistics {
  total_pnl: number;
  daily_pnl: number;
  weekly_pnl: number;
  monthly_pnl: number;
  active_positions: number;
  win_rate: number;
  total_liquidity: number;
  total_fees: number;
  /** Win rate over positions closed in the last 7 days (the reference backend adds it). */
  weekly_win_rate?: number;
}

export interface PositionsStatistics {
  total_positions: number;
  active_positions: number;
  closed_positions: number;
  total_pnl: number;
  total_volume: number;
  average_roi: number;
  win_rate: number;
}

export interface HistoryPage {
  positions: MiningPosition[];
  total: number;
  hasMore: boolean;
}

export type HistoryStatus = 'all' | 'open' | 'closed' | 'liquidated';
export type HistoryPeriod = 'all' | '1d' | '7d' | '30d' | '90d';
export type HistorySort = 'close_time_desc' | 'close_time_asc' | 'pnl_desc' | 'pnl_asc';

export interface HistoryQuery {
  bot_id?: number;
  status: HistoryStatus;
  period: HistoryPeriod;
  limit: number;
  offset: number;
  sort: HistorySort;
}

// ---- Generic positions ----
export interface ApiPosition {
  position_id: number;
  bot_id: number;
  network: string;
  pair: string;
  pool: string;
  opened_at: string;
  status: string;
  lower_tick: number;
  upper_tick: number;
  liquidity_usd: number;
  fees_usd: number;
  unrealized_pnl: number;
  realized_pnl: number;
}

export interface Position {
  id: number;
  botId: number;
  network: string;
  pair: string;
  pool: string;
  openedAt: string;
  status: 'OPEN' | 'CLOSED';
  ticks: { lower: number; upper: number };
  liquidityUSD: number;
  feesUSD: number;
  unrealizedPnL: number;
  realizedPnL: number;
}

export interface PricePoint {
  timestamp: number;
  price: number;
}
export interface Candle {
  timestamp: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface HistoryItem {
  id: number;
  pair: string;
  entryPrice: number;
  exitPrice: number;
  size: number;
  pnl: number;
  roi: number;
  openTime: string;
  closeTime: string;
  duration: number;
  reason: string;
}

// ---- Hedge bots ----
export type HedgeBotStatus = 'running' | 'stopped' | 'paused' | 'error';
export type AnalysisInterval = '1m' | '5m' | '15m' | '1h' | '4h';

export interface HedgeBotCreatePayload {
  name: string;
  symbol: string;
  network: string;
  wallet_address: string;
  private_key: string;
  rpc_url: string;
  price_open: number;
  channel_upper: number;
  channel_lower: number;
  usdt_start: number;
  eth_start: number;
  gate_api_key: string;
  gate_api_secret: string;
  gate_testnet: boolean;
  analysis_interval: AnalysisInterval;
  enable_technical_analysis: boolean;
  auto_hedge: boolean;
  auto_rebalance: boolean;
  max_hedge_positions: number;
  stop_loss_percent: number;
}

// As returned by the server: the secrets are never sent back.
export type HedgeBot = Omit<HedgeBotCreatePayload, 'private_key' | 'gate_api_key' | 'gate_api_secret'> & {
  bot_id: number;
  status: HedgeBotStatus | string;
  created_at?: string;
};

export interface HedgeBotPerformance {
  hedge_performance: {
    total_positions: number;
    active_positions: number;
    total_income: number;
    total_overflow_income: number;
    total_short_income: number;
    average_leverage: number;
  };
  bot_stats: { total_trades: number };
}

export interface HedgePosition {
  position_id: number;
  bot_id: number;
  status: string; // 'active' counts as active
  price_open: number;
  leverage: number;
  income_module: number;
  created_at: string;
}

// ---- Admin ----
export interface AdminUser {
  user_id: number;
  username: string;
  email: string;
  role: Role;
  status: UserStatus;
  total_bots_created: number;
  max_bots: number;
  last_login: string | null;
}

export interface AdminStats {
  totalUsers: number;
  activeUsers: number;
  totalBots: number;
  activeBots: number;
  totalTrades: number;
  systemUptime: number;
  apiRequestsToday: number;
  errorRate: number;
}

export interface ApiError {
  detail: string;
  status: number;
}

// ---- Statistics tab extras (the reference backend adds these to /api/positions/statistics) ----
export interface PairStatistics {
  symbol: string;
  positions: number;
  pnl: number;
  fees: number;
}

export type PositionsStatisticsDetail = PositionsStatistics & {
  by_pair?: PairStatistics[];
  weekly_fees?: number;
  total_liquidity?: number;
  total_fees?: number;
  daily_pnl?: number;
};
