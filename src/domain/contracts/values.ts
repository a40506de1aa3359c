// The value lists and limits of the contract (docs/product.md §3, §5, §9), as plain constants: the forms and
// screens import these without the schema runtime (./schema.ts is TypeBox, server and tools only).
// Each list exists once; the schemas, the forms and the server's checks derive from it.

export const ROLES = ['admin', 'trader', 'premium', 'user', 'viewer'] as const;
export const USER_STATUSES = ['active', 'pending_verification', 'inactive', 'suspended'] as const;
/** What a backend's bots trade with (GET /api/health `mode`): simulated funds ('paper') or real ones. */
export const SERVER_MODES = ['paper', 'live'] as const;
export type ServerMode = (typeof SERVER_MODES)[number];

/** Every network the product names (docs/product.md §1): each network list and table is checked against it. */
export type Network = 'arbitrum' | 'ethereum' | 'polygon' | 'base' | 'bsc';

/** Networks a mining bot may run on (docs/product.md §5); base appears in sample data and is accepted too. */
export const MINING_NETWORKS = ['arbitrum', 'ethereum', 'polygon', 'bsc'] as const satisfies readonly Network[];
export const ACCEPTED_MINING_NETWORKS = [...MINING_NETWORKS, 'base'] as const satisfies readonly Network[];
export const MINING_PAIRS = ['ETH/USDT', 'BTC/USDT', 'BNB/USDT', 'MATIC/USDT', 'ARB/USDT'] as const;

export const HEDGE_SYMBOLS = ['ETHUSDT', 'BTCUSDT', 'ADAUSDT', 'SOLUSDT'] as const;
export const HEDGE_NETWORKS = ['arbitrum', 'ethereum', 'polygon'] as const satisfies readonly Network[];
/** Analysis intervals of the hedge wizard and candle intervals of the market feeds: one list. */
export const INTERVALS = ['1m', '5m', '15m', '1h', '4h'] as const;

/** Pairs a strategy may name: those the simulated market quotes, with or without the slash. */
const STRATEGY_BASES = ['ETH', 'BTC', 'BNB', 'MATIC', 'ARB', 'ADA', 'SOL'] as const;
export const STRATEGY_SYMBOLS = /* @__PURE__ */ STRATEGY_BASES.flatMap((base) => [`${base}/USDT`, `${base}USDT`]);
export const UNITS = ['USDT', 'PERCENT'] as const;

export const HISTORY_STATUSES = ['all', 'open', 'closed', 'liquidated'] as const;
export const HISTORY_PERIODS = ['all', '1d', '7d', '30d', '90d'] as const;
export const HISTORY_SORTS = ['close_time_desc', 'close_time_asc', 'pnl_desc', 'pnl_asc'] as const;
export const HISTORY_LIMITS = [10, 25, 50, 100] as const;

export const HEDGE_BOT_STATUSES = ['running', 'stopped', 'paused', 'error'] as const;
export const STOP_TYPES = ['graceful', 'immediate'] as const;
export const STOP_POSITIONS = ['upper', 'lower', 'both'] as const;

/** Levels of a bot's journal entries (an operator's backend may send others: shown as sent). */
export const LOG_LEVELS = ['info', 'warning', 'error'] as const;
/** docs/product.md §9: a journal page, and the largest page the server gives. */
export const BOT_LOG_PAGE = 100;
export const BOT_LOG_MAX_PAGE = 1000;

/** Calendar periods of the statistics breakdown, and how many of each are shown by default. */
export const PERIOD_UNITS = ['day', 'week', 'month'] as const;
export const PERIOD_DEFAULT_COUNT = { day: 30, week: 12, month: 12 } as const;
export const PERIOD_MAX_COUNT = 366;

/** Longest accepted text per kind of field: far above any honest value, low enough to bound storage. */
export const TEXT_LIMITS = {
  name: 100,
  text: 1000,
  wallet: 100,
  secret: 256,
  url: 500,
  email: 254,
  username: 50,
  password: 128,
  symbol: 20,
} as const;

export const MAX_ID = 2_147_483_647;

/** The ETag of a strategy version, and the If-Match the editor sends back (a stale one answers 412). */
export const strategyEtag = (version: number): string => `"v${version}"`;
/** docs/product.md §9: a bot's initial investment when none is given. */
export const DEFAULT_INITIAL_INVESTMENT = 1000;

export type Role = (typeof ROLES)[number];
export type UserStatus = (typeof USER_STATUSES)[number];
export type Interval = (typeof INTERVALS)[number];
export type Unit = (typeof UNITS)[number];
export type HistoryStatus = (typeof HISTORY_STATUSES)[number];
export type HistoryPeriod = (typeof HISTORY_PERIODS)[number];
export type HistorySort = (typeof HISTORY_SORTS)[number];
export type HedgeBotStatus = (typeof HEDGE_BOT_STATUSES)[number];
export type LogLevel = (typeof LOG_LEVELS)[number];
export type PeriodUnit = (typeof PERIOD_UNITS)[number];

/** Whether a value is one of a list (narrows it). */
export function isOneOf<T extends readonly string[]>(list: T, value: unknown): value is T[number] {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

/** Alert rules (issue 23): the kinds a user can switch, the daily-loss limits and the device fields. */
export const ALERT_KINDS = ['stop_loss', 'out_of_range', 'rebalancing', 'bot_error', 'hedge_stopped', 'daily_loss'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export const DAILY_LOSS_MIN = 1;
export const DAILY_LOSS_MAX = 10_000_000;
export const DEVICE_LABEL_MAX = 80;
export const TIME_ZONE_MAX = 64;
export const TIME_OF_DAY_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
