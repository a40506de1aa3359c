// Filter chips of the hedge bots screen (docs/product.md §2): all, running, stopped. Stopped includes paused;
// a bot in error is only under "all".
import { hedgeStatusOf } from './hedgeStatus';
import type { HedgeBotStatus } from '../../contracts/types';

export type HedgeFilter = 'all' | Extract<HedgeBotStatus, 'running' | 'stopped'>;

export const HEDGE_FILTERS: readonly HedgeFilter[] = ['all', 'running', 'stopped'];

function matchesHedgeFilter(status: string | null | undefined, filter: HedgeFilter): boolean {
  if (filter === 'all') return true;
  const s = hedgeStatusOf(status);
  if (filter === 'running') return s === 'running';
  return s === 'stopped' || s === 'paused';
}

export function filterHedgeBots<T extends { status: string }>(bots: readonly T[], filter: HedgeFilter): T[] {
  return bots.filter((b) => matchesHedgeFilter(b.status, filter));
}

export function hedgeFilterCounts(bots: readonly { status: string }[]): Record<HedgeFilter, number> {
  const counts: Record<HedgeFilter, number> = { all: 0, running: 0, stopped: 0 };
  for (const bot of bots) {
    for (const f of HEDGE_FILTERS) if (matchesHedgeFilter(bot.status, f)) counts[f] += 1;
  }
  return counts;
}
