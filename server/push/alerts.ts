// The alert rules at work (issue 23): the simulator's events (Simulator.onEvent) and a look at
// open positions and daily PnL every few seconds go through each owner's rules
// (src/domain/rules/alerts/alertEvaluation.ts); an alert is recorded, sent to the owner's open tabs over the
// live socket, and pushed to their devices unless it is their quiet time. Events are taken in the
// tick and handled after it, so neither the simulator nor a request ever waits for this.
import { alertLink } from '../../src/domain/rules/alerts/alertLink';
import {
  alertTag,
  evaluateAlert,
  mayRepeat,
  repeatKey,
  type AlertDraft,
  type AlertEvent,
  type AlertMemory,
} from '../../src/domain/rules/alerts/alertEvaluation';
import { ALERT_REPEAT_MS } from '../../src/domain/rules/alerts/alertRules';
import type { AlertKind } from '../../src/domain/contracts/values';
import type { PushPayload } from '../../src/domain/rules/alerts/alertItem';
import type { AlertItem, AlertRules } from '../../src/domain/contracts/push';
import { isQuietTime } from '../../src/domain/rules/alerts/quietHours';
import { TEXT } from '../http/texts';
import type { LiveHub } from '../live/hub';
import type { SimEvent, Simulator } from '../sim/contract';
import { composeAlert } from './compose';
import type { PushMessage, PushSender, SendResult } from './sender';
import type { PushStore } from './store';

/** How often open positions and daily PnL are looked at. */
const OBSERVE_MS = 5_000;
/** A push waits at the push service this long for a device that is offline (an older alert is stale). */
const PUSH_TTL_S = 12 * 3600;
const URGENT: ReadonlySet<AlertKind> = new Set<AlertKind>(['stop_loss', 'bot_error', 'hedge_stopped', 'daily_loss']);

export interface AlertServiceDeps {
  store: PushStore;
  hub: LiveHub;
  sim: Simulator;
  sender: PushSender;
  now?: () => number;
}

/** RFC 8030 topics are at most 32 characters of the URL-safe base64 alphabet. */
function pushTopic(tag: string): string {
  return tag.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 32);
}

export class AlertService {
  private readonly memory = new Map<number, AlertMemory>();
  private readonly lastSent = new Map<string, number>();
  private readonly rulesCache = new Map<number, AlertRules>();
  private pending: Array<Extract<AlertEvent, { bot_id: number }>> = [];
  private scheduled = false;
  private timer: NodeJS.Timeout | null = null;
  private unlisten: (() => void) | null = null;
  private readonly now: () => number;

  constructor(private readonly deps: AlertServiceDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** Watches the simulator's events, and looks at positions every `observeMs` (null: only when asked, tests). */
  start(observeMs: number | null = OBSERVE_MS): void {
    if (this.unlisten) return;
    this.unlisten = this.deps.sim.onEvent((e) => this.receive(e));
    if (observeMs === null) return;
    this.timer = setInterval(() => this.observe(), observeMs);
    this.timer.unref();
  }

  stop(): void {
    this.unlisten?.();
    this.unlisten = null;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.pending = [];
  }

  /** What the sender learnt about a device. */
  onSendResult(result: SendResult): void {
    const { store } = this.deps;
    if (result.outcome === 'gone') store.forget(result.target.id);
    else if (result.outcome === 'delivered') store.noteDelivered(result.target.id, this.now());
    else store.noteFailed(result.target.id, result.detail ?? `HTTP ${result.status}`);
  }

  rulesChanged(userId: number): void {
    this.rulesCache.delete(userId);
  }

  /** An event in the tick (or from a test): kept, handled right after it. */
  receive(event: SimEvent): void {
    const { bot_id, ts } = event;
    if (event.type === 'position_closed') this.pending.push({ type: 'position_closed', bot_id, position: event.position, ts });
    else if (event.type === 'hedge_closed') this.pending.push({ type: 'hedge_position_update', bot_id, position: event.position, ts });
    else if (event.type === 'bot_status') this.pending.push(event);
    else return; // openings: no rule watches them
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.drain());
  }

