// The one owner of the IndexedDB table `mirror` (./schema.ts): the last-known data per user and
// topic (docs/architecture.md#storage-and-secrets). The data worker reads and writes it here, the
// service worker adds the alerts pushed while the app is closed (addPushedAlert). Writes strip any
// secret field defensively; a full disk (QuotaExceededError) is reported, never thrown.
import { foldAlert } from '../domain/rules/alerts/alertItem';
import type { AlertItem, AlertList } from '../domain/contracts/push';
import { paramsKey } from '../domain/rules/sync/paramsKey';
import type { AppDb, MirrorRow } from './schema';

/** The key of a mirror row. */
function mirrorRowId(userId: number, topic: string, paramsKey: string): string {
  return `${userId}:${topic}:${paramsKey}`;
}

const SECRET_FIELDS = new Set([
  'private_key',
  'gate_api_key',
  'gate_api_secret',
  'password',
  'new_password',
  'access_token',
  'refresh_token',
]);

/** A deep copy without secret fields. */
export function withoutSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => withoutSecrets(v)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (!SECRET_FIELDS.has(k)) out[k] = withoutSecrets(v);
    }
    return out as T;
  }
  return value;
}

function isQuotaError(error: unknown): boolean {
  const e = error as { name?: string; inner?: { name?: string } } | null;
  return e?.name === 'QuotaExceededError' || e?.inner?.name === 'QuotaExceededError';
}

export interface MirrorEntry<T = unknown> {
  data: T;
  updatedAt: number;
}

export interface Mirror {
  read<T>(userId: number, topic: string, paramsKey: string): Promise<MirrorEntry<T> | null>;
  write(userId: number, topic: string, paramsKey: string, data: unknown, updatedAt: number): Promise<void>;
  clearUser(userId: number): Promise<void>;
}

export class DexieMirror implements Mirror {
  constructor(
    private readonly db: AppDb,
    private readonly onQuota: (error: unknown) => void,
  ) {}

  async read<T>(userId: number, topic: string, paramsKey: string): Promise<MirrorEntry<T> | null> {
    try {
      const row = await this.db.mirror.get(mirrorRowId(userId, topic, paramsKey));
      return row ? { data: row.data as T, updatedAt: row.updatedAt } : null;
    } catch (error) {
      console.warn('mirror read failed', (error as Error)?.name);
      return null;
    }
  }

  async write(userId: number, topic: string, paramsKey: string, data: unknown, updatedAt: number): Promise<void> {
    const row: MirrorRow = { id: mirrorRowId(userId, topic, paramsKey), userId, topic, paramsKey, data: withoutSecrets(data), updatedAt };
    try {
      await this.db.mirror.put(row);
    } catch (error) {
      if (isQuotaError(error)) this.onQuota(error);
      else console.warn('mirror write failed', (error as Error)?.name);
    }
  }

  async clearUser(userId: number): Promise<void> {
    try {
      await this.db.mirror.where('userId').equals(userId).delete();
    } catch (error) {
      console.warn('mirror clear failed', (error as Error)?.name);
    }
  }

  /**
   * An alert pushed to the device joins the user's mirrored list (once) and counts as unread, so
   * the list shows it the next time the app opens, offline too; the data worker replaces both rows
   * with the server's copy when online.
   */
  async addPushedAlert(userId: number, alert: AlertItem, now: number): Promise<void> {
    const listId = mirrorRowId(userId, 'alerts', NO_PARAMS);
    const countId = mirrorRowId(userId, 'alertsUnread', NO_PARAMS);
    const row = (id: string, topic: string, data: unknown): MirrorRow => ({
      id,
      userId,
      topic,
      paramsKey: NO_PARAMS,
      data,
      updatedAt: now,
    });
    try {
      await this.db.transaction('rw', this.db.mirror, async () => {
        const [listRow, countRow] = await this.db.mirror.bulkGet([listId, countId]);
        const stored = (listRow?.data as AlertList | undefined) ?? null;
        const list = foldAlert(stored, alert);
        if (list === stored) return; // already listed: nothing new to count
        const before = typeof countRow?.data === 'number' ? countRow.data : (stored?.unread ?? 0);
        await this.db.mirror.bulkPut([row(listId, 'alerts', list), row(countId, 'alertsUnread', alert.read ? before : before + 1)]);
      });
    } catch (error) {
      console.warn('pushed alert not kept', (error as Error)?.name);
    }
  }
}

const NO_PARAMS = paramsKey({});

export class MemoryMirror implements Mirror {
  readonly rows = new Map<string, MirrorRow>();
  async read<T>(userId: number, topic: string, paramsKey: string): Promise<MirrorEntry<T> | null> {
    const row = this.rows.get(mirrorRowId(userId, topic, paramsKey));
    return row ? { data: structuredClone(row.data) as T, updatedAt: row.updatedAt } : null;
  }
  async write(userId: number, topic: string, paramsKey: string, data: unknown, updatedAt: number): Promise<void> {
    this.rows.set(mirrorRowId(userId, topic, paramsKey), {
      id: mirrorRowId(userId, topic, paramsKey),
      userId,
      topic,
      paramsKey,
      data: withoutSecrets(data),
      updatedAt,
    });
  }
  async clearUser(userId: number): Promise<void> {
    for (const [id, row] of this.rows) if (row.userId === userId) this.rows.delete(id);
  }
}
