// What each snapshot topic fetches, how it is normalised, how often it refreshes, and its docs/product.md §8
// fallback (used only when nothing is mirrored; flagged demo so the UI labels it 'демо-данные').
import { demoBotStatistics, demoBots, emptyHistoryPage, zeroPositionsStatistics } from './dataFallbacks';
import { CHART_RELOAD_MS, PRICE_POLL_MS, candleLimit } from '../../domain/rules/market/marketData';
import { syntheticCandles } from '../../domain/rules/market/syntheticCandles';
import { isServerBot, normaliseBot, normaliseBotStatistics } from '../../domain/rules/mining/normaliseBot';
import {
  normaliseApiPosition,
  normaliseHistoryPage,
  normaliseHistoryTotals,
  normaliseOpenPositions,
  periodStart,
  requireArray,
} from '../../domain/rules/mining/normalisePositions';
import { INVALID_FORMAT_DETAIL, apiError } from '../../domain/rules/sync/httpError';
import type { AlertItem, AlertList } from '../../domain/contracts/push';
import type { BotLogEntry, WalletBalance, WalletTransaction } from '../../domain/contracts/bots';
import type { PeriodStatistics } from '../../domain/contracts/statistics';
import { BOT_LOG_PAGE } from '../../domain/contracts/values';
import { journalMatches, mergeJournal, parseLogEntry, type JournalFilter } from '../../domain/rules/mining/journal';
import { parseAlertItem } from '../../domain/rules/alerts/alertItem';
import type { ApiPosition, HistoryQuery, HistoryTotalsQuery, MiningPosition, ServerBot } from '../../domain/contracts/types';
import type { TopicData, TopicName, TopicParams } from '../api';
import type { ApiClient } from '../http/apiClient';
import type { MarketClient } from '../market/marketClient';

const MINING_REFRESH_MS = 5_000;
const HEDGE_REFRESH_MS = 30_000;
/** Topics without their own refresh retry this often while offline. */
export const OFFLINE_RETRY_MS = 10_000;
/** A wallet moves with its bot's positions: looked at again every half minute. */
const WALLET_REFRESH_MS = 30_000;
/** Alerts also come over the live sockets while they are open; the poll catches the rest. */
const ALERTS_REFRESH_MS = 30_000;

export interface FetchContext {
  api: ApiClient;
  market: MarketClient;
  /** Whether the user is authenticated with the mining-bot API (docs/product.md §6), checked once per session. */
  miningAuth(): Promise<boolean>;
  now(): number;
}

export interface TopicDef<K extends TopicName> {
  fetch(ctx: FetchContext, params: TopicParams<K>, maxAge: number): Promise<TopicData<K>>;
  /** Auto-refresh period while subscribed; none means on demand (and retries while offline). */
  refreshMs?: number;
  /** A period that depends on the params (overrides refreshMs). */
  refreshFor?(params: TopicParams<K>): number | undefined;
  /** The docs/product.md §8 fallback; undefined when there is none for these params. */
  fallback?(params: TopicParams<K>): TopicData<K> | undefined;
}

/** The auto-refresh period of a topic for these params. */
export function refreshPeriod<K extends TopicName>(def: TopicDef<K>, params: TopicParams<K>): number | undefined {
  return def.refreshFor ? def.refreshFor(params) : def.refreshMs;
}