  /** Handles the events taken so far (tests call it instead of waiting). */
  drain(): void {
    this.scheduled = false;
    const events = this.pending;
    this.pending = [];
    for (const event of events) {
      const bot = this.deps.store.bot(event.bot_id);
      if (bot) this.handle(bot.userId, event);
    }
  }

  /** The periodic look: every open mining position, and the daily PnL of users who want it. */
  observe(): void {
    try {
      const owners = this.deps.store.miningBotOwners();
      for (const position of this.deps.sim.openPositions()) {
        const userId = owners.get(position.bot_id);
        if (userId !== undefined) this.handle(userId, { type: 'position_observed', bot_id: position.bot_id, position });
      }
      const botsOf = new Map<number, number[]>();
      for (const [botId, userId] of owners) botsOf.set(userId, [...(botsOf.get(userId) ?? []), botId]);
      for (const [userId, bots] of botsOf) {
        if (!this.rules(userId).kinds.daily_loss) continue;
        const value = bots.reduce((sum, id) => sum + this.deps.sim.botFigures(id).daily_pnl, 0);
        this.handle(userId, { type: 'daily_pnl', value });
      }
      const now = this.now();
      for (const [key, at] of this.lastSent) if (now - at >= ALERT_REPEAT_MS) this.lastSent.delete(key);
    } catch (error) {
      console.warn('alert observation failed', (error as Error)?.message);
    }
  }

  private rules(userId: number): AlertRules {
    let rules = this.rulesCache.get(userId);
    if (!rules) {
      rules = this.deps.store.rules(userId);
      this.rulesCache.set(userId, rules);
    }
    return rules;
  }

  private handle(userId: number, event: AlertEvent): void {
    try {
      const rules = this.rules(userId);
      const { drafts, memory } = evaluateAlert(event, rules, this.memory.get(userId) ?? {});
      this.memory.set(userId, memory);
      for (const draft of drafts) this.raise(userId, draft, rules);
    } catch (error) {
      console.warn('alert evaluation failed', (error as Error)?.message);
    }
  }

  private raise(userId: number, draft: AlertDraft, rules: AlertRules): void {
    const now = this.now();
    const key = `${userId}:${repeatKey(draft)}`;
    if (!mayRepeat(this.lastSent.get(key), now)) return;
    this.lastSent.set(key, now);
    const bot = draft.botId !== null ? this.deps.store.bot(draft.botId) : null;
    const { title, body } = composeAlert(draft, bot?.name ?? null, rules.daily_loss_usdt);
    const quiet = isQuietTime(now, rules);
    const alert = this.deps.store.addAlert(userId, {
      kind: draft.kind,
      title,
      body,
      url: alertLink(draft, bot?.kind ?? null),
      tag: alertTag(draft),
      bot_id: draft.botId,
      position_id: draft.positionId,
      quiet,
      createdMs: now,
    });
    this.announce(userId, alert);
    if (quiet) return;
    this.push(
      userId,
      { type: 'alert', user_id: userId, alert },
      { urgency: URGENT.has(draft.kind) ? 'high' : 'normal', topic: pushTopic(alert.tag) },
    );
  }

  /** To the user's open tabs: on the socket of the bot it concerns, or of each of their bots. */
  private announce(userId: number, alert: AlertItem): void {
    const ts = this.now();
    const bots = alert.bot_id !== null ? [alert.bot_id] : this.deps.store.botsOf(userId);
    for (const botId of bots) this.deps.hub.publish({ type: 'alert', bot_id: botId, alert, ts });
  }

  private push(userId: number, payload: PushPayload, options: Pick<PushMessage, 'urgency' | 'topic'>, deviceId?: number): number {
    const targets =
      deviceId !== undefined ? [this.deps.store.target(userId, deviceId)].filter((t) => t !== null) : this.deps.store.targets(userId);
    const message: PushMessage = { payload: JSON.stringify(payload), ttl: PUSH_TTL_S, ...options };
    for (const target of targets) this.deps.sender.enqueue(target, message);
    return targets.length;
  }

  /** The settings' "check" button: a test message to one device, on or off. */
  sendTest(userId: number, deviceId: number): number {
    const { title, body } = TEXT.alerts.test;
    return this.push(userId, { type: 'test', user_id: userId, title, body }, { urgency: 'normal', topic: 'lpops-test' }, deviceId);
  }
}
