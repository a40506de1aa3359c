/// <reference lib="webworker" />
// An alert that arrived by push goes into the mirror rows the data worker reads the alerts list and
// the unread count from (topics `alerts` and `alertsUnread`), so the list shows it, offline too,
// the next time the app opens. The data worker overwrites both with the server's copy when online.
import { foldAlert } from '../domain/alertItem';
import type { AlertItem, AlertList } from '../domain/contracts/push';
import { paramsKey } from '../domain/paramsKey';
import { mirrorRowId } from '../db/mirrorKey';
import type { MirrorRow } from '../db/schema';
import { openAppDb } from './appDb';

const NO_PARAMS = paramsKey({});

/** Adds the alert to the user's mirrored list (once) and counts it unread; false when there is no app database yet. */
export async function storeAlert(userId: number, alert: AlertItem, now: number, db?: IDBDatabase | null): Promise<boolean> {
  const conn = db ?? (await openAppDb());
  if (!conn || !conn.objectStoreNames.contains('mirror')) return false;
  return new Promise((resolve) => {
    const tx = conn.transaction('mirror', 'readwrite');
    const store = tx.objectStore('mirror');
    const listId = mirrorRowId(userId, 'alerts', NO_PARAMS);
    const countId = mirrorRowId(userId, 'alertsUnread', NO_PARAMS);
    const listRead = store.get(listId) as IDBRequest<MirrorRow | undefined>;
    const countRead = store.get(countId) as IDBRequest<MirrorRow | undefined>;
    countRead.onsuccess = () => {
      const stored = (listRead.result?.data as AlertList | undefined) ?? null;
      const list = foldAlert(stored, alert);
      if (list === stored) return; // already listed: nothing new to count
      const before = typeof countRead.result?.data === 'number' ? countRead.result.data : (stored?.unread ?? 0);
      const row = (id: string, topic: string, data: unknown): MirrorRow => ({
        id,
        userId,
        topic,
        paramsKey: NO_PARAMS,
        data,
        updatedAt: now,
      });
      store.put(row(listId, 'alerts', list));
      store.put(row(countId, 'alertsUnread', alert.read ? before : before + 1));
    };
    tx.oncomplete = () => resolve(true);
    tx.onerror = () => resolve(false);
    tx.onabort = () => resolve(false);
  });
}
