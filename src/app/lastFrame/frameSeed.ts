// The app's side of a last frame's seed (src/domain/lastFrame.ts FrameSeed): what the page was drawn
// from when its frame was taken. Its snapshots go to the worker with the frame, and the worker adds
// the session as it holds it (never the page's word for it); read back
// from the document at the next start, it stands in for the session and the page's snapshots until
// the worker has restored its own, so the app renders the frame's page at once and takes its place
// without waiting for the worker's chain (entry → worker → session → mirror). The worker's own
// answers then replace it: the mirror's (as new as the frame or newer), then the server's.
import { LAST_FRAME_SEED_ID, validFrameSeed, type FrameSeed } from '../../domain/lastFrame';
import type { SessionState, Snapshot, UserLimits } from '../../worker/api';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { seedSession } from '../session/port';

/** The page's part of a frame's seed: every snapshot with data a screen reads now (the worker adds the session). */
export function seedSnapshotsOf(read: ReadonlyArray<readonly [string, unknown]>): FrameSeed['snapshots'] {
  return read.flatMap(([key, value]) => {
    const s = value as Snapshot<unknown> | undefined;
    // Demo fallbacks are not the user's data, and a snapshot without data has nothing to show.
    return s && s.data !== null && s.data !== undefined && !s.demo ? [{ key, data: s.data, updatedAt: s.updatedAt }] : [];
  });
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

/**
 * The seed's snapshots as the worker's mirror would first answer them (src/worker/sync/snapshotHub.ts
 * start): known, being refreshed, and 'offline' rather than 'stale' when the browser is offline.
 */
export function seedSnapshots(seed: FrameSeed, online: boolean): Array<[string, Snapshot<unknown>]> {
  const status = online ? 'stale' : 'offline';
  return seed.snapshots.map(({ key, data, updatedAt }) => [key, { data, status, updatedAt, refreshing: true }]);
}

function seedSessionState(seed: FrameSeed, online: boolean): SessionState {
  const { user, session, limits } = seed.session;
  return { status: 'authenticated', user, session, limits: limits as UserLimits | null, online };
}

/**
 * Starts the page from the frame's seed, if the service worker put one beside it. Should the
 * worker's restored session not be the seed's user (signed out since), the seeded snapshots go.
 */
export function startFromFrameSeed(client: QueryClient, doc: Document = document): boolean {
  const seed = takeFrameSeed(doc);
  if (!seed) return false;
  const online = doc.defaultView?.navigator.onLine !== false;
  // A seed's snapshots are keyed by their query's hash; one from an older app is left out.
  const snapshots = seedSnapshots(seed, online).flatMap(([key, value]) => {
    const queryKey = queryKeyOf(key);
    return queryKey ? [[queryKey, value] as const] : [];
  });
  // The snapshots only stand with the session: a worker that answered first has its own.
  const taken = seedSession(seedSessionState(seed, online), (same) => {
    if (!same) for (const [queryKey] of snapshots) client.removeQueries({ queryKey, exact: true });
  });
  if (taken) for (const [queryKey, value] of snapshots) client.setQueryData(queryKey, value);
  return taken;
}

function queryKeyOf(hash: string): QueryKey | null {
  try {
    const key: unknown = JSON.parse(hash);
    return Array.isArray(key) && key[0] === 'snapshot' ? key : null;
  } catch {
    return null;
  }
}
