import { afterEach, describe, expect, it } from 'vitest';
import type { AlertItem } from '../domain/contracts/push';
import { AppDb } from '../db/schema';
import { DexieMirror } from '../worker/sync/mirror';
import { storeAlert } from './alertStore';
import { sampleAlert } from '../domain/testing/alerts';

let db: AppDb | null = null;
afterEach(async () => {
  await db?.delete();
  db = null;
});

const alert = (id: number) =>
  sampleAlert(id, { kind: 'bot_error', title: `Ошибка бота #${id}`, url: '/mining/bots?bot=3', tag: 'bot-3', position_id: null });

describe('alerts kept by the service worker', () => {
  it('go into the mirror rows the data worker reads the list and the unread count from, once each', async () => {
    db = new AppDb(`sw-alerts-${Math.random()}`);
    await db.open();
    const mirror = new DexieMirror(db, () => undefined);
    await mirror.write(5, 'alerts', '{}', { items: [alert(1)], unread: 1 }, 100);
    await mirror.write(5, 'alertsUnread', '{}', 1, 100);
    const raw = db.backendDB();
    expect(await storeAlert(5, alert(2), 200, raw)).toBe(true);
    expect(await storeAlert(5, alert(2), 300, raw)).toBe(true);
    const list = await mirror.read<{ items: AlertItem[]; unread: number }>(5, 'alerts', '{}');
    expect(list?.data.items.map((a) => a.id)).toEqual([2, 1]);
    expect(list?.updatedAt).toBe(200);
    expect((await mirror.read<number>(5, 'alertsUnread', '{}'))?.data).toBe(2);
    // another user's rows are untouched; a user with nothing mirrored yet gets a list of one
    expect(await mirror.read(6, 'alerts', '{}')).toBeNull();
    await storeAlert(6, alert(9), 400, raw);
    expect((await mirror.read<{ unread: number }>(6, 'alerts', '{}'))?.data.unread).toBe(1);
    expect((await mirror.read<number>(6, 'alertsUnread', '{}'))?.data).toBe(1);
  });
});
