// Hedge bot status of docs/product.md §4: running, stopped, paused, error. Anything else the server might
// send is read as stopped (the toggle then offers to start it, as for any non-running bot).
import { HEDGE_BOT_STATUSES, isOneOf } from '../../contracts/values';
import type { HedgeBotStatus } from '../../contracts/types';

export function hedgeStatusOf(status: string | null | undefined): HedgeBotStatus {
  const s = typeof status === 'string' ? status.trim().toLowerCase() : '';
  return isOneOf(HEDGE_BOT_STATUSES, s) ? s : 'stopped';
}
