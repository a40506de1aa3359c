// The IndexedDB mirror of last-known data, per user (docs/architecture.md#storage-and-secrets). Writes strip any secret field
// defensively; a full disk (QuotaExceededError) is reported, never thrown into the worker.
import { mirrorRowId } from '../../db/mirrorKey';
import type { AppDb, MirrorRow } from '../../db/schema';

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
}

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
