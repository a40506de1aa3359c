// Mining bots (docs/product.md §3 Server bot, Bot create payload; §7 Bots, the mining-bot API, mining calls).
import { Answer, Bool, Id, Input, Int, List, Nullable, Num, OneOf, Str, Text, Type, type Static } from './schema';
import { DEFAULT_RPC_URLS } from '../rules/mining/rpcDefaults';
import {
  ACCEPTED_MINING_NETWORKS,
  BOT_LOG_MAX_PAGE,
  BOT_LOG_PAGE,
  DEFAULT_INITIAL_INVESTMENT,
  LOG_LEVELS,
  MAX_ID,
  MINING_PAIRS,
  STOP_TYPES,
  TEXT_LIMITS,
} from './values';

export const StrategyDetails = Answer({
  strategy_type: Type.String(),
  name: Type.String(),
  stop_loss_percent: Type.Number(),
  max_position_size: Type.Number(),
  confidence_threshold: Type.Number(),
  growth_threshold: Type.Number(),
  fall_threshold: Type.Number(),
  max_positions: Type.Number(),
  rebalance_threshold: Type.Number(),
});

/** What the reference backend computes from a bot's positions (beyond docs/product.md §3's list, but real). */
const figures = {
  total_pnl: Type.Optional(Type.Number()),
  daily_pnl: Type.Optional(Type.Number()),
  mtd_pnl: Type.Optional(Type.Number()),
  win_rate: Type.Optional(Type.Number({ description: 'percent of closed positions with a profit' })),
  total_trades: Type.Optional(Type.Integer()),
  avg_trade_size: Type.Optional(Type.Number()),
  sharpe: Type.Optional(Type.Number()),
  last_active: Type.Optional(Nullable(Type.String())),
};

export const ServerBot = Answer({
  bot_id: Id,
  name: Type.String(),
  status: Type.String({ description: 'running | stopped | paused | error (others shown raw)' }),
  running: Bool,
  network: Type.String(),
  symbol: Type.String(),
  wallet_address: Type.String(),
  rpc_url: Type.Optional(Type.String()),
  created_at: Type.String(),
  updated_at: Type.String(),
  strategy: Nullable(Type.String()),
  strategy_id: Type.Optional(Nullable(Type.Integer())),
  strategy_details: Nullable(StrategyDetails),
  user_id: Type.Optional(Type.Integer()),
  /** The owner's username, on lists that hold other users' objects (an admin's). */
  owner: Type.Optional(Type.String()),
  kind: Type.Optional(Type.String()),
  strategy_type: Type.Optional(Type.String()),
  initial_investment: Type.Optional(Type.Number()),
  ...figures,
});

const StrategyRef = Nullable(Type.Integer({ minimum: 1, maximum: MAX_ID }));

/** Defaults the server fills in (Ajv `useDefaults`), as docs/product.md §5 and §9 give them. */
const withDefault = <T extends object>(schema: T, value: unknown): T => ({ ...schema, default: value });

export const BotCreateBody = Input({
  name: Type.Optional(Text(TEXT_LIMITS.name)),
  strategy_id: Type.Optional(StrategyRef),
  network: Type.Optional(withDefault(OneOf(ACCEPTED_MINING_NETWORKS), 'arbitrum')),
  symbol: Type.Optional(withDefault(OneOf(MINING_PAIRS), 'ETH/USDT')),
  wallet_address: Type.Optional(Str(TEXT_LIMITS.wallet)),
  private_key: Type.Optional(Str(TEXT_LIMITS.secret)),
  rpc_url: Type.Optional(withDefault(Str(TEXT_LIMITS.url), DEFAULT_RPC_URLS.arbitrum)),
  strategy_type: Type.Optional(OneOf(['liquidity_mining'])),
  initial_investment: Type.Optional(withDefault(Num(1, 100_000_000), DEFAULT_INITIAL_INVESTMENT)),
});

export const BotUpdateBody = Input(
  {
    name: Type.Optional(Text(TEXT_LIMITS.name)),
    strategy_id: Type.Optional(StrategyRef),
    network: Type.Optional(OneOf(ACCEPTED_MINING_NETWORKS)),
    symbol: Type.Optional(OneOf(MINING_PAIRS)),
    wallet_address: Type.Optional(Str(TEXT_LIMITS.wallet)),
    private_key: Type.Optional(Str(TEXT_LIMITS.secret)),
    rpc_url: Type.Optional(Str(TEXT_LIMITS.url)),
    strategy_type: Type.Optional(OneOf(['liquidity_mining'])),
  },
  { minProperties: 1 },
);

export const BotSettings = Answer({
  bot_id: Id,
  name: Type.String(),
  network: Type.String(),
  symbol: Type.String(),
  wallet_address: Type.String(),
  rpc_url: Type.String(),
  strategy_id: Nullable(Type.Integer()),
  strategy_type: Type.String(),
  initial_investment: Type.Number(),
  has_private_key: Bool,
  strategy_details: Nullable(StrategyDetails),
  stop_type: Nullable(Type.String()),
  stop_reason: Nullable(Type.String()),
});

