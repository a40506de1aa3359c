// Which events raise an alert under a user's rules (issue 23). Pure: the server feeds it the
// simulator's events and its periodic look at open positions and daily PnL, with what it
// remembered from before (a position already out of range is announced once, when it leaves).
import { ALERT_REPEAT_MS } from './alertRules';
import type { AlertKind } from '../../contracts/values';
import type { AlertRules } from '../../contracts/push';
import type { LiveMessage } from '../sync/live';
import type { MiningPosition } from '../../contracts/types';
import { needsRebalancing } from '../mining/rebalancing';

export type AlertEvent =
  | Extract<LiveMessage, { type: 'position_closed' | 'bot_status' | 'hedge_position_update' }>
  /** An open position as it is now (the server looks at them every few seconds). */
  | { type: 'position_observed'; bot_id: number; position: MiningPosition }
  /** The user's PnL of the last 24 h, realised and open (system statistics' daily_pnl). */
  | { type: 'daily_pnl'; value: number };

/** What the evaluation remembers between events, per user: small strings by key. */
export type AlertMemory = Readonly<Record<string, string>>;

export interface AlertDraft {
  kind: AlertKind;
  botId: number | null;
  /** The mining position (token id) or the hedge position. */
  positionId: number | null;
  symbol: string | null;
  price: number | null;
  pnl: number | null;
  /** Stop side ('upper' | 'lower'), range side ('above' | 'below'), or the hedge's exit reason. */
  detail: string | null;
}

const HEDGE_STOPS = new Set(['stop_loss', 'liquidated', 'liquidation']);
/** Stop-loss exits by side: the server's spelling ('upper_stop_losss') and the plain one. */
const STOP_SIDES: Readonly<Record<string, 'upper' | 'lower'>> = {
  upper_stop_losss: 'upper',
  upper_stop_loss: 'upper',
  lower_stop_loss: 'lower',
};

const finite = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** 'above' or 'below' the channel, or null while the price is inside lower–upper. */
export function rangeSide(p: Pick<MiningPosition, 'current_price' | 'lower_price' | 'upper_price'>): 'above' | 'below' | null {
  if (!(p.current_price > 0) || !(p.upper_price > p.lower_price)) return null;
  if (p.current_price > p.upper_price) return 'above';
  if (p.current_price < p.lower_price) return 'below';
  return null;
}

function withKeys(memory: AlertMemory, changes: Record<string, string | null>): AlertMemory {
  const next: Record<string, string> = { ...memory };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return next;
}

function positionDraft(kind: AlertKind, botId: number, p: MiningPosition, price: number | null, detail: string | null): AlertDraft {
  return {
    kind,
    botId,
    positionId: p.token_id,
    symbol: p.symbol ?? null,
    price,
    pnl: finite(p.net_pnl_usd) ?? finite(p.pnl),
    detail,
  };
}

/**
 * The alerts an event raises under the rules, and the memory after it. Transitions are remembered
 * whatever the rules say, so switching a rule on does not announce what happened before.
 */
export function evaluateAlert(event: AlertEvent, rules: AlertRules, memory: AlertMemory): { drafts: AlertDraft[]; memory: AlertMemory } {
  const on = rules.kinds;
  switch (event.type) {
    case 'position_closed': {
      const p = event.position;
      const forget = withKeys(memory, { [`range:${p.token_id}`]: null, [`rebalance:${p.token_id}`]: null });
      const side = Object.prototype.hasOwnProperty.call(STOP_SIDES, p.exit_reason ?? '') ? STOP_SIDES[p.exit_reason!] : null;
      if (!on.stop_loss || !side) return { drafts: [], memory: forget };
      const price = finite(p.exit_price) ?? finite(p.current_price);
      return { drafts: [positionDraft('stop_loss', event.bot_id, p, price, side)], memory: forget };
    }
    case 'position_observed': {
      const p = event.position;
      const drafts: AlertDraft[] = [];
      const side = rangeSide(p);
      const wasOut = memory[`range:${p.token_id}`] === 'out';
      if (side && !wasOut && on.out_of_range) drafts.push(positionDraft('out_of_range', event.bot_id, p, finite(p.current_price), side));
      const rebalance = needsRebalancing(p);
      const wasNeeded = memory[`rebalance:${p.token_id}`] === 'needed';
      if (rebalance && !wasNeeded && on.rebalancing)
        drafts.push(positionDraft('rebalancing', event.bot_id, p, finite(p.current_price), null));
      return {
        drafts,
        memory: withKeys(memory, {
          [`range:${p.token_id}`]: side ? 'out' : 'in',
          [`rebalance:${p.token_id}`]: rebalance ? 'needed' : 'fine',
        }),
      };
    }
    case 'bot_status': {
      const was = memory[`bot:${event.bot_id}`];
      const next = withKeys(memory, { [`bot:${event.bot_id}`]: event.status });
      if (event.status !== 'error' || was === 'error' || !on.bot_error) return { drafts: [], memory: next };
      return {
        drafts: [{ kind: 'bot_error', botId: event.bot_id, positionId: null, symbol: null, price: null, pnl: null, detail: null }],
        memory: next,
      };
    }
    case 'hedge_position_update': {
      const h = event.position;
      const reason = h.exit_reason ?? (h.status === 'liquidated' ? 'liquidated' : null);
      if (!on.hedge_stopped || !reason || !HEDGE_STOPS.has(reason) || h.status === 'active') return { drafts: [], memory };
      return {
        drafts: [
          {
            kind: 'hedge_stopped',
            botId: event.bot_id,
            positionId: h.position_id,
            symbol: h.symbol ?? null,
            price: finite(h.current_price),
            pnl: finite(h.income_module),
            detail: reason,
          },
        ],
        memory,
      };
    }
    case 'daily_pnl': {
      const below = event.value <= -rules.daily_loss_usdt;
      const wasBelow = memory.daily === 'below';
      const next = withKeys(memory, { daily: below ? 'below' : 'fine' });
      if (!below || wasBelow || !on.daily_loss) return { drafts: [], memory: next };
      return {
        drafts: [{ kind: 'daily_loss', botId: null, positionId: null, symbol: null, price: null, pnl: event.value, detail: null }],
        memory: next,
      };
    }
  }
}

/** One key per rule and position (or bot): the unit of the once-a-minute limit. */
export function repeatKey(draft: AlertDraft): string {
  return `${draft.kind}:${draft.botId ?? ''}:${draft.positionId ?? ''}`;
}

/** Whether an alert of that key may go out now, the last one having gone at `lastAt`. */
export function mayRepeat(lastAt: number | undefined, now: number): boolean {
  return lastAt === undefined || now - lastAt >= ALERT_REPEAT_MS;
}

/** The notification tag: per position (a later alert replaces the earlier one), per bot, or the daily loss. */
export function alertTag(draft: Pick<AlertDraft, 'kind' | 'botId' | 'positionId'>): string {
  if (draft.kind === 'daily_loss') return 'daily-loss';
  if (draft.kind === 'hedge_stopped') return `hedge-${draft.botId}-${draft.positionId}`;
  if (draft.positionId !== null) return `position-${draft.botId}-${draft.positionId}`;
  return `bot-${draft.botId}`;
}
