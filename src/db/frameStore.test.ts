import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { AppDb, type FrameRow } from './schema';
import { MAX_FRAMES } from '../startup/frame';
import { DexieFrameStore, readFrame } from './frameStore';

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

  it('reads the frame of a path, and none for a path never saved', async () => {
    db = new AppDb(`frames-${Math.random()}`);
    await new DexieFrameStore(db).save(row('/mining/positions', 1));
    expect(await readFrame(db, '/mining/positions')).toEqual(row('/mining/positions', 1));
    expect(await readFrame(db, '/hedge/bots')).toBeNull();
  });

  it('reads no frame, without an error, from a newer database that had no frames table', async () => {
    const name = `frames-${Math.random()}`;
    const newer = new Dexie(name);
    newer.version(9).stores({ auth: 'key' });
    await newer.open();
    newer.close();
    db = new AppDb(name);
    expect(await readFrame(db, '/mining/positions')).toBeNull();
  });
});
