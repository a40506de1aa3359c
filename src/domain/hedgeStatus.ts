// Hedge bot status of SPEC §4: running, stopped, paused, error. Anything else the server might
// send is read as stopped (the toggle then offers to start it, as for any non-running bot).
import type { HedgeBotStatus } from './types';

const KNOWN: ReadonlySet<string> = new Set<HedgeBotStatus>(['running', 'stopped', 'paused', 'error']);

export function hedgeStatusOf(status: string | null | undefined): HedgeBotStatus {
  const s = typeof status === 'string' ? status.trim().toLowerCase() : '';
  return KNOWN.has(s) ? (s as HedgeBotStatus) : 'stopped';
}
