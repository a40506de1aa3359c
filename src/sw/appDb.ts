/// <reference lib="webworker" />
// The service worker's connection to the app's IndexedDB (src/db/schema.ts, owned by the data
// worker). Plain IndexedDB, so the service worker stays small; it never creates the database or
// changes its schema, and steps aside when the app upgrades it.
const DB_NAME = 'lp-ops';

let connection: Promise<IDBDatabase | null> | null = null;

/** The open database, or null when the app has not created it yet (or it cannot be opened). */
export function openAppDb(): Promise<IDBDatabase | null> {
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
