// The one owner of the IndexedDB table `frames` (./schema.ts): the last frames the page sent
// (src/startup/frame.ts), saved by the data worker and read by the service worker on a navigation
// (src/startup/sw/readFrame.ts). Failures only cost the next start its picture, so they are logged.
import type { AppDb, FrameRow } from './schema';
import { framesToDrop } from '../startup/frame';

/** The last frame of a path; null when there is none or the table cannot be read. */
export async function readFrame(db: AppDb, path: string): Promise<FrameRow | null> {
  try {
    return (await db.frames.get(path)) ?? null;
  } catch (error) {
    console.warn('frame not read', (error as Error)?.name);
    return null;
  }
}

export interface FrameStore {
  save(row: FrameRow): Promise<void>;
  clear(): Promise<void>;
}

export class DexieFrameStore implements FrameStore {
  constructor(private readonly db: AppDb) {}

  async save(row: FrameRow): Promise<void> {
    try {
      await this.db.transaction('rw', this.db.frames, async () => {
        await this.db.frames.put(row);
        const kept = await this.db.frames.toArray();
        const drop = framesToDrop(kept);
        if (drop.length) await this.db.frames.bulkDelete(drop);
      });
    } catch (error) {
      console.warn('frame not saved', (error as Error)?.name);
    }
  }

  async clear(): Promise<void> {
    try {
      await this.db.frames.clear();
    } catch (error) {
      console.warn('frames not cleared', (error as Error)?.name);
    }
  }
}

export class MemoryFrameStore implements FrameStore {
  readonly rows = new Map<string, FrameRow>();
  async save(row: FrameRow): Promise<void> {
    this.rows.set(row.path, structuredClone(row));
    for (const path of framesToDrop([...this.rows.values()])) this.rows.delete(path);
  }
  async clear(): Promise<void> {
    this.rows.clear();
  }
}
