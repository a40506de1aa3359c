// The one Comlink surface between the screens and the worker (docs/architecture.md#the-worker-boundary).
// Screens import only types from here; the worker implements `WorkerApi` in ./main.ts.
import type {
  AdminUserCreateBody,
  AdminUserUpdateBody,
  AdminUsersQuery,
  MarketSwitchBody,
  UserStatusBody,
} from '../domain/contracts/admin';
import type { LogLevel, PeriodUnit, ServerMode } from '../domain/contracts/values';
import type { Backtest, BacktestRequest, CompareOutcome } from '../domain/rules/strategies/backtest';
import type { BotAlert, BotLogEntry, WalletBalance, WalletTransaction } from '../domain/contracts/bots';
import type { PeriodStatistics } from '../domain/contracts/statistics';
import type { HedgePositionOpenBody } from '../domain/contracts/hedge';
import type { AlertList, AlertRules, AlertRulesBody, Device, PushSubscriptionJson } from '../domain/contracts/push';
import type { ProfileUpdateBody, RegisterBody } from '../domain/contracts/users';
import type { FrameInput } from '../startup/frame';
import type { LiveMessage } from '../domain/rules/sync/live';
import type { MarketTicker } from '../domain/rules/market/marketData';
import type { ServerRow } from '../domain/rules/servers/serverOverview';
import type { ServerAddresses, SlotId, SlotProblem, SlotSetting, SlotSource } from '../domain/rules/servers/serverSlots';
import type {
  AdminSettings,
  AdminStats,
  AdminUser,
  ApiError,
  Bot,
  BotCreatePayload,
  BotStatistics,
  BotUpdatePayload,
  Candle,
  HedgeBot,
  HedgeBotCreatePayload,
  HedgeBotPerformance,
  HedgePosition,
  HistoryPage,
  HistoryQuery,
  HistoryTotals,
  HistoryTotalsQuery,
  MiningPosition,
  Position,
  PositionsStatistics,
  SessionInfo,
  SessionRecord,
  Strategy,
  SystemStatistics,
  TotpSetupAnswer,
  User,
} from '../domain/contracts/types';

type SnapshotStatus = 'loading' | 'live' | 'stale' | 'offline' | 'error';

export interface Snapshot<T> {
  data: T | null;
  status: SnapshotStatus;
  /** ms timestamp of the data shown (when it was fetched from the server), null if none yet. */
  updatedAt: number | null;
  error?: ApiError;
  /** True when the data is the spec's demo fallback rather than server or mirrored data: label it 'демо-данные'. */
  demo?: boolean;
  /** True while a refresh is in flight (the 'Обновление...' state). */
  refreshing?: boolean;
}

/** A ticker as the market feeds give it (symbol without slash, e.g. ETHUSDT). */
export type Ticker = MarketTicker;

export interface UserLimits {
  botsUsed: number;
  maxBots: number;
  apiCallsPerHour: number;
  maxConcurrentBots: number;
  remainingBotSlots: number;
}

export type AuthStatus = 'initialising' | 'authenticated' | 'anonymous';

export interface SessionState {
  status: AuthStatus;
  user: User | null;
  session: SessionRecord | null;
  limits: UserLimits | null;
  /** Whether the browser is online as far as the worker can tell (last request reached the server). */
  online: boolean;
}

export type SessionEvent =
  | { type: 'expired'; reason: 'timeout' | 'refresh_failed' | 'auth_error' | 'other' } // → the 10 s notice 'Сессия истекла' with 'Перейти ко входу'
  | { type: 'inactive' } // → 'Сессия истекла. Необходимо войти в систему заново.'
  | { type: 'extended'; expiresAt: number } // → 'Сессия успешно продлена' (3 s)
  | { type: 'navigate'; to: string } // worker asks the app to route (e.g. '/' after failed refresh)
  | { type: 'storageError'; detail: string }; // IndexedDB full: the offline copy is not updated (toast the detail)

