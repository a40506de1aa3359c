// What stopping or deleting a bot would close: its open positions and their current PnL, as the
// confirmation says before the user agrees (issue 19).
import type { MiningPosition } from '../../contracts/types';

export interface Exposure {
  count: number;
  pnl: number;
}

/** The open positions of one bot (closed ones in the list are not at stake). */
export function openPositionsOf(positions: readonly MiningPosition[], botId: number): MiningPosition[] {
  return positions.filter((p) => p.bot_id === botId && p.status !== 'closed');
}

export function exposureOf(positions: readonly MiningPosition[]): Exposure {
  return { count: positions.length, pnl: positions.reduce((sum, p) => sum + (Number.isFinite(p.pnl) ? p.pnl : 0), 0) };
}
