// Where the data worker keeps the last frames the page sent (../frame.ts): the Dexie table `frames`,
// which the service worker reads on navigation (../sw/readFrame.ts). Failures only cost the next
// start its picture, so they are logged.
import type { AppDb, FrameRow } from '../../db/schema';
import { framesToDrop } from '../frame';

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
