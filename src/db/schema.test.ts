import { afterEach, describe, expect, it } from 'vitest';
import { AppDb } from './schema';

let db: AppDb | null = null;
afterEach(async () => {
  await db?.delete();
  db = null;
});

describe('Dexie schema', () => {
  it('stores and reads mirrored topic data per user', async () => {
    db = new AppDb(`test-${Math.random()}`);
    await db.mirror.put({ id: '7:bots:{}', userId: 7, topic: 'bots', paramsKey: '{}', data: [{ id: 1 }], updatedAt: 1000 });
    await db.mirror.put({ id: '8:bots:{}', userId: 8, topic: 'bots', paramsKey: '{}', data: [], updatedAt: 1000 });
    expect(await db.mirror.where('userId').equals(7).count()).toBe(1);
    expect((await db.mirror.get('7:bots:{}'))?.data).toEqual([{ id: 1 }]);
  });
});
