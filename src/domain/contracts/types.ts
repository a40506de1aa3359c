// Entities of docs/product.md §3. Server shapes are the contract's (./contracts/: one schema per payload, the
// types derived from it); UI models use camelCase. Normalisers (src/domain/normalise*.ts) turn the
// former into the latter at the worker edge.
import type { MiningPosition } from './positions';
import type { Strategy as StrategyAnswer } from './strategies';
import type { HistoryPeriod, HistorySort, HistoryStatus } from './values';

export type {
  Role,
  UserStatus,
  Unit,
  HistoryStatus,
  HistoryPeriod,
  HistorySort,
  HedgeBotStatus,
  Interval as AnalysisInterval,
} from './values';
export type { User, AdminUser } from './users';
export type { StrategyDetails, ServerBot, BotCreateBody as BotCreatePayload, BotUpdateBody as BotUpdatePayload } from './bots';
export type { MiningPosition, ApiPosition, Candle } from './positions';
export type { SystemStatistics, PositionsStatistics } from './statistics';
export type { HedgeBot, HedgeBotPerformance, HedgePosition, HedgeBotPayload as HedgeBotCreatePayload } from './hedge';
export type { AdminStats } from './admin';
export type { AdminSettings } from '../rules/admin/adminSettings';
export type { SessionInfo, TotpSetupAnswer } from './users';

export interface SessionRecord {
  sessionId: string;
  userId: number;
  expiresAt: number;
  lastActivity: number;
  userAgent: string;
  /**
   * When the session ends for certain unless the user extends it (no renewal can come before it:
   * sessionRules `sessionEnd`); null or absent while the worker renews it on its own.
   */
  endsAt?: number | null;
}

export type Theme = 'dark' | 'light';

// ---- Bots ----
export type BotKind = 'liquidity_mining' | 'futures_hft' | 'futures_swing' | 'spot_long' | 'arbitrage' | 'market_making' | 'unknown';
export type RiskLevel = 'LOW' | 'MEDIUM' | 'HIGH';
export type BotStatus = 'running' | 'stopped' | 'error';

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
  /** The owner (an admin's lists hold everyone's bots): id and username, when the server says. */
  ownerId?: number;
  owner?: string;
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

// ---- Strategies ----

/** A strategy as the editor holds it: the server's, or a new one ('new' until saved). */
export type Strategy = Omit<StrategyAnswer, 'strategy_id'> & { strategy_id: number | 'new' };

// ---- Mining positions ----
export type ChannelType = 'balanced_50_50' | 'eth_heavy' | 'usdt_heavy';

export interface HistoryPage {
  positions: MiningPosition[];
  total: number;
  hasMore: boolean;
}

export interface HistoryQuery {
  bot_id?: number;
  /** A pair, 'ETH/USDT'. */
  symbol?: string;
  status: HistoryStatus;
  period: HistoryPeriod;
  limit: number;
  offset: number;
  sort: HistorySort;
}

/** The filters of the history's totals: those of its pages without paging and order. */
export type HistoryTotalsQuery = Omit<HistoryQuery, 'limit' | 'offset' | 'sort'>;

/** Totals of the positions a history filter matches (GET /api/positions/history/totals). */
export interface HistoryTotals {
  count: number;
  closed: number;
  wins: number;
  /** Percent of closed positions with a positive result; null without a closed one. */
  winRate: number | null;
  pnl: number;
  fees: number;
}

// ---- Generic positions ----
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

export interface ApiError {
  detail: string;
  status: number;
}
