// The overview's "Экстренное закрытие" (issue 19): close every open position the user holds. A
// running bot would open new ones at once, so running bots are stopped (which closes theirs on the
// server); positions of bots that are not running are closed one by one. The confirmation lists
// exactly this plan, and the result counts what was done.
import { exposureOf, openPositionsOf, type Exposure } from './botExposure';
import type { Bot, MiningPosition } from '../../contracts/types';

export interface EmergencyPlan {
  /** Running bots to stop, each with the positions its stop closes. */
  stop: Array<{ bot: Bot; exposure: Exposure }>;
  /** Open positions of bots that are not running: closed by hand. */
  close: MiningPosition[];
  /** Every position the plan closes, and their current PnL. */
  total: Exposure;
}

const isRunning = (b: Bot) => b.status === 'running' || b.enabled;

export function emergencyPlan(bots: readonly Bot[], positions: readonly MiningPosition[]): EmergencyPlan {
  const running = bots.filter(isRunning);
  const runningIds = new Set(running.map((b) => b.id));
  const open = positions.filter((p) => p.status !== 'closed');
  const stop = running.map((bot) => ({ bot, exposure: exposureOf(openPositionsOf(open, bot.id)) }));
  const close = open.filter((p) => !runningIds.has(p.bot_id));
  return { stop, close, total: exposureOf(open.filter((p) => runningIds.has(p.bot_id)).concat(close)) };
}

export interface EmergencyOutcome {
  stoppedBots: number;
  closedPositions: number;
  /** What could not be done, by name ("LP Gamma", "#42"), with the server's reason. */
  failed: Array<{ what: string; detail: string }>;
}

/** Counts a plan's results: a stopped bot closed its positions; a failed step keeps its reason. */
export function emergencyOutcome(
  plan: EmergencyPlan,
  stopResults: ReadonlyArray<{ ok: true } | { ok: false; detail: string }>,
  closeResults: ReadonlyArray<{ ok: true } | { ok: false; detail: string }>,
): EmergencyOutcome {
  const out: EmergencyOutcome = { stoppedBots: 0, closedPositions: 0, failed: [] };
  plan.stop.forEach(({ bot, exposure }, i) => {
    const r = stopResults[i];
    if (r?.ok) {
      out.stoppedBots += 1;
      out.closedPositions += exposure.count;
    } else out.failed.push({ what: bot.name, detail: r && !r.ok ? r.detail : '' });
  });
  plan.close.forEach((p, i) => {
    const r = closeResults[i];
    if (r?.ok) out.closedPositions += 1;
    else out.failed.push({ what: `#${p.token_id}`, detail: r && !r.ok ? r.detail : '' });
  });
  return out;
}
