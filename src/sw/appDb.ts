/// <reference lib="webworker" />
// The service worker's read-only connections to the app's IndexedDB databases (src/db/schema.ts,
// owned by the data worker): the active server's world as the slot registry names it (issue 20),
// for the last frame (./frameStore.ts), and the servers the user saved (their origins widen the data
// worker's connect-src: ./workerPolicy.ts). Plain IndexedDB; it never creates a database or changes
// its schema, and steps aside when the app upgrades one. The alerts it keeps go through the
// mirror's own module (src/db/mirror.ts).
import type { ServerStateRow, SlotEditRow } from '../db/schema';
import { DEFAULT_WORLD_DATABASE, SERVERS_DATABASE } from '../domain/rules/servers/serverSlots';

const connections = new Map<string, Promise<IDBDatabase | null>>();

/** The open database, or null when the app has not created it yet (or it cannot be opened). */
function openDatabase(name: string): Promise<IDBDatabase | null> {
  const known = connections.get(name);
  if (known) return known;
  const connection = new Promise<IDBDatabase | null>((resolve) => {
    const forget = () => {
      connections.delete(name);
      resolve(null);
    };
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(name);
    } catch {
      forget();
      return;
    }
    // No database yet: creating it is the app's job (Dexie), so this open is abandoned.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = forget;
    request.onblocked = forget;
    request.onsuccess = () => {
      const db = request.result;
      // The app upgrading its schema must not wait for this connection.
      db.onversionchange = () => {
        db.close();
        connections.delete(name);
      };
      db.onclose = () => {
        connections.delete(name);
      };
      resolve(db);
    };
  });
  connections.set(name, connection);
  return connection;
}

/** The active server's world database, as the data worker last recorded it (the page's own server until then). */
async function activeDatabase(): Promise<string> {
  const db = await openDatabase(SERVERS_DATABASE);
  if (!db || !db.objectStoreNames.contains('state')) return DEFAULT_WORLD_DATABASE;
  return new Promise((resolve) => {
    const tx = db.transaction('state', 'readonly');
    const row = tx.objectStore('state').get('active') as IDBRequest<ServerStateRow | undefined>;
    tx.oncomplete = () => resolve(row.result?.database ?? DEFAULT_WORLD_DATABASE);
    tx.onerror = () => resolve(DEFAULT_WORLD_DATABASE);
    tx.onabort = () => resolve(DEFAULT_WORLD_DATABASE);
  });
}

/** The active server's world database (its last frames and session). */
export async function openActiveWorldDb(): Promise<IDBDatabase | null> {
  return openDatabase(await activeDatabase());
}

/** The user's edits of the server slots (/settings/api), as the data worker stored them; none when unreadable. */
export async function savedSlotEdits(): Promise<SlotEditRow[]> {
  const db = await openDatabase(SERVERS_DATABASE);
  if (!db || !db.objectStoreNames.contains('slots')) return [];
  return new Promise((resolve) => {
    const tx = db.transaction('slots', 'readonly');
    const rows = tx.objectStore('slots').getAll() as IDBRequest<SlotEditRow[]>;
    tx.oncomplete = () => resolve(rows.result ?? []);
    tx.onerror = () => resolve([]);
    tx.onabort = () => resolve([]);
  });
}
