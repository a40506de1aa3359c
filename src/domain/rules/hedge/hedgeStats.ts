// The statistics tiles of the hedge bots screen (docs/product.md §2, §7): computed on the client over all
// bots and their performance. A bot whose performance failed to load is skipped (its positions
// and income are not counted; it still counts as a bot).
import { hedgeStatusOf } from './hedgeStatus';
import type { HedgeBotPerformance } from '../../contracts/types';

export interface HedgeStats {
  totalBots: number;
  activeBots: number;
  activePositions: number;
  totalIncome: number;
  /** How many bots' performance could not be counted (failed or not loaded yet). */
  skipped: number;
}

/** `performance` maps bot id → its performance, or null/undefined when that bot's call failed. */
export function hedgeStats(
  bots: readonly { bot_id: number; status: string }[],
  performance: ReadonlyMap<number, HedgeBotPerformance | null | undefined>,
): HedgeStats {
  const stats: HedgeStats = { totalBots: bots.length, activeBots: 0, activePositions: 0, totalIncome: 0, skipped: 0 };
  for (const bot of bots) {
    if (hedgeStatusOf(bot.status) === 'running') stats.activeBots += 1;
    const perf = performance.get(bot.bot_id)?.hedge_performance;
    const positions = perf ? Number(perf.active_positions) : Number.NaN;
    const income = perf ? Number(perf.total_income) : Number.NaN;
    if (!Number.isFinite(positions) || !Number.isFinite(income)) {
      stats.skipped += 1;
      continue;
    }
    stats.activePositions += positions;
    stats.totalIncome += income;
  }
  return stats;
}
