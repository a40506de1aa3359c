/// <reference lib="webworker" />
// The service worker's connections to the app's IndexedDB databases, made with the app's own schema
// (src/db/schema.ts) and opened on their first read (docs/decisions/0092): the servers' database,
// and the world database of the server the active slot names. Every read and write goes through
// the owner module of its store in src/db.
import { AppDb } from '../db/schema';
import { DexieSlotStore } from '../db/slotStore';
import { DEFAULT_WORLD_DATABASE } from '../domain/rules/servers/serverSlots';

let slots: DexieSlotStore | null = null;
/** The server slots' store: the saved edits and the active world. */
export function slotStore(): DexieSlotStore {
  slots ??= new DexieSlotStore();
  return slots;
}

const worlds = new Map<string, AppDb>();
/** One connection per world database for the service worker's lifetime. */
export function worldDb(name: string): AppDb {
  let db = worlds.get(name);
  if (!db) {
    db = new AppDb(name);
    worlds.set(name, db);
  }
  return db;
}

/** The active server's world database, as the data worker last recorded it (the page's own server until then). */
export async function activeWorldDb(): Promise<AppDb> {
  return worldDb((await slotStore().activeDatabase()) ?? DEFAULT_WORLD_DATABASE);
}