export const Paging = (maxLimit: number, defaultLimit: number) =>
  Input({
    limit: Type.Optional(Int(1, maxLimit, defaultLimit)),
    offset: Type.Optional(Int(0, 1_000_000, 0)),
  });

export const BotAlert = Answer({
  id: Type.Integer(),
  bot_id: Type.Integer(),
  level: Type.String(),
  type: Type.String(),
  message: Type.String(),
  acknowledged: Bool,
  timestamp: Type.String(),
});
export const BotLogEntry = Answer({
  id: Type.Integer({ description: 'grows with every entry: newer entries have larger ids' }),
  bot_id: Type.Integer(),
  level: Type.String({ description: 'info | warning | error (others shown as sent)' }),
  message: Type.String(),
  timestamp: Type.String(),
});
/** A journal page: newest first; `level` and `search` narrow it (a backend that ignores them is filtered by the app). */
export const BotLogQuery = Input({
  limit: Type.Optional(Int(1, BOT_LOG_MAX_PAGE, BOT_LOG_PAGE)),
  offset: Type.Optional(Int(0, 1_000_000, 0)),
  level: Type.Optional(OneOf(LOG_LEVELS)),
  search: Type.Optional(Str(TEXT_LIMITS.name, 1)),
});

const Balance = Answer({ token: Type.String(), amount: Type.Number(), usd_value: Type.Number() });
export const WalletBalance = Answer({
  bot_id: Id,
  wallet_address: Type.String(),
  network: Type.String(),
  balances: List(Balance),
  total_usd: Type.Number(),
});
export const TokenBalance = Answer({ bot_id: Id, token: Type.String(), amount: Type.Number(), usd_value: Type.Number() });
export const TokenParams = Input({ id: Id, token: Type.String({ pattern: '^[A-Za-z0-9]{1,12}$' }) });
export const WalletTransaction = Answer({
  id: Type.Integer(),
  bot_id: Type.Integer(),
  tx_hash: Type.String(),
  type: Type.String(),
  token: Type.String(),
  amount: Type.Number(),
  usd_value: Type.Number(),
  status: Type.String(),
  timestamp: Type.String(),
  gas_usd: Type.Optional(Type.Number({ description: 'the network fee of the transaction, in USD' })),
  explorer_url: Type.Optional(Nullable(Type.String({ description: "the transaction on its network's block explorer" }))),
});

export const BotDeleted = Answer({ message: Type.String(), bot_id: Id });

export const MiningEntry = Answer({
  bot_id: Id,
  name: Type.String(),
  strategy_id: Nullable(Type.Integer()),
  strategy_name: Nullable(Type.String()),
  network: Type.String(),
  symbol: Type.String(),
  wallet_address: Type.String(),
  status: Type.String(),
  running: Bool,
  initial_investment: Type.Number(),
  started_at: Nullable(Type.String()),
  stop_type: Nullable(Type.String()),
  stop_reason: Nullable(Type.String()),
  total_pnl: Type.Number(),
  daily_pnl: Type.Number(),
});

export const MiningStartBody = Input({
  strategy_id: Id,
  network: Type.Optional(withDefault(OneOf(ACCEPTED_MINING_NETWORKS), 'arbitrum')),
  initial_investment: Type.Optional(withDefault(Num(1, 100_000_000), DEFAULT_INITIAL_INVESTMENT)),
  wallet_address: Type.Optional(Str(TEXT_LIMITS.wallet)),
  private_key: Type.Optional(Str(TEXT_LIMITS.secret)),
  rpc_url: Type.Optional(withDefault(Str(TEXT_LIMITS.url), DEFAULT_RPC_URLS.arbitrum)),
  name: Type.Optional(Text(TEXT_LIMITS.name)),
});
export const MiningStarted = Type.Intersect([ServerBot, Answer({ message: Type.String() })]);
export const MiningStopBody = Input({
  strategy_id: Id,
  stop_type: Type.Optional(withDefault(OneOf(STOP_TYPES), 'graceful')),
  reason: Type.Optional(Text(TEXT_LIMITS.name)),
  check_stop_loss: Type.Optional(Bool),
});
export const MiningStopped = Answer({
  strategy_id: Id,
  stop_type: Type.String(),
  check_stop_loss: Bool,
  stopped_bot_ids: List(Type.Integer()),
  message: Type.String(),
});

export type StrategyDetails = Static<typeof StrategyDetails>;
export type ServerBot = Static<typeof ServerBot>;
export type BotCreateBody = Static<typeof BotCreateBody>;
export type BotUpdateBody = Static<typeof BotUpdateBody>;
export type BotAlert = Static<typeof BotAlert>;
export type BotLogEntry = Static<typeof BotLogEntry>;
export type BotLogQuery = Static<typeof BotLogQuery>;
export type WalletBalance = Static<typeof WalletBalance>;
export type WalletTransaction = Static<typeof WalletTransaction>;