function query(params: Record<string, string | number | boolean | null | undefined>): string {
  const parts = Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

function object<T>(body: unknown): T {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw apiError(INVALID_FORMAT_DETAIL, 200);
  return body as T;
}

function bots(body: unknown, authenticated: boolean) {
  return requireArray<unknown>(body)
    .filter(isServerBot)
    .map((b) => normaliseBot(b, authenticated));
}

/** GET /api/positions/history (or its totals) with the filters of a history query. */
export function historyPath(
  p: HistoryTotalsQuery & Partial<Pick<HistoryQuery, 'limit' | 'offset' | 'sort'>>,
  now: number,
  totals = false,
): string {
  return `/api/positions/history${totals ? '/totals' : ''}${query({
    bot_id: p.bot_id,
    symbol: p.symbol,
    status: p.status,
    limit: p.limit,
    offset: p.offset,
    start_date: periodStart(p.period, now),
    sort: p.sort,
  })}`;
}

/** The filter of a journal page's params. */
export function journalFilterOf(p: { level?: JournalFilter['level']; search?: string }): JournalFilter {
  return { level: p.level ?? 'all', search: p.search ?? '' };
}

/** GET /api/bots/{id}/logs with a page's params. */
export function botLogsPath(p: TopicParams<'botLogs'>): string {
  const search = p.search?.trim();
  return `/api/bots/${p.botId}/logs${query({ limit: p.limit ?? BOT_LOG_PAGE, offset: p.offset || undefined, level: p.level, search: search || undefined })}`;
}

/**
 * A journal page as the screens read it: entries that are entries, newest first, and only those the
 * filter matches (a backend that ignores `level` or `search` sends the others too).
 */
export function journalPage(body: unknown, filter: JournalFilter): BotLogEntry[] {
  const entries = requireArray<unknown>(body)
    .map(parseLogEntry)
    .filter((e): e is BotLogEntry => e !== null && journalMatches(e, filter));
  return mergeJournal(entries);
}

function validRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

type Defs = { [K in TopicName]: TopicDef<K> };

export const TOPICS: Defs = {
  bots: {
    refreshMs: MINING_REFRESH_MS,
    async fetch(ctx, _p, maxAge) {
      const auth = await ctx.miningAuth();
      return bots(await ctx.api.get(auth ? '/api/mining-bots' : '/api/bots', { maxAge }), auth);
    },
    fallback: () => demoBots(),
  },
  botStatistics: {
    refreshMs: MINING_REFRESH_MS,
    async fetch(ctx, _p, maxAge) {
      return normaliseBotStatistics(object(await ctx.api.get('/api/bots/statistics', { maxAge })));
    },
    fallback: () => demoBotStatistics(),
  },
  strategies: {
    async fetch(ctx, _p, maxAge) {
      return requireArray(await ctx.api.get('/api/strategies', { maxAge }));
    },
  },
  openPositions: {
    refreshMs: MINING_REFRESH_MS,
    async fetch(ctx, _p, maxAge) {
      const auth = await ctx.miningAuth();
      return normaliseOpenPositions(
        await ctx.api.get(auth ? '/api/positions/open?check_blockchain=true' : '/api/positions/open', { maxAge }),
      );
    },
  },
  position: {
    refreshMs: MINING_REFRESH_MS,
    async fetch(ctx, p, maxAge) {
      const body = object<MiningPosition>(await ctx.api.get(`/api/bots/${p.botId}/positions/${p.positionId}`, { maxAge }));
      if (typeof body.token_id !== 'number') throw apiError(INVALID_FORMAT_DETAIL, 200);
      return body;
    },
  },
  history: {
    refreshMs: MINING_REFRESH_MS,
    // Only the newest page moves: further pages ('Загрузить еще') load once, and a big page
    // (the dashboard's 500 rows for its curves) reloads with the charts, not every 5 s.
    refreshFor: (p) => (p.offset > 0 ? undefined : p.limit > 100 ? CHART_RELOAD_MS : MINING_REFRESH_MS),
    async fetch(ctx, p, maxAge) {
      return normaliseHistoryPage(await ctx.api.get(historyPath(p, ctx.now()), { maxAge }), p.offset, p.limit);
    },
    fallback: () => emptyHistoryPage(),
  },
  historyTotals: {
    refreshMs: MINING_REFRESH_MS,
    async fetch(ctx, p, maxAge) {
      return normaliseHistoryTotals(await ctx.api.get(historyPath(p, ctx.now(), true), { maxAge }));
    },
  },
  positionsStatistics: {
    refreshMs: MINING_REFRESH_MS,
    async fetch(ctx, p, maxAge) {
      return object(await ctx.api.get(`/api/positions/statistics${query({ bot_id: p.botId })}`, { maxAge }));
    },
    fallback: () => zeroPositionsStatistics(),
  },
  systemStatistics: {
    refreshMs: MINING_REFRESH_MS,
    async fetch(ctx, _p, maxAge) {
      return object(await ctx.api.get('/api/system/statistics', { maxAge }));
    },
  },
  metrics: {
    refreshMs: MINING_REFRESH_MS,
    async fetch(ctx, _p, maxAge) {
      return object(await ctx.api.get('/api/metrics', { maxAge }));
    },
  },
  hedgeBots: {
    refreshMs: HEDGE_REFRESH_MS,
    async fetch(ctx, _p, maxAge) {
      return requireArray(await ctx.api.get('/api/hedge-bot/', { maxAge }));
    },
  },
  hedgeBot: {
    refreshMs: HEDGE_REFRESH_MS,
    async fetch(ctx, p, maxAge) {
      return object(await ctx.api.get(`/api/hedge-bot/${p.id}`, { maxAge }));
    },
  },
  hedgePerformance: {
    refreshMs: HEDGE_REFRESH_MS,
    async fetch(ctx, p, maxAge) {
      return object(await ctx.api.get(`/api/hedge-bot/${p.botId}/performance`, { maxAge }));
    },
  },
  hedgePositions: {
    refreshMs: HEDGE_REFRESH_MS,
    async fetch(ctx, p, maxAge) {
      return requireArray(await ctx.api.get(`/api/hedge-bot/${p.botId}/positions`, { maxAge }));
    },
  },
  candles: {
    refreshMs: CHART_RELOAD_MS,
    async fetch(ctx, p, maxAge) {
      return ctx.market.klines(p.symbol, p.interval, p.limit, maxAge);
    },
    fallback: (p) => (p.fallbackPrice ? syntheticCandles(p.fallbackPrice, candleLimit(p.limit), p.interval, Date.now()) : undefined),
  },
  tickers: {
    refreshMs: PRICE_POLL_MS,
    async fetch(ctx, p, maxAge) {
      return ctx.market.tickers(p.symbols, maxAge);
    },
  },
  adminUsers: {
    async fetch(ctx, p, maxAge) {
      return requireArray(await ctx.api.get(`/api/admin/users${query({ search: p.search, role: p.role, status: p.status })}`, { maxAge }));
    },
  },
  adminStats: {
    async fetch(ctx, _p, maxAge) {
      return object(await ctx.api.get('/api/admin/stats', { maxAge }));
    },
  },
  adminSettings: {
    async fetch(ctx, _p, maxAge) {
      return object(await ctx.api.get('/api/admin/settings', { maxAge }));
    },
  },
  sessions: {
    async fetch(ctx, _p, maxAge) {
      return requireArray(await ctx.api.get('/api/profile/sessions', { maxAge }));
    },
  },
  bot: {
    refreshMs: MINING_REFRESH_MS,
    async fetch(ctx, p, maxAge) {
      const auth = await ctx.miningAuth();
      const body = await ctx.api.get(auth ? `/api/mining-bots/${p.id}` : `/api/bots/${p.id}`, { maxAge });
      if (!isServerBot(body)) throw apiError(INVALID_FORMAT_DETAIL, 200);
      return normaliseBot(body as ServerBot, auth);
    },
  },
  botPositions: {
    refreshMs: MINING_REFRESH_MS,
    async fetch(ctx, p, maxAge) {
      return normaliseOpenPositions(await ctx.api.get(`/api/bots/${p.botId}/positions`, { maxAge }));
    },
  },
  botLogs: {
    // Only the newest page moves (live entries are folded into it too); older pages load once.
    refreshFor: (p) => (p.offset ? undefined : MINING_REFRESH_MS),
    async fetch(ctx, p, maxAge) {
      return journalPage(await ctx.api.get(botLogsPath(p), { maxAge }), journalFilterOf(p));
    },
    fallback: () => [],
  },
  walletBalance: {
    refreshMs: WALLET_REFRESH_MS,
    async fetch(ctx, p, maxAge) {
      const body = object<WalletBalance>(await ctx.api.get(`/api/bots/${p.botId}/wallet/balance`, { maxAge }));
      if (!Array.isArray(body.balances) || typeof body.total_usd !== 'number') throw apiError(INVALID_FORMAT_DETAIL, 200);
      return {
        ...body,
        balances: body.balances.filter((b) => validRecord(b) && typeof b.token === 'string' && typeof b.amount === 'number'),
      };
    },
  },
  walletTransactions: {
    refreshMs: WALLET_REFRESH_MS,
    async fetch(ctx, p, maxAge) {
      return requireArray<WalletTransaction>(
        await ctx.api.get(`/api/bots/${p.botId}/wallet/transactions${query({ limit: p.limit })}`, { maxAge }),
      ).filter((tx) => validRecord(tx) && typeof tx.id === 'number' && typeof tx.amount === 'number' && typeof tx.tx_hash === 'string');
    },
  },
  positionPeriods: {
    refreshMs: CHART_RELOAD_MS,
    async fetch(ctx, p, maxAge) {
      const body = object<PeriodStatistics>(
        await ctx.api.get(`/api/positions/statistics/periods${query({ unit: p.unit, bot_id: p.botId, limit: p.limit, tz: p.tz })}`, {
          maxAge,
        }),
      );
      if (!Array.isArray(body.periods) || typeof body.time_zone !== 'string') throw apiError(INVALID_FORMAT_DETAIL, 200);
      return body;
    },
  },
  botAlerts: {
    refreshMs: MINING_REFRESH_MS,
    async fetch(ctx, p, maxAge) {
      return requireArray(await ctx.api.get(`/api/bots/${p.botId}/alerts`, { maxAge }));
    },
    fallback: () => [],
  },
  positions: {
    refreshMs: MINING_REFRESH_MS,
    async fetch(ctx, _p, maxAge) {
      return requireArray<ApiPosition>(await ctx.api.get('/api/positions', { maxAge })).map(normaliseApiPosition);
    },
  },
  alerts: {
    refreshMs: ALERTS_REFRESH_MS,
    async fetch(ctx, _p, maxAge) {
      const body = object<AlertList>(await ctx.api.get('/api/notifications', { maxAge }));
      // the same check as live and pushed alerts: a malformed item or a link out of the app is dropped
      const items = requireArray(body.items)
        .map(parseAlertItem)
        .filter((a): a is AlertItem => a !== null);
      return { items, unread: typeof body.unread === 'number' ? body.unread : 0 };
    },
  },
  alertsUnread: {
    refreshMs: ALERTS_REFRESH_MS,
    async fetch(ctx, _p, maxAge) {
      const { unread } = object<{ unread?: unknown }>(await ctx.api.get('/api/notifications/unread', { maxAge }));
      if (typeof unread !== 'number') throw apiError(INVALID_FORMAT_DETAIL, 200);
      return unread;
    },
  },
  alertRules: {
    async fetch(ctx, _p, maxAge) {
      return object(await ctx.api.get('/api/notifications/rules', { maxAge }));
    },
  },
  pushDevices: {
    async fetch(ctx, _p, maxAge) {
      return requireArray(await ctx.api.get('/api/push/subscriptions', { maxAge }));
    },
  },
};

/** Topics that live socket messages update. */
export const LIVE_TOPICS: ReadonlySet<TopicName> = new Set<TopicName>(['bots', 'bot', 'openPositions', 'botPositions', 'position']);
