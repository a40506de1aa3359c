/// <reference lib="webworker" />
// The service worker's read of the last frame of a path and the stored session it must belong to,
// in the active server's world database, through the owners of the tables `frames`
// (src/db/frameStore.ts) and `auth` (src/db/authStore.ts).
import { DexieAuthStore } from '../../db/authStore';
import { readFrame as storedFrame } from '../../db/frameStore';
import type { AuthRow, FrameRow } from '../../db/schema';
import { activeWorldDb } from '../../sw/appDb';

export async function readFrame(path: string): Promise<{ frame: FrameRow; auth: AuthRow } | null> {
  const db = await activeWorldDb();
  const [frame, auth] = await Promise.all([storedFrame(db, path), new DexieAuthStore(db).load()]);
  return frame && auth ? { frame, auth } : null;
}

/** Opens the connection ahead of the first navigation (the service worker's start-up); a failure waits for the read. */
export async function warmFrameStore(): Promise<void> {
  const db = await activeWorldDb();
  await db.open().catch(() => undefined);
}
