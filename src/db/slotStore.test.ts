import { afterEach, describe, expect, it } from 'vitest';
import { ServersDb } from './schema';
import { DexieSlotStore } from './slotStore';

let db: ServersDb | null = null;
afterEach(async () => {
  await db?.delete();
  db = null;
});

describe('the slot store in IndexedDB', () => {
  it('keeps edits, the last preset and the active slot with its database, and nothing else', async () => {
    db = new ServersDb(`servers-${Math.random()}`);
    const store = new DexieSlotStore(db);
    expect(await store.load()).toEqual({ edits: [], preset: null, active: null });
    await store.saveEdit({ id: 2, name: 'Мой', api: 'https://b.example.net' });
    await store.saveEdit({ id: 3, removed: true });
    await store.savePreset({ servers: [null, { name: 'Резерв', api: 'https://c.example.net' }], allowed: [] });
    await store.saveActive(2, 'lp-ops@https://b.example.net');
    await store.dropEdit(3);
    expect(await store.load()).toEqual({
      edits: [{ id: 2, name: 'Мой', api: 'https://b.example.net' }],
      preset: { servers: [null, { name: 'Резерв', api: 'https://c.example.net' }], allowed: [] },
      active: 2,
    });
    // The service worker reads the active world's database from this row.
    expect(await db.state.get('active')).toEqual({ key: 'active', slotId: 2, database: 'lp-ops@https://b.example.net' });
  });

  it('gives the service worker the saved edits and the active world, none before the worker saved any', async () => {
    db = new ServersDb(`servers-${Math.random()}`);
    const store = new DexieSlotStore(db);
    expect(await store.edits()).toEqual([]);
    expect(await store.activeDatabase()).toBeNull();
    await store.saveEdit({ id: 2, name: 'Мой', api: 'https://b.example.net' });
    await store.saveActive(2, 'lp-ops@https://b.example.net');
    expect(await store.edits()).toEqual([{ id: 2, name: 'Мой', api: 'https://b.example.net' }]);
    expect(await store.activeDatabase()).toBe('lp-ops@https://b.example.net');
  });
});
