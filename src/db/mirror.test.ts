import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AlertList } from '../domain/contracts/push';
import { sampleAlert } from '../domain/testing/alerts';
import { AppDb } from './schema';
import { DexieMirror, withoutSecrets } from './mirror';

let db: AppDb | null = null;
afterEach(async () => {
  await db?.delete();
  db = null;
});

describe('IndexedDB mirror', () => {
  it('never writes secret fields, at any depth', () => {
    const bot = { bot_id: 1, name: 'H', private_key: 'pk', gate_api_key: 'k', gate_api_secret: 's', nested: [{ password: 'p', ok: 1 }] };
    expect(withoutSecrets(bot)).toEqual({ bot_id: 1, name: 'H', nested: [{ ok: 1 }] });
  });

  it('keeps data per user and clears one user', async () => {
    db = new AppDb(`mirror-${Math.random()}`);
    const m = new DexieMirror(db, () => undefined);
    await m.write(7, 'hedgeBots', '{}', [{ bot_id: 1, private_key: 'pk' }], 10);
    await m.write(8, 'hedgeBots', '{}', [{ bot_id: 2 }], 11);
    expect(await m.read(7, 'hedgeBots', '{}')).toEqual({ data: [{ bot_id: 1 }], updatedAt: 10 });
    expect(JSON.stringify(await db.mirror.toArray())).not.toContain('pk');
    await m.clearUser(7);
    expect(await m.read(7, 'hedgeBots', '{}')).toBeNull();
    expect(await m.read(8, 'hedgeBots', '{}')).not.toBeNull();
  });

  it('reports a quota error instead of throwing', async () => {
    db = new AppDb(`mirror-${Math.random()}`);
    const onQuota = vi.fn();
    const m = new DexieMirror(db, onQuota);
    vi.spyOn(db.mirror, 'put').mockRejectedValue(Object.assign(new Error('full'), { name: 'QuotaExceededError' }));
    await expect(m.write(7, 'bots', '{}', [], 1)).resolves.toBeUndefined();
    expect(onQuota).toHaveBeenCalledTimes(1);
  });

  it('keeps an alert pushed to the device in the rows the list and the unread count are read from, once', async () => {
    db = new AppDb(`mirror-${Math.random()}`);
    const m = new DexieMirror(db, () => undefined);
    const alert = (id: number) =>
      sampleAlert(id, { kind: 'bot_error', title: `Ошибка бота #${id}`, url: '/mining/bots?bot=3', tag: 'bot-3', position_id: null });
    await m.write(5, 'alerts', '{}', { items: [alert(1)], unread: 1 }, 100);
    await m.write(5, 'alertsUnread', '{}', 1, 100);
    await m.addPushedAlert(5, alert(2), 200);
    await m.addPushedAlert(5, alert(2), 300);
    const list = await m.read<AlertList>(5, 'alerts', '{}');
    expect(list?.data.items.map((a) => a.id)).toEqual([2, 1]);
    expect(list?.updatedAt).toBe(200);
    expect((await m.read(5, 'alertsUnread', '{}'))?.data).toBe(2);
    // another user's rows are untouched; a user with nothing mirrored yet gets a list of one
    expect(await m.read(6, 'alerts', '{}')).toBeNull();
    await m.addPushedAlert(6, alert(9), 400);
    expect((await m.read<AlertList>(6, 'alerts', '{}'))?.data.unread).toBe(1);
    expect((await m.read(6, 'alertsUnread', '{}'))?.data).toBe(1);
  });
});
