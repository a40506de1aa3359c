// The overview's row per server (issue 20: side by side) and the totals across them. Pure: the
// worker feeds each world's session and last-known statistics in, the dashboard shows the rows.
import type { BotStatistics, SystemStatistics } from '../../contracts/types';
import type { SlotId } from './serverSlots';

type ServerRowStatus = 'online' | 'offline' | 'signedOut';

export interface ServerRow {
  slotId: SlotId;
  name: string;
  status: ServerRowStatus;
  username: string | null;
  /** When the figures were fetched (for 'offline since HH:MM'); null when none are known. */
  updatedAt: number | null;
  /** Deployed capital (system statistics' total_liquidity). */
  capital: number | null;
  dailyPnl: number | null;
  activeBots: number | null;
  openPositions: number | null;
}

export interface ServerRowInput {
  slotId: SlotId;
  name: string;
  signedIn: boolean;
  username: string | null;
  /** The world's last request reached its server. */
  reachable: boolean;
  system: { data: SystemStatistics | null; updatedAt: number | null; offline: boolean; demo?: boolean } | null;
  bots: { data: BotStatistics | null; demo?: boolean } | null;
}

/** A row from one world's state; demo fallbacks never count as a server's figures. */
export function serverRow(input: ServerRowInput): ServerRow {
  const system = input.system && !input.system.demo ? input.system.data : null;
  const bots = input.bots && !input.bots.demo ? input.bots.data : null;
  const status: ServerRowStatus = !input.signedIn ? 'signedOut' : !input.reachable || input.system?.offline ? 'offline' : 'online';
  const signedIn = input.signedIn;
  return {
    slotId: input.slotId,
    name: input.name,
    status,
    username: signedIn ? input.username : null,
    updatedAt: signedIn && system ? (input.system?.updatedAt ?? null) : null,
    capital: signedIn && system ? system.total_liquidity : null,
    dailyPnl: signedIn && system ? system.daily_pnl : null,
    activeBots: signedIn && bots ? bots.activeBots : null,
    openPositions: signedIn && system ? system.active_positions : null,
  };
}

/** The rows side by side only when the user is signed in on more than one server (one flag per server). */
export function showsServerRows(signedIn: readonly boolean[]): boolean {
  return signedIn.filter(Boolean).length > 1;
}

export interface ServerTotals {
  capital: number;
  dailyPnl: number;
  activeBots: number;
  openPositions: number;
  /** Servers whose figures are in the totals. */
  counted: number;
}

/** Sums over the signed-in servers whose figures are known (last-known ones included). */
export function serverTotals(rows: readonly ServerRow[]): ServerTotals {
  const totals: ServerTotals = { capital: 0, dailyPnl: 0, activeBots: 0, openPositions: 0, counted: 0 };
  for (const row of rows) {
    if (row.status === 'signedOut' || row.capital === null) continue;
    totals.counted += 1;
    totals.capital += row.capital;
    totals.dailyPnl += row.dailyPnl ?? 0;
    totals.activeBots += row.activeBots ?? 0;
    totals.openPositions += row.openPositions ?? 0;
  }
  return totals;
}
