import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DexieAuthStore } from '../../db/authStore';
import { DexieFrameStore } from '../../db/frameStore';
import type { AuthRow, FrameRow } from '../../db/schema';
import { slotStore, worldDb } from '../../sw/appDb';
import { DEFAULT_WORLD_DATABASE, SERVERS_DATABASE } from '../../domain/rules/servers/serverSlots';
import type { SessionRecord, User } from '../../domain/contracts/types';
import { readFrame, warmFrameStore } from './readFrame';

const OTHER_WORLD = 'lp-ops@https://b.example.net';

afterEach(async () => {
  // The service worker's connections close for the deletes (Dexie says so on the console).
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  await Promise.all([DEFAULT_WORLD_DATABASE, OTHER_WORLD, SERVERS_DATABASE].map((name) => Dexie.delete(name)));
  warn.mockRestore();
});

const frame: FrameRow = { path: '/mining/positions', userId: 7, html: '<p>7</p>', htmlClass: 'theme-dark', styles: [], savedAt: 1 };
const auth: AuthRow = {
  key: 'current',
  accessToken: 'a',
  refreshToken: 'r',
  tokenExpiresAt: 2,
  session: {} as SessionRecord,
  user: { user_id: 7 } as User,
};

async function keep(database: string): Promise<void> {
  const db = worldDb(database);
  await new DexieFrameStore(db).save(frame);
  await new DexieAuthStore(db).save(auth);
}

describe("the service worker's read of the last frame", () => {
  it('reads the frame and its session from the page’s own world before the worker named an active one', async () => {
    await keep(DEFAULT_WORLD_DATABASE);
    expect(await readFrame('/mining/positions')).toEqual({ frame, auth });
    expect(await readFrame('/hedge/bots')).toBeNull();
  });

  it('reads from the world the active slot names', async () => {
    await keep(OTHER_WORLD);
    await slotStore().saveActive(2, OTHER_WORLD);
    expect(await readFrame('/mining/positions')).toEqual({ frame, auth });
  });

  it('finds no frame without a stored session, nor on a device that has no databases yet', async () => {
    await warmFrameStore();
    expect(await readFrame('/mining/positions')).toBeNull();
    await new DexieFrameStore(worldDb(DEFAULT_WORLD_DATABASE)).save(frame);
    expect(await readFrame('/mining/positions')).toBeNull();
  });
});
