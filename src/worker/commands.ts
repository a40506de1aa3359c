// Every mutation (docs/architecture.md#the-worker-boundary): sent at once or failed at once. Offline (as far as the worker can
// tell, or the request cannot reach the server) a command fails with a clear Russian message and is
// never queued. Payload secrets go to the server only: never stored, never logged.
import { DEFAULT_INITIAL_INVESTMENT, strategyEtag } from '../domain/contracts/values';
import {
  backtestBody,
  normaliseBacktest,
  samePeriod,
  type BacktestRequest,
  type CompareOutcome,
} from '../domain/rules/strategies/backtest';
import { INVALID_FORMAT_DETAIL, OFFLINE_COMMAND_DETAIL, apiError, isApiError, toApiError } from '../domain/rules/sync/httpError';
import { isServerBot, normaliseBot } from '../domain/rules/mining/normaliseBot';
import type { AlertRules, Device } from '../domain/contracts/push';
import { HISTORY_EXPORT_MAX } from '../domain/rules/history/historyQuery';
import { normaliseHistoryPage, normalisePosition } from '../domain/rules/mining/normalisePositions';
import type {
  AdminSettings,
  AdminUser,
  HedgeBot,
  MiningPosition,
  ServerBot,
  Strategy,
  TotpSetupAnswer,
  User,
} from '../domain/contracts/types';
import type { CommandName, Commands, TopicName } from './api';
import type { ApiClient } from './http/apiClient';
import { botLogsPath, historyPath, journalFilterOf, journalPage } from './sync/topics';
import { JOURNAL_EXPORT_MAX, mergeJournal } from '../domain/rules/mining/journal';
import { BOT_LOG_MAX_PAGE } from '../domain/contracts/values';
import type { BotLogEntry } from '../domain/contracts/bots';

/** The page an export fetches by (the server's largest). */
const EXPORT_PAGE = 1000;

export interface CommandContext {
  api: ApiClient;
  miningAuth(): Promise<boolean>;
  online(): boolean;
  refresh(topic?: TopicName, params?: unknown): Promise<void>;
  userChanged(user: User): Promise<void>;
  /** Every session of the user ended on the server, this one too. */
  endedEverywhere(): Promise<void>;
}

/**
 * One key per command: a create, start or stop whose answer is lost and which is sent again (the
 * retry after a token refresh) is done once by the server, which answers the first answer again.
 */
const once = (): Record<string, string> => ({ 'Idempotency-Key': globalThis.crypto.randomUUID() });

type Handler<K extends CommandName> = (ctx: CommandContext, payload: Commands[K]['payload']) => Promise<Commands[K]['result']>;
type Handlers = { [K in CommandName]: Handler<K> };

function toBot(body: unknown, authenticated: boolean) {
  if (!isServerBot(body)) throw apiError(INVALID_FORMAT_DETAIL, 200);
  return normaliseBot(body as ServerBot, authenticated);
}

/** docs/product.md §8: toggle, delete and restart answer false on a failure (offline still fails loudly). */
async function orFalse(run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (error) {
    if (isApiError(error) && error.status === 0) throw error;
    console.warn('command failed:', toApiError(error).detail);
    return false;
  }
}

function withoutEmpty<T extends Record<string, unknown>>(changes: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(changes)) {
    // Edit bot: the private key is optional and omitted when empty.
    if (k === 'private_key' && (typeof v !== 'string' || !v.trim())) continue;
    if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  }
  return out;
}

const BOT_TOPICS: TopicName[] = ['bots', 'bot', 'botStatistics', 'openPositions', 'botPositions'];
const HEDGE_TOPICS: TopicName[] = ['hedgeBots', 'hedgeBot', 'hedgePositions', 'hedgePerformance'];
/** What a close or a rebalance changes: the position's lists, the history and the statistics. */
const POSITION_TOPICS: TopicName[] = [
  'openPositions',
  'botPositions',
  'position',
  'history',
  'historyTotals',
  'positionsStatistics',
  'systemStatistics',
];
const ALERT_TOPICS: TopicName[] = ['alerts', 'alertsUnread'];

