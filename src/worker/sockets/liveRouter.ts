// Coalesces parsed live messages (the latest per bot and position within a short window) and
// folds them into the open snapshots; forwards them to watchLive listeners. An alert comes once
// however many of the user's sockets carry it (a daily loss is sent on each).
import { foldAlert } from '../../domain/rules/alerts/alertItem';
import { LIVE_COALESCE_MS, type LiveMessage } from '../../domain/rules/sync/live';
import type { Bot, HedgePosition, MiningPosition } from '../../domain/contracts/types';
import { botStatus } from '../../domain/rules/mining/normaliseBot';
import { journalMatches, mergeJournal } from '../../domain/rules/mining/journal';
import { journalFilterOf } from '../sync/topics';
import type { Clock } from '../clock';
import type { SnapshotHub } from '../sync/snapshotHub';

/** Alert ids remembered to drop the copies that come on other sockets. */
const ALERTS_REMEMBERED = 500;

function coalesceKey(m: LiveMessage): string {
  switch (m.type) {
    case 'position_update':
    case 'position_closed':
      return `pos:${m.bot_id}:${m.position.token_id}`;
    case 'hedge_position_update':
      return `hedge:${m.bot_id}:${m.position.position_id}`;
    case 'price_tick':
      return `price:${m.bot_id}:${m.symbol}`;
    case 'alert':
      return `alert:${m.alert.id}`;
    case 'log':
      return `log:${m.bot_id}:${m.entry.id}`; // every entry counts: none is merged away
    default:
      return `${m.type}:${m.bot_id}`;
  }
}

function upsert(list: MiningPosition[] | null, position: MiningPosition): MiningPosition[] | null {
  if (!list) return null;
  const i = list.findIndex((p) => p.token_id === position.token_id);
  if (i < 0) return [...list, position];
  const next = list.slice();
  next[i] = position;
  return next;
}

function upsertHedge(list: HedgePosition[] | null, position: HedgePosition): HedgePosition[] | null {
  if (!list) return null;
  const i = list.findIndex((p) => p.position_id === position.position_id);
  if (i < 0) return [position, ...list];
  const next = list.slice();
  next[i] = position;
  return next;
}

function remove(list: MiningPosition[] | null, tokenId: number): MiningPosition[] | null {
  if (!list) return null;
  const next = list.filter((p) => p.token_id !== tokenId);
  return next.length === list.length ? list : next;
}

function withStatus(bot: Bot, status: string): Bot {
  const s = botStatus(status);
  return { ...bot, status: s, enabled: s === 'running' };
}

export class LiveRouter {
  private pending = new Map<string, LiveMessage>();
  private timer: unknown = null;
  private readonly listeners = new Set<(m: LiveMessage) => void>();
  private readonly alertsSeen = new Set<number>();

  constructor(private readonly deps: { hub: SnapshotHub; clock: Clock }) {}

  listen(listener: (m: LiveMessage) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  receive(message: LiveMessage): void {
    if (message.type === 'alert') {
      if (this.alertsSeen.has(message.alert.id)) return;
      this.alertsSeen.add(message.alert.id);
      if (this.alertsSeen.size > ALERTS_REMEMBERED) this.alertsSeen.delete(this.alertsSeen.values().next().value!);
    }
    // A close must not be replaced by a later update of the same position in one window.
    const key = coalesceKey(message);
    if (message.type === 'position_update' && this.pending.get(key)?.type === 'position_closed') return;
    this.pending.set(key, message);
    if (this.timer === null) this.timer = this.deps.clock.setTimeout(() => this.flush(), LIVE_COALESCE_MS);
  }

  flush(): void {
    if (this.timer !== null) this.deps.clock.clearTimeout(this.timer);
    this.timer = null;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    this.deps.hub.batch(() => {
      for (const m of batch) this.fold(m);
    });
    for (const m of batch) {
      for (const l of [...this.listeners]) {
        try {
          l(m);
        } catch (error) {
          console.warn('live listener failed', (error as Error)?.message);
        }
      }
    }
  }

  private fold(m: LiveMessage): void {
    const hub = this.deps.hub;
    switch (m.type) {
      case 'bot_status':
        hub.update(
          'bots',
          () => true,
          (bots) => bots?.map((b) => (b.id === m.bot_id ? withStatus(b, m.status) : b)) ?? null,
        );
        hub.update(
          'bot',
          (p) => p.id === m.bot_id,
          (bot) => (bot ? withStatus(bot, m.status) : null),
        );
        break;
      case 'position_update':
        hub.update(
          'openPositions',
          () => true,
          (list) => upsert(list, m.position),
        );
        hub.update(
          'botPositions',
          (p) => p.botId === m.bot_id,
          (list) => upsert(list, m.position),
        );
        hub.update(
          'position',
          (p) => p.botId === m.bot_id && p.positionId === m.position.token_id,
          () => m.position,
        );
        break;
      case 'position_closed':
        hub.update(
          'openPositions',
          () => true,
          (list) => remove(list, m.position.token_id),
        );
        hub.update(
          'botPositions',
          (p) => p.botId === m.bot_id,
          (list) => remove(list, m.position.token_id),
        );
        hub.update(
          'position',
          (p) => p.botId === m.bot_id && p.positionId === m.position.token_id,
          () => m.position,
        );
        break;
      case 'hedge_position_update':
        // docs/product.md §7 logs this message; issue 8 also wants the hedge positions on screen live.
        console.info('hedge_position_update', m.bot_id, m.position.position_id, m.position.status);
        hub.update(
          'hedgePositions',
          (p) => p.botId === m.bot_id,
          (list) => upsertHedge(list, m.position),
        );
        break;
      case 'log':
        // into the newest page of the bot's journal, where its filter takes the entry
        hub.update(
          'botLogs',
          (p) => p.botId === m.bot_id && !p.offset,
          (list, p) =>
            list && journalMatches(m.entry, journalFilterOf(p)) && !list.some((e) => e.id === m.entry.id)
              ? mergeJournal([m.entry], list)
              : list,
        );
        break;
      case 'alert':
        hub.update(
          'alerts',
          () => true,
          (list) => foldAlert(list, m.alert),
        );
        // the count is the server's (an alert may already be counted, or read elsewhere)
        void hub.refresh('alertsUnread');
        break;
      default:
        break; // hello, price_tick: nothing to fold
    }
  }
}