/** Topic name → params and data. */
interface Topics {
  bots: { params: Record<string, never>; data: Bot[] };
  botStatistics: { params: Record<string, never>; data: BotStatistics };
  strategies: { params: Record<string, never>; data: Strategy[] };
  openPositions: { params: Record<string, never>; data: MiningPosition[] };
  position: { params: { botId: number; positionId: number }; data: MiningPosition };
  history: { params: HistoryQuery; data: HistoryPage };
  /** Totals of every position the history filters match (GET /api/positions/history/totals). */
  historyTotals: { params: HistoryTotalsQuery; data: HistoryTotals };
  positionsStatistics: { params: { botId?: number }; data: PositionsStatistics };
  systemStatistics: { params: Record<string, never>; data: SystemStatistics };
  metrics: { params: Record<string, never>; data: Record<string, number> };
  hedgeBots: { params: Record<string, never>; data: HedgeBot[] };
  hedgePerformance: { params: { botId: number }; data: HedgeBotPerformance };
  hedgePositions: { params: { botId: number }; data: HedgePosition[] };
  /**
   * Klines (15m and 100 by default). `fallbackPrice`: a position chart passes the position's price so a
   * price failure with nothing mirrored shows synthetic candles (docs/product.md §8), flagged `demo`.
   */
  candles: { params: { symbol: string; interval?: string; limit?: number; fallbackPrice?: number }; data: Candle[] };
  tickers: { params: { symbols: string[] }; data: Ticker[] };
  adminUsers: { params: AdminUsersQuery; data: AdminUser[] };
  adminStats: { params: Record<string, never>; data: AdminStats };
  adminSettings: { params: Record<string, never>; data: AdminSettings };
  /** The signed-in user's own sessions (settings, security). */
  sessions: { params: Record<string, never>; data: SessionInfo[] };
  /** One bot (GET /api/bots/{id}, or the mining-bot API when authenticated with it). */
  bot: { params: { id: number }; data: Bot };
  /** Open positions of one bot (GET /api/bots/{id}/positions). */
  botPositions: { params: { botId: number }; data: MiningPosition[] };
  /**
   * A page of a bot's journal (GET /api/bots/{id}/logs, mining or hedge bot), newest first: `limit`
   * (default 100) from `offset`, narrowed by `level` and `search`. The first page (no offset) takes
   * the bot's live `log` messages while subscribed; falls back to an empty list.
   */
  botLogs: { params: { botId: number; limit?: number; offset?: number; level?: LogLevel; search?: string }; data: BotLogEntry[] };
  /** A mining bot's wallet: balances per token with their USD value, and the total. */
  walletBalance: { params: { botId: number }; data: WalletBalance };
  /** A mining bot's last wallet transactions, newest first. */
  walletTransactions: { params: { botId: number; limit?: number }; data: WalletTransaction[] };
  /** Closed positions by day, week or month in the zone `tz` (an optional call: a backend may answer 404). */
  positionPeriods: { params: { unit: PeriodUnit; tz: string; botId?: number; limit?: number }; data: PeriodStatistics };
  /** GET /api/bots/{id}/alerts; falls back to an empty list. */
  botAlerts: { params: { botId: number }; data: BotAlert[] };
  /** Generic positions (GET /api/positions) as the local Position model. */
  positions: { params: Record<string, never>; data: Position[] };
  /** One hedge bot (GET /api/hedge-bot/{id}). */
  hedgeBot: { params: { id: number }; data: HedgeBot };
  /** The user's last 200 alerts (issue 23), also those pushed while the app was closed. */
  alerts: { params: Record<string, never>; data: AlertList };
  /** How many of them are unread (the header's badge). */
  alertsUnread: { params: Record<string, never>; data: number };
  alertRules: { params: Record<string, never>; data: AlertRules };
  /** The user's devices that receive push alerts. */
  pushDevices: { params: Record<string, never>; data: Device[] };
}

