/// <reference lib="webworker" />
// The service worker's read of the app's IndexedDB (src/db/schema.ts, written by the data worker):
// the last frame of a path and the stored session it must belong to. Plain IndexedDB, so the
// service worker stays small; it never creates the database or changes its schema.
import type { AuthRow, FrameRow } from '../db/schema';

const DB_NAME = 'lp-ops';

let connection: Promise<IDBDatabase | null> | null = null;

function open(): Promise<IDBDatabase | null> {
  connection ??= new Promise((resolve) => {
    const forget = () => {
      connection = null;
      resolve(null);
    };
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(DB_NAME);
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
        connection = null;
      };
      db.onclose = () => {
        connection = null;
      };
      resolve(db);
    };
  });
  return connection;
}

export async function readFrame(path: string): Promise<{ frame: FrameRow; auth: AuthRow } | null> {
  const db = await open();
  if (!db || !db.objectStoreNames.contains('frames') || !db.objectStoreNames.contains('auth')) return null;
  return new Promise((resolve) => {
    const tx = db.transaction(['frames', 'auth'], 'readonly');
    const frame = tx.objectStore('frames').get(path) as IDBRequest<FrameRow | undefined>;
    const auth = tx.objectStore('auth').get('current') as IDBRequest<AuthRow | undefined>;
    tx.oncomplete = () => resolve(frame.result && auth.result ? { frame: frame.result, auth: auth.result } : null);
    tx.onerror = () => resolve(null);
    tx.onabort = () => resolve(null);
  });
}

/** Opens the connection ahead of the first navigation (the service worker's start-up). */
export async function warmFrameStore(): Promise<void> {
  await open();
}