async function refreshAll(ctx: CommandContext, topics: TopicName[]): Promise<void> {
  await Promise.all(topics.map((t) => ctx.refresh(t).catch(() => undefined)));
}

async function backtest(ctx: CommandContext, r: BacktestRequest) {
  return normaliseBacktest(await ctx.api.send('POST', '/api/strategies/backtest', backtestBody(r)));
}

/** Creating a bot counts against max_bots: re-read the profile so the limits shown follow. */
async function refreshLimits(ctx: CommandContext): Promise<void> {
  try {
    await ctx.userChanged(await ctx.api.get<User>('/api/profile/me', { maxAge: 0 }));
  } catch {
    // The next session validation (60 s) catches up.
  }
}

const HANDLERS: Handlers = {
  'bot.create': async (ctx, p) => {
    const auth = await ctx.miningAuth();
    const body = auth
      ? await ctx.api.send(
          'POST',
          '/api/mining-bots',
          { ...p, initial_investment: p.initial_investment ?? DEFAULT_INITIAL_INVESTMENT },
          undefined,
          once(),
        )
      : await ctx.api.send(
          'POST',
          '/api/bots',
          {
            name: p.name,
            strategy_id: p.strategy_id ?? null,
            network: p.network,
            symbol: p.symbol,
            wallet_address: p.wallet_address,
            private_key: p.private_key,
            rpc_url: p.rpc_url,
          },
          undefined,
          once(),
        );
    void refreshAll(ctx, BOT_TOPICS);
    void refreshLimits(ctx);
    return toBot(body, auth);
  },
  'bot.update': async (ctx, p) => {
    const body = await ctx.api.send('PUT', `/api/bots/${p.id}`, withoutEmpty(p.changes as Record<string, unknown>));
    void refreshAll(ctx, BOT_TOPICS);
    return toBot(body, await ctx.miningAuth());
  },
  'bot.delete': async (ctx, p) => {
    const ok = await orFalse(() => ctx.api.send('DELETE', `/api/bots/${p.id}`));
    void refreshAll(ctx, BOT_TOPICS);
    return ok;
  },
  'bot.start': async (ctx, p) => {
    const auth = await ctx.miningAuth();
    await ctx.api.send('POST', auth ? `/api/mining-bots/${p.id}/start` : `/api/bots/${p.id}/start`, undefined, undefined, once());
    void refreshAll(ctx, BOT_TOPICS);
    return true;
  },
  'bot.stop': async (ctx, p) => {
    const auth = await ctx.miningAuth();
    await ctx.api.send('POST', auth ? `/api/mining-bots/${p.id}/stop` : `/api/bots/${p.id}/stop`, undefined, undefined, once());
    void refreshAll(ctx, BOT_TOPICS);
    return true;
  },
  'bot.toggle': async (ctx, p) => {
    const ok = await orFalse(() => ctx.api.send('PUT', `/api/bots/${p.id}/toggle`, undefined, undefined, once()));
    void refreshAll(ctx, BOT_TOPICS);
    return ok;
  },
  'bot.restart': async (ctx, p) => {
    const ok = await orFalse(() => ctx.api.send('POST', `/api/bots/${p.id}/restart`, undefined, undefined, once()));
    void refreshAll(ctx, BOT_TOPICS);
    return ok;
  },
  'strategy.save': async (ctx, p) => {
    const { strategy_id: id, ...rest } = p;
    const body = { ...rest, strategy_type: 'liquidity_mining' as const };
    // An edit names the version it was made from: a save from another window since answers 412.
    const saved =
      id === 'new'
        ? await ctx.api.send<Strategy>('POST', '/api/strategies', body, undefined, once())
        : await ctx.api.send<Strategy>(
            'PUT',
            `/api/strategies/${id}`,
            body,
            undefined,
            p.version ? { 'If-Match': strategyEtag(p.version) } : undefined,
          );
    void refreshAll(ctx, ['strategies']);
    return saved;
  },
  'strategy.delete': async (ctx, p) => {
    await ctx.api.send('DELETE', `/api/strategies/${p.id}`);
    void refreshAll(ctx, ['strategies']);
    return true;
  },
  'strategy.backtest': (ctx, p) => backtest(ctx, p),
  'strategy.compare': async (ctx, p) => {
    // One after another: the server runs at most two of a user's backtests at once.
    const once = async (strategy: BacktestRequest['strategy']): Promise<CompareOutcome> => {
      try {
        return { backtest: await backtest(ctx, { ...p, strategy }) };
      } catch (error) {
        return { error: toApiError(error) };
      }
    };
    const out: CompareOutcome[] = [];
    for (const s of p.strategies) out.push(await once(s));
    const ran = out.map((o) => ('backtest' in o ? o.backtest : null));
    if (!samePeriod(ran)) {
      // an hour turned between two runs: the earlier ones again, on the latest period
      const latest = ran.reduce((max, b) => (b && b.to > max ? b.to : max), '');
      for (let i = 0; i < out.length; i++) if (ran[i] && ran[i]!.to !== latest) out[i] = await once(p.strategies[i]);
    }
    return out;
  },
  'position.close': async (ctx, p) => {
    await ctx.api.send('POST', `/api/bots/${p.botId}/positions/${p.positionId}/close`);
    void refreshAll(ctx, POSITION_TOPICS);
    return true;
  },
  'position.rebalance': async (ctx, p) => {
    const next = normalisePosition(await ctx.api.send('POST', `/api/bots/${p.botId}/positions/${p.positionId}/rebalance`));
    void refreshAll(ctx, POSITION_TOPICS);
    return next;
  },
  'hedgeBot.create': async (ctx, p) => {
    const r = await ctx.api.send<{ bot_id: number; name: string }>('POST', '/api/hedge-bot/create', p, undefined, once());
    void refreshAll(ctx, HEDGE_TOPICS);
    void refreshLimits(ctx);
    return { bot_id: r.bot_id, name: r.name };
  },
  'hedgeBot.start': async (ctx, p) => {
    await ctx.api.send('POST', `/api/hedge-bot/${p.id}/start`, undefined, undefined, once());
    void refreshAll(ctx, HEDGE_TOPICS);
    return true;
  },
  'hedgeBot.stop': async (ctx, p) => {
    await ctx.api.send('POST', `/api/hedge-bot/${p.id}/stop`, undefined, undefined, once());
    void refreshAll(ctx, HEDGE_TOPICS);
    return true;
  },
  'hedgeBot.settings': async (ctx, p) => {
    const r = await ctx.api.send<HedgeBot>('PUT', `/api/hedge-bot/${p.id}/settings`, p.settings);
    void refreshAll(ctx, HEDGE_TOPICS);
    return r;
  },
  'hedgeBot.delete': async (ctx, p) => {
    await ctx.api.send('DELETE', `/api/hedge-bot/${p.id}`);
    void refreshAll(ctx, HEDGE_TOPICS);
    return true;
  },
  'hedgePosition.open': async (ctx, p) => {
    const body: Record<string, number> = { bot_id: p.botId };
    if (p.price_open !== undefined) body.price_open = p.price_open;
    if (p.leverage !== undefined) body.leverage = p.leverage;
    const r = await ctx.api.send<{ position_id: number }>('POST', `/api/hedge-bot/${p.botId}/positions`, body, undefined, once());
    void refreshAll(ctx, HEDGE_TOPICS);
    return { position_id: r.position_id };
  },
  'hedgePosition.close': async (ctx, p) => {
    await ctx.api.send('POST', `/api/hedge-bot/${p.botId}/positions/${p.positionId}/close`);
    void refreshAll(ctx, HEDGE_TOPICS);
    return true;
  },
  'admin.setUserStatus': async (ctx, p) => {
    const r = await ctx.api.send<AdminUser>('PUT', `/api/admin/users/${p.userId}/status`, { status: p.status });
    void refreshAll(ctx, ['adminUsers', 'adminStats']);
    return r;
  },
  'admin.createUser': async (ctx, p) => {
    const r = await ctx.api.send<AdminUser>('POST', '/api/admin/users', p);
    void refreshAll(ctx, ['adminUsers', 'adminStats']);
    return r;
  },
  'admin.updateUser': async (ctx, p) => {
    const r = await ctx.api.send<AdminUser>('PUT', `/api/admin/users/${p.userId}`, p.changes);
    void refreshAll(ctx, ['adminUsers']);
    return r;
  },
  'admin.deleteUser': async (ctx, p) => {
    const r = await ctx.api.send<{ message: string }>('DELETE', `/api/admin/users/${p.userId}`);
    // The user's bots and strategies went with the account: an admin's lists hold them.
    void refreshAll(ctx, ['adminUsers', 'adminStats', 'bots', 'strategies', 'hedgeBots', 'openPositions']);
    return r.message;
  },
  'admin.setMarketPrimaryFail': async (ctx, p) => {
    await ctx.api.send('PUT', '/api/admin/market', { primary_fail: p.primary_fail });
    void refreshAll(ctx, ['tickers', 'candles']);
  },
  'profile.update': async (ctx, p) => {
    const user = await ctx.api.send<User>('PUT', '/api/profile/me', p);
    await ctx.userChanged(user);
    return user;
  },
  'profile.avatar': async (ctx, p) => {
    const form = new FormData();
    form.append('file', p.file, p.name);
    await ctx.api.send('POST', '/api/profile/avatar', undefined, form);
    // docs/product.md §7: the profile is re-fetched afterwards.
    const user = await ctx.api.get<User>('/api/profile/me', { maxAge: 0 });
    await ctx.userChanged(user);
    return user;
  },
  'alerts.readAll': async (ctx, p) => {
    const r = await ctx.api.send<{ unread: number }>('POST', '/api/notifications/read', p.upTo !== undefined ? { up_to: p.upTo } : {});
    await refreshAll(ctx, ALERT_TOPICS);
    return r.unread;
  },
  'alertRules.save': async (ctx, p) => {
    const r = await ctx.api.send<AlertRules>('PUT', '/api/notifications/rules', p);
    // awaited: the mirror holds the saved rules before the form says so (a reload shows them)
    await refreshAll(ctx, ['alertRules']);
    return r;
  },
  'push.publicKey': async (ctx) => {
    const r = await ctx.api.get<{ public_key?: unknown }>('/api/push/public-key', { maxAge: 0 });
    if (typeof r?.public_key !== 'string') throw apiError(INVALID_FORMAT_DETAIL, 200);
    return r.public_key;
  },
  'push.register': async (ctx, p) => {
    const r = await ctx.api.send<Device>('POST', '/api/push/subscriptions', p);
    void refreshAll(ctx, ['pushDevices']);
    return r;
  },
  'push.update': async (ctx, p) => {
    const { id, ...changes } = p;
    const r = await ctx.api.send<Device>('PUT', `/api/push/subscriptions/${id}`, changes);
    void refreshAll(ctx, ['pushDevices']);
    return r;
  },
  'push.remove': async (ctx, p) => {
    await ctx.api.send('DELETE', `/api/push/subscriptions/${p.id}`);
    void refreshAll(ctx, ['pushDevices']);
    return true;
  },
  'push.test': async (ctx, p) => {
    const r = await ctx.api.send<{ queued: number }>('POST', `/api/push/subscriptions/${p.id}/test`);
    return r.queued;
  },
  'history.export': async (ctx, p) => {
    const positions: MiningPosition[] = [];
    let total = 0;
    for (let offset = 0; offset < HISTORY_EXPORT_MAX; offset += EXPORT_PAGE) {
      const page = normaliseHistoryPage(
        await ctx.api.get(historyPath({ ...p, limit: EXPORT_PAGE, offset }, Date.now()), { maxAge: 0 }),
        offset,
        EXPORT_PAGE,
      );
      positions.push(...page.positions);
      total = page.total;
      if (!page.hasMore) break;
    }
    return { positions, total };
  },
  'botLogs.export': async (ctx, p) => {
    const pages: BotLogEntry[][] = [];
    let read = 0;
    let complete = false;
    // Offsets move while the bot writes: pages overlap then, and the merge keeps each entry once.
    while (read < JOURNAL_EXPORT_MAX) {
      const limit = Math.min(BOT_LOG_MAX_PAGE, JOURNAL_EXPORT_MAX - read);
      const raw = await ctx.api.get<unknown[]>(botLogsPath({ ...p, limit, offset: read }), { maxAge: 0 });
      pages.push(journalPage(raw, journalFilterOf(p)));
      read += limit;
      if (!Array.isArray(raw) || raw.length < limit) {
        complete = true;
        break;
      }
    }
    return { entries: mergeJournal(...pages), complete };
  },
  'admin.saveSettings': async (ctx, p) => {
    const saved = await ctx.api.send<AdminSettings>('PUT', '/api/admin/settings', p);
    void refreshAll(ctx, ['adminSettings']);
    return saved;
  },
  'profile.email': async (ctx, p) => {
    const user = await ctx.api.send<User>('PUT', '/api/profile/me', { email: p.email, current_password: p.currentPassword });
    await ctx.userChanged(user);
    return user;
  },
  'profile.password': async (ctx, p) => {
    const r = await ctx.api.send<{ message: string }>('POST', '/api/profile/password', {
      current_password: p.currentPassword,
      new_password: p.newPassword,
    });
    void refreshAll(ctx, ['sessions']);
    return r.message;
  },
  'sessions.end': async (ctx, p) => {
    await ctx.api.send('DELETE', `/api/profile/sessions/${encodeURIComponent(p.sessionId)}`);
    void refreshAll(ctx, ['sessions']);
    return true;
  },
  'sessions.endAll': async (ctx) => {
    await ctx.api.send('POST', '/api/profile/sessions/end-all');
    await ctx.endedEverywhere();
    return true;
  },
  'twoFactor.setup': async (ctx, p) => ctx.api.send<TotpSetupAnswer>('POST', '/api/profile/2fa/setup', { password: p.password }),
  'twoFactor.enable': async (ctx, p) => {
    const r = await ctx.api.send<{ recovery_codes: string[] }>('POST', '/api/profile/2fa/enable', { code: p.code });
    await refreshLimits(ctx);
    return r.recovery_codes;
  },
  'twoFactor.disable': async (ctx, p) => {
    await ctx.api.send('POST', '/api/profile/2fa/disable', { password: p.password, code: p.code });
    await refreshLimits(ctx);
    return true;
  },
  refresh: async (ctx, p) => {
    await ctx.refresh(p.topic, p.params);
  },
};

export async function runCommand<K extends CommandName>(
  ctx: CommandContext,
  name: K,
  payload: Commands[K]['payload'],
): Promise<Commands[K]['result']> {
  const handler = HANDLERS[name] as Handler<K> | undefined;
  if (!handler) throw apiError(`Неизвестная команда: ${String(name)}`, 400);
  if (name !== 'refresh' && !ctx.online()) throw apiError(OFFLINE_COMMAND_DETAIL, 0);
  try {
    return await handler(ctx, payload);
  } catch (error) {
    const e = toApiError(error);
    if (e.status === 0 && name !== 'refresh') throw apiError(OFFLINE_COMMAND_DETAIL, 0);
    throw e;
  }
}
