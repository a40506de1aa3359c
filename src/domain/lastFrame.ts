// Rules of the "last frame": the markup of a page as the signed-in user last saw it, which the
// service worker inlines into the shell of the next navigation so last-known positions are on
// screen before the app's JavaScript has run (docs/decisions/). Pure: the app captures, the
// worker stores, the service worker composes.
import { canRestore } from './sessionRules';
import type { SessionRecord, User } from './types';

/** The id of the element the service worker puts a frame in, before the app's #root (public/frame-boot.js repeats it). */
export const LAST_FRAME_ID = 'last-frame';
/** The id of the inline JSON the service worker puts the frame's seed in, after the frame. */
export const LAST_FRAME_SEED_ID = 'last-frame-seed';
/** Frames kept (one per path); the oldest beyond this are dropped. */
export const MAX_FRAMES = 8;
/** A frame larger than this (characters of markup) is not kept: parsing it would cost more than it saves. */
export const MAX_FRAME_CHARS = 600_000;
/** Quiet time after the page changed before a frame is taken. */
export const FRAME_CAPTURE_DELAY_MS = 800;
/** At most one frame per this interval while the page keeps changing (live updates). */
export const FRAME_MIN_INTERVAL_MS = 10_000;
/** The app replaces the frame at the latest after this long, even if the page still looks busy. */
export const FRAME_MAX_SHOW_MS = 5_000;

/**
 * What the page was drawn from when its frame was taken: the session as the page had it (no token:
 * the page never holds one) and the page's snapshots by cache key. The service worker inlines it
 * beside the frame, so the next start's app renders the same page at once, before its worker has
 * restored anything, and takes the frame's place without waiting for it (issue 24).
 */
export interface FrameSeed {
  session: { user: User; session: SessionRecord | null; limits: object | null };
  snapshots: Array<{ key: string; data: unknown; updatedAt: number | null }>;
}

/** A seed longer than this (characters of JSON) is not kept: the frame alone still shows. */
export const MAX_SEED_CHARS = 400_000;
/** Snapshots one seed may hold (a page reads a handful). */
const MAX_SEED_SNAPSHOTS = 40;

/** A frame as the page hands it to the worker. */
export interface FrameInput {
  /** pathname + search, e.g. '/mining/positions' */
  path: string;
  /** innerHTML of #root, form values and dialogs stripped */
  html: string;
  /** class of <html> (the theme) when it was taken */
  htmlClass: string;
  /** same-origin stylesheets in document order; the service worker links those the shell lacks */
  styles: string[];
  /** the snapshots the page was drawn from; the worker adds its own session to make the seed */
  snapshots?: FrameSeed['snapshots'];
  /** the page's own module chunks beyond the entry (its section's), fetched beside the entry at the next start */
  scripts?: string[];
}

/** A frame as the worker keeps it (IndexedDB table `frames`). */
export interface StoredFrame extends Omit<FrameInput, 'snapshots'> {
  /** what the page was drawn from (absent: the next start's app renders once its worker has answered) */
  seed?: FrameSeed;
  userId: number;
  savedAt: number;
}

type StoredAuth = Parameters<typeof canRestore>[0];

/** The key of a page: pathname plus query, as the service worker sees the navigation. */
export function framePath(pathname: string, search: string): string {
  return `${pathname}${search}`;
}

/** Same-origin absolute paths only ('/assets/x.css'): anything else is not something the precache holds. */
function isAssetPath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && value.length < 300;
}

/** A frame as it arrives from the page (untrusted shape): checked before it is stored. */
export function validFrameInput(value: unknown): value is FrameInput {
  const f = value as Partial<FrameInput> | null;
  return (
    !!f &&
    typeof f === 'object' &&
    typeof f.path === 'string' &&
    f.path.startsWith('/') &&
    f.path.length < 2_000 &&
    typeof f.html === 'string' &&
    f.html.length > 0 &&
    f.html.length <= MAX_FRAME_CHARS &&
    typeof f.htmlClass === 'string' &&
    f.htmlClass.length < 200 &&
    Array.isArray(f.styles) &&
    f.styles.length < 50 &&
    f.styles.every(isAssetPath) &&
    (f.scripts === undefined || (Array.isArray(f.scripts) && f.scripts.length < 60 && f.scripts.every(isAssetPath)))
  );
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A seed as it arrives (from the page, or back from the document): its shape, its size, and its user. */
export function validFrameSeed(value: unknown, userId: number): value is FrameSeed {
  if (!isRecord(value) || !isRecord(value.session) || !Array.isArray(value.snapshots)) return false;
  const { user, session, limits } = value.session;
  if (!isRecord(user) || user.user_id !== userId) return false;
  if (session !== null && !isRecord(session)) return false;
  if (limits !== null && !isRecord(limits)) return false;
  if (value.snapshots.length > MAX_SEED_SNAPSHOTS) return false;
  return value.snapshots.every(
    (s: unknown) =>
      isRecord(s) &&
      typeof s.key === 'string' &&
      s.key.length < 1_000 &&
      s.data !== null &&
      s.data !== undefined &&
      (s.updatedAt === null || (typeof s.updatedAt === 'number' && Number.isFinite(s.updatedAt))),
  );
}

/**
 * The seed as the text of an inline `<script type="application/json">` (data, never run: the page's
 * CSP allows no inline script): no `<` that could close the element, and nothing over the limit.
 */
export function seedScriptText(seed: FrameSeed): string | null {
  const json = JSON.stringify(seed);
  if (json.length > MAX_SEED_CHARS) return null;
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The seed a frame of `userId` keeps: a valid one within the size limit, else none. */
export function keptSeed(seed: unknown, userId: number): FrameSeed | undefined {
  return validFrameSeed(seed, userId) && seedScriptText(seed) !== null ? seed : undefined;
}

/**
 * Whether a stored frame may be shown: the session it was taken in is still restorable (the same
 * rule the worker applies on start-up) and belongs to the same user. Anything else shows the
 * plain shell, so a signed-out or expired browser never flashes the last user's data.
 */
export function frameUsable(frame: Pick<StoredFrame, 'userId'> | null | undefined, auth: StoredAuth, now: number): boolean {
  return !!frame && !!auth && auth.user.user_id === frame.userId && canRestore(auth, now);
}

/**
 * How long to wait before taking the next frame once the page changed: the quiet time, and on the
 * page last taken never sooner than FRAME_MIN_INTERVAL_MS after that frame (live updates keep
 * changing it). A new page is taken after the quiet time alone.
 */
export function frameCaptureDelay(samePage: boolean, lastTakenAt: number, now: number): number {
  if (!samePage) return FRAME_CAPTURE_DELAY_MS;
  return Math.max(FRAME_CAPTURE_DELAY_MS, lastTakenAt + FRAME_MIN_INTERVAL_MS - now);
}

/** Paths to delete so that at most `max` frames remain, newest kept. */
export function framesToDrop(rows: ReadonlyArray<Pick<StoredFrame, 'path' | 'savedAt'>>, max = MAX_FRAMES): string[] {
  return [...rows]
    .sort((a, b) => b.savedAt - a.savedAt)
    .slice(max)
    .map((r) => r.path);
}
