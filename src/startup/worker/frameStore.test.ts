import { afterEach, describe, expect, it } from 'vitest';
import { AppDb, type FrameRow } from '../../db/schema';
import { MAX_FRAMES } from '../frame';
import { DexieFrameStore } from './frameStore';

let db: AppDb | null = null;
afterEach(async () => {
  await db?.delete();
  db = null;
});

const row = (path: string, savedAt: number): FrameRow => ({
  path,
  userId: 7,
  html: `<p>${path}</p>`,
  htmlClass: 'theme-dark',
  styles: [],
  savedAt,
});

describe('frame store', () => {
  it('keeps one frame per path, the newest', async () => {
    db = new AppDb(`frames-${Math.random()}`);
    const store = new DexieFrameStore(db);
    await store.save(row('/mining/positions', 1));
    await store.save({ ...row('/mining/positions', 2), html: '<p>new</p>' });
    expect(await db.frames.toArray()).toEqual([{ ...row('/mining/positions', 2), html: '<p>new</p>' }]);
  });

  it(`keeps at most ${MAX_FRAMES} frames, dropping the oldest`, async () => {
    db = new AppDb(`frames-${Math.random()}`);
    const store = new DexieFrameStore(db);
    for (let i = 0; i <= MAX_FRAMES; i++) await store.save(row(`/p${i}`, i));
    const paths = (await db.frames.toArray()).map((r) => r.path);
    expect(paths).toHaveLength(MAX_FRAMES);
    expect(paths).not.toContain('/p0');
  });

  it('clears every frame', async () => {
    db = new AppDb(`frames-${Math.random()}`);
    const store = new DexieFrameStore(db);
    await store.save(row('/a', 1));
    await store.clear();
    expect(await db.frames.count()).toBe(0);
  });
});
