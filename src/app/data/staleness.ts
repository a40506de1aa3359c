// Whether a snapshot on screen must say it is not live, and why: one rule for the screens' notices,
// the header's figures and the dashboard's bar.
import type { Snapshot } from '../../worker/api';

export type Staleness = 'offline' | 'failed';

/**
 * 'offline' (no connection: the data is as of updatedAt), 'failed' (a refresh failed), or null when
 * there is nothing to say: live, still loading, nothing shown yet, or stored data whose first refresh
 * is on its way (the mirror's answer at a start has not failed anything).
 */
export function staleness(snapshot: Pick<Snapshot<unknown>, 'status' | 'updatedAt' | 'refreshing'>): Staleness | null {
  if (snapshot.status === 'live' || snapshot.status === 'loading' || snapshot.updatedAt === null) return null;
  if (snapshot.status === 'offline') return 'offline';
  if (snapshot.status === 'stale' && snapshot.refreshing) return null;
  return 'failed';
}