export type TopicName = keyof Topics;
export type TopicParams<K extends TopicName> = Topics[K]['params'];
export type TopicData<K extends TopicName> = Topics[K]['data'];

/** Command name → payload and result. Every mutation goes through `command`; offline it fails at once. */
export interface Commands {
  'bot.create': { payload: BotCreatePayload; result: Bot };
  'bot.update': { payload: { id: number; changes: BotUpdatePayload }; result: Bot };
  'bot.delete': { payload: { id: number }; result: boolean };
  'bot.start': { payload: { id: number }; result: boolean };
  'bot.stop': { payload: { id: number }; result: boolean };
  'bot.toggle': { payload: { id: number }; result: boolean };
  'bot.restart': { payload: { id: number }; result: boolean };
  'strategy.save': { payload: Strategy; result: Strategy };
  'strategy.delete': { payload: { id: number }; result: boolean };
  /** A strategy (a draft, unsaved changes included) replayed on the server's recorded market; never mirrored. */
  'strategy.backtest': { payload: BacktestRequest; result: Backtest };
  /** Up to three strategies replayed on one period, one after another: each one's backtest or error, in order. */
  'strategy.compare': { payload: Omit<BacktestRequest, 'strategy'> & { strategies: Strategy[] }; result: CompareOutcome[] };
  'position.close': { payload: { botId: number; positionId: number }; result: boolean };
  /** Closes a position that needs rebalancing and mints it again around the price: the new position. */
  'position.rebalance': { payload: { botId: number; positionId: number }; result: MiningPosition };
  'hedgeBot.create': { payload: HedgeBotCreatePayload; result: { bot_id: number; name: string } };
  'hedgeBot.start': { payload: { id: number }; result: boolean };
  'hedgeBot.stop': { payload: { id: number }; result: boolean };
  'hedgeBot.settings': { payload: { id: number; settings: Partial<HedgeBotCreatePayload> }; result: HedgeBot };
  'admin.setUserStatus': { payload: { userId: number; status: UserStatusBody['status'] }; result: AdminUser };
  /** A new account: active, with a link to set its password sent to its e-mail. */
  'admin.createUser': { payload: AdminUserCreateBody; result: AdminUser };
  'admin.updateUser': { payload: { userId: number; changes: AdminUserUpdateBody }; result: AdminUser };
  /** Deletes the account with its bots, strategies and history (never one's own, never the last admin). */
  'admin.deleteUser': { payload: { userId: number }; result: string };
  'profile.update': { payload: ProfileUpdateBody; result: User };
  'profile.avatar': { payload: { file: Blob; name: string }; result: User };
  'hedgeBot.delete': { payload: { id: number }; result: boolean };
  'hedgePosition.open': { payload: { botId: number } & Omit<HedgePositionOpenBody, 'bot_id'>; result: { position_id: number } };
  'hedgePosition.close': { payload: { botId: number; positionId: number }; result: boolean };
  'admin.setMarketPrimaryFail': { payload: MarketSwitchBody; result: void };
  /** Marks every alert (up to an id) read; answers how many stay unread. */
  'alerts.readAll': { payload: { upTo?: number }; result: number };
  'alertRules.save': { payload: AlertRulesBody; result: AlertRules };
  /** The server's VAPID public key, for PushManager.subscribe. */
  'push.publicKey': { payload: Record<string, never>; result: string };
  /** This browser's push subscription (toJSON()) and its name. */
  'push.register': { payload: { subscription: PushSubscriptionJson; label: string }; result: Device };
  'push.update': { payload: { id: number; enabled?: boolean; label?: string }; result: Device };
  'push.remove': { payload: { id: number }; result: boolean };
  /** A test notification to one device; answers how many were queued. */
  'push.test': { payload: { id: number }; result: number };
  /**
   * Every position the history filters match, page by page (up to domain/historyQuery's HISTORY_EXPORT_MAX), for an
   * export: a read, but asked for once and never mirrored, so it is a command.
   */
  'history.export': { payload: Omit<HistoryQuery, 'limit' | 'offset'>; result: { positions: MiningPosition[]; total: number } };
  /**
   * A bot's whole journal (up to domain/journal's JOURNAL_EXPORT_MAX entries) for its download:
   * a read asked for once and never mirrored. `complete` is false when the cap cut it.
   */
  'botLogs.export': {
    payload: { botId: number; level?: LogLevel; search?: string };
    result: { entries: BotLogEntry[]; complete: boolean };
  };
  'admin.saveSettings': { payload: AdminSettings; result: AdminSettings };
  /** A new e-mail (it counts once its link is followed) needs the current password. */
  'profile.email': { payload: { email: string; currentPassword: string }; result: User };
  'profile.password': { payload: { currentPassword: string; newPassword: string }; result: string };
  'sessions.end': { payload: { sessionId: string }; result: boolean };
  /** Ends every session of the user, this one too: the worker signs out here. */
  'sessions.endAll': { payload: Record<string, never>; result: boolean };
  /** The secret, its otpauth URI and QR code: shown once, never stored. */
  'twoFactor.setup': { payload: { password: string }; result: TotpSetupAnswer };
  /** The ten recovery codes: shown once, never stored. */
  'twoFactor.enable': { payload: { code: string }; result: string[] };
  'twoFactor.disable': { payload: { password: string; code: string }; result: boolean };
  /** Re-fetch a topic now (every open subscription of it when params are omitted). */
  refresh: { payload: { topic: TopicName; params?: unknown }; result: void };
}

