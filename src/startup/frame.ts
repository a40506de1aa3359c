// Rules of the last frame: the markup of a page as the signed-in user last saw it, which the
// service worker puts into the shell of the next navigation, so last-known positions are on screen
// before the app's JavaScript has run. A picture only: inert, marked «Восстановление…», and
// replaced by the app once the app's own page shows its data
// (docs/decisions/0080-last-frame-a-picture.md). Pure: the page captures (page/), the data worker
// stores (worker/), the service worker composes (sw/).
import { canRestore } from '../domain/rules/accounts/sessionRules';

/** The id of the element the service worker puts a frame in, before the app's #root. */
export const LAST_FRAME_ID = 'last-frame';
/** Frames kept (one per path); the oldest beyond this are dropped. */
export const MAX_FRAMES = 8;
/** A frame larger than this (characters of markup) is not kept: parsing it would cost more than it saves. */
export const MAX_FRAME_CHARS = 600_000;
/** Quiet time after the page changed before a frame is taken. */
export const FRAME_CAPTURE_DELAY_MS = 800;
/** At most one frame per this interval while the page keeps changing (live updates). */
export const FRAME_MIN_INTERVAL_MS = 10_000;
/** The app replaces the frame at the latest after this long, even if its page still loads. */
export const FRAME_MAX_SHOW_MS = 5_000;

/** A frame as the page hands it to the worker. */
export interface FrameInput {
  /** pathname + search, e.g. '/mining/positions' */
  path: string;
  /** innerHTML of #root, form values and dialogs stripped, the «Восстановление…» strip added */
  html: string;
  /** class of <html> (the theme) when it was taken */
  htmlClass: string;
  /** same-origin stylesheets in document order; the service worker links those the shell lacks */
  styles: string[];
}

/** A frame as the worker keeps it (IndexedDB table `frames`). */
export interface StoredFrame extends FrameInput {
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
    f.styles.every(isAssetPath)
  );
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
