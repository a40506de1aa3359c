/// <reference lib="webworker" />
// The service worker's read of the last frame of a path and the stored session it must belong to
// (written by the data worker, ../worker/frameStore.ts), in the active server's world database.
import type { AuthRow, FrameRow } from '../../db/schema';
import { openActiveWorldDb } from '../../sw/appDb';

export async function readFrame(path: string): Promise<{ frame: FrameRow; auth: AuthRow } | null> {
  const db = await openActiveWorldDb();
  if (!db || !db.objectStoreNames.contains('frames') || !db.objectStoreNames.contains('auth')) return null;
  return new Promise((resolve) => {
    const tx = db.transaction(['frames', 'auth'], 'readonly');
    const frame = tx.objectStore('frames').get(path) as IDBRequest<FrameRow | undefined>;
    const auth = tx.objectStore('auth').get('current') as IDBRequest<AuthRow | undefined>;
    tx.oncomplete = () => resolve(frame.result && auth.result ? { frame: frame.result, auth: auth.result } : null);
    tx.onerror = () => resolve(null);
    tx.onabort = () => resolve(null);
  });
}

/** Opens the connection ahead of the first navigation (the service worker's start-up). */
export async function warmFrameStore(): Promise<void> {
  await openActiveWorldDb();
}
