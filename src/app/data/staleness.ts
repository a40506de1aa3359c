// Whether a snapshot on screen must say it is not live, and why: one rule for the screens' notices,
// the header's figures and the dashboard's bar.
import { formatClock } from '../../domain/format/format';
import type { Snapshot } from '../../worker/api';
import { fill } from '../i18n/fill';
import { ru } from '../i18n/ru';

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

/** What a screen says of data that is not live: offline since, or a failed refresh, with the data's time. */
export function staleText(why: Staleness, updatedAt: number | null): string {
  return fill(why === 'offline' ? ru.ui.offlineSince : ru.ui.staleSince, { time: formatClock(updatedAt) });
}