export type CommandName = keyof Commands;

/** The body of POST /api/auth/register, as the contract has it. */
export type RegisterPayload = RegisterBody;

/**
 * What a login came to: signed in; or a right password that needs a code from the authenticator
 * (`code`), or, for an admin who must have a second factor and has none, its enrolment first
 * (`enrol`: the secret and its QR code to add to the authenticator). Either finishes with
 * `secondFactor(code)`; an enrolment signs in with ten recovery codes to show once.
 */
export type LoginResult =
  | { kind: 'signedIn'; user: User; recoveryCodes?: string[] }
  | { kind: 'code'; message: string }
  | { kind: 'enrol'; message: string; secret: string; otpauthUri: string; qrSvg: string };

export interface SessionApi {
  login(usernameOrEmail: string, password: string): Promise<LoginResult>;
  /** The code (TOTP or recovery) for the login waiting in the worker. */
  secondFactor(code: string): Promise<LoginResult>;
  register(payload: RegisterPayload): Promise<User>;
  logout(): Promise<void>;
  extend(): Promise<void>;
  /** The main thread forwards activity events (already throttled to one per 60 s). */
  activity(): void;
  visibility(visible: boolean): void;
  verifyEmail(token: string): Promise<void>;
  forgotPassword(email: string): Promise<void>;
  resetPassword(token: string, newPassword: string): Promise<void>;
}

export interface WorkerApi {
  ping(): Promise<'pong'>;
  /** Current session state, then every change. Returns an unsubscribe function. */
  watchSession(onState: (s: SessionState) => void, onEvent: (e: SessionEvent) => void): Promise<() => void>;
  session: SessionApi;
  subscribe<K extends TopicName>(topic: K, params: TopicParams<K>, onSnapshot: (s: Snapshot<TopicData<K>>) => void): Promise<() => void>;
  command<K extends CommandName>(name: K, payload: Commands[K]['payload']): Promise<Commands[K]['result']>;
  /**
   * Parsed socket messages (docs/product.md §7 "Realtime", src/domain/rules/sync/live.ts) of every bot of the signed-in
   * user, for notifications (stop-loss exits: position_closed with exit_reason upper_stop_losss /
   * lower_stop_loss; bots going to error: bot_status with status 'error'). Returns an unsubscribe.
   */
  watchLive(onMessage: (m: LiveMessage) => void): Promise<() => void>;
  /** The server slots (header selector, /settings/api, the overview's rows across servers). */
  servers: ServersApi;
  /**
   * Keeps the page's last frame for the next start (src/startup/frame.ts); ignored unless
   * signed in. The service worker reads it; the worker drops every frame when the user changes.
   */
  saveFrame(frame: FrameInput): Promise<void>;
}

