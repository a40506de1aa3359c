// The app's side of a last frame's seed (src/domain/lastFrame.ts FrameSeed): what the page was drawn
// from when its frame was taken. Taken with the frame, it goes to the worker beside it; read back
// from the document at the next start, it stands in for the session and the page's snapshots until
// the worker has restored its own, so the app renders the frame's page at once and takes its place
// without waiting for the worker's chain (entry → worker → session → mirror). The worker's own
// answers then replace it: the mirror's (as new as the frame or newer), then the server's.
import { LAST_FRAME_SEED_ID, validFrameSeed, type FrameSeed } from '../../domain/lastFrame';
import type { SessionState, Snapshot, UserLimits } from '../../worker/api';
import type { SnapshotCache } from '../data/snapshotCache';
import { seedSession } from '../session/port';

/** The seed for a frame of the page now: the session and every snapshot with data a screen reads. */
export function frameSeedOf(session: SessionState, read: ReadonlyArray<readonly [string, unknown]>): FrameSeed | undefined {
  if (session.status !== 'authenticated' || !session.user) return undefined;
  const snapshots = read.flatMap(([key, value]) => {
    const s = value as Snapshot<unknown> | undefined;
    // Demo fallbacks are not the user's data, and a snapshot without data has nothing to show.
    return s && s.data !== null && s.data !== undefined && !s.demo ? [{ key, data: s.data, updatedAt: s.updatedAt }] : [];
  });
  return { session: { user: session.user, session: session.session, limits: session.limits }, snapshots };
}

/** The seed the service worker put beside the frame, taken out of the document; null without a usable one. */
export function takeFrameSeed(doc: Document = document): FrameSeed | null {
  const element = doc.getElementById(LAST_FRAME_SEED_ID);
  if (!element) return null;
  element.remove();
  try {
    const value = JSON.parse(element.textContent ?? '') as { session?: { user?: { user_id?: unknown } } } | null;
    const userId = value?.session?.user?.user_id;
    return typeof userId === 'number' && validFrameSeed(value, userId) ? value : null;
  } catch {
    return null;
  }
}

/** The seed's snapshots as the worker's mirror would first answer them: known, and being refreshed. */
export function seedSnapshots(seed: FrameSeed): Array<[string, Snapshot<unknown>]> {
  return seed.snapshots.map(({ key, data, updatedAt }) => [key, { data, status: 'stale', updatedAt, refreshing: true }]);
}

function seedSessionState(seed: FrameSeed, online: boolean): SessionState {
  const { user, session, limits } = seed.session;
  return { status: 'authenticated', user, session, limits: limits as UserLimits | null, online };
}

/**
 * Starts the page from the frame's seed, if the service worker put one beside it. Should the
 * worker's restored session not be the seed's user (signed out since), the seeded snapshots go.
 */
export function startFromFrameSeed(cache: SnapshotCache, doc: Document = document): boolean {
  const seed = takeFrameSeed(doc);
  if (!seed) return false;
  cache.seed(seedSnapshots(seed));
  seedSession(seedSessionState(seed, doc.defaultView?.navigator.onLine !== false), (same) => {
    if (!same) cache.unseed();
  });
  return true;
}
