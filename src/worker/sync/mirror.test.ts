import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppDb } from '../../db/schema';
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
});
