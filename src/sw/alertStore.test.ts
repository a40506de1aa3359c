import { afterEach, describe, expect, it } from 'vitest';
import type { AlertList } from '../domain/contracts/push';
import { sampleAlert } from '../domain/testing/alerts';
import { mirrorRowId } from '../db/mirrorKey';
import { AppDb } from '../db/schema';
import { storeAlert } from './alertStore';

let db: AppDb | null = null;
afterEach(async () => {
  await db?.delete();
  db = null;
});

const alert = (id: number) =>
  sampleAlert(id, { kind: 'bot_error', title: `Ошибка бота #${id}`, url: '/mining/bots?bot=3', tag: 'bot-3', position_id: null });

/** A mirror row as the data worker writes and reads it (src/worker/sync/mirror.ts). */
const row = (userId: number, topic: string, data: unknown, updatedAt: number) => ({
  id: mirrorRowId(userId, topic, '{}'),
  userId,
  topic,
  paramsKey: '{}',
  data,
  updatedAt,
});

describe('alerts kept by the service worker', () => {
  it('go into the mirror rows the data worker reads the list and the unread count from, once each', async () => {
    db = new AppDb(`sw-alerts-${Math.random()}`);
    await db.open();
    await db.mirror.bulkPut([row(5, 'alerts', { items: [alert(1)], unread: 1 }, 100), row(5, 'alertsUnread', 1, 100)]);
    const raw = db.backendDB();
    expect(await storeAlert(5, alert(2), 200, raw)).toBe(true);
    expect(await storeAlert(5, alert(2), 300, raw)).toBe(true);
    const list = await db.mirror.get(mirrorRowId(5, 'alerts', '{}'));
    expect((list?.data as AlertList).items.map((a) => a.id)).toEqual([2, 1]);
    expect(list).toMatchObject({ userId: 5, topic: 'alerts', paramsKey: '{}', updatedAt: 200 });
    expect((await db.mirror.get(mirrorRowId(5, 'alertsUnread', '{}')))?.data).toBe(2);
    // another user's rows are untouched; a user with nothing mirrored yet gets a list of one
    expect(await db.mirror.get(mirrorRowId(6, 'alerts', '{}'))).toBeUndefined();
    await storeAlert(6, alert(9), 400, raw);
    expect(((await db.mirror.get(mirrorRowId(6, 'alerts', '{}')))?.data as AlertList).unread).toBe(1);
    expect((await db.mirror.get(mirrorRowId(6, 'alertsUnread', '{}')))?.data).toBe(1);
  });
});