/** One server slot as the screens see it. Addresses only: a slot's tokens never leave its world. */
export interface SlotView {
  id: SlotId;
  name: string;
  /** null: the slot is not set ('не настроен'). */
  addresses: ServerAddresses | null;
  source: SlotSource | null;
  /** The deployment or the page gives the slot a setting to go back to (reset). */
  hasDefault: boolean;
  signedIn: boolean;
  username: string | null;
  /** The last request to this server reached it. */
  online: boolean;
  /** What the server says its bots trade with ('paper': simulated funds); null until it says. */
  mode: ServerMode | null;
}

export interface ServersView {
  /** The slot every subscription, command and session call goes to. */
  active: SlotId;
  slots: SlotView[];
}

export type SlotSaveResult =
  /** reload: the page's policy, set when the page loaded, lets it reach the saved server only after a reload. */
  | { ok: true; reload?: boolean }
  | { ok: false; problem: SlotProblem; field: 'name' | 'api' | 'marketPrimary' | 'marketFallback' }
  | { ok: false; problem: 'lastServer' };

/**
 * "Проверить соединение": the health route, the contract (every call of the catalogue in the
 * server's OpenAPI document) and the market feeds. No token is sent.
 */
export interface ServerCheck {
  /**
   * csp: the page's policy refused the connection; cors: the server answers but not to this page;
   * unreachable: nothing answers (down, wrong address, or, over https, an untrusted certificate).
   */
  outcome: 'ok' | 'invalid' | 'csp' | 'cors' | 'unreachable' | 'timeout' | 'notDashboard' | 'noContract' | 'contractMismatch';
  /** csp, cors, unreachable: the server's origin. */
  origin?: string;
  /** csp: the address is one of the servers the user saved (a reload lets the page reach it). */
  saved?: boolean;
  /** unreachable: the address is https (a certificate the browser does not trust looks the same). */
  secure?: boolean;
  /** outcome 'invalid': what is wrong with the address. */
  problem?: SlotProblem;
  /** HTTP status of a failed health or contract read. */
  status?: number;
  /** Calls of the contract the server's document lacks ('GET /api/bots/{id}'), the first few. */
  missing?: string[];
  missingCount?: number;
  /** Calls checked against the document. */
  calls?: number;
  /** Whether each market feed answered in its shape (null: not reached because the server failed). */
  market?: { primary: boolean; fallback: boolean } | null;
}

interface ServersApi {
  /** The slots and the active one, then every change (a sign-in or a lost connection included). */
  watch(onView: (view: ServersView) => void): Promise<() => void>;
  /** Makes a configured slot active: subscriptions, session and commands move to its world. */
  select(id: SlotId): Promise<void>;
  /** Saves the user's setting of a slot (wins over the deployment's preset). */
  save(id: SlotId, setting: SlotSetting): Promise<SlotSaveResult>;
  /** Clears a slot ('не настроен'): signs out of that server and deletes its offline copy. */
  remove(id: SlotId): Promise<SlotSaveResult>;
  /** Drops the user's edit: the slot goes back to the deployment's preset or the page's origin. */
  reset(id: SlotId): Promise<SlotSaveResult>;
  check(setting: SlotSetting): Promise<ServerCheck>;
  /** A row per configured server with its session and last-known figures, while watched. */
  watchOverview(onRows: (rows: ServerRow[]) => void): Promise<() => void>;
}
