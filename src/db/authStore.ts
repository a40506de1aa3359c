// The one owner of the IndexedDB table `auth` (./schema.ts): the tokens, the session record and the
// cached user, one row, written by the data worker (docs/architecture.md#storage-and-secrets). Never a
// password or any other secret.
import type { AppDb, AuthRow } from './schema';

export interface AuthStore {
  load(): Promise<AuthRow | null>;
  save(row: AuthRow): Promise<void>;
  clear(): Promise<void>;
}

export class DexieAuthStore implements AuthStore {
  constructor(private readonly db: AppDb) {}

  async load(): Promise<AuthRow | null> {
    try {
      return (await this.db.auth.get('current')) ?? null;
    } catch (error) {
      console.warn('auth store: read failed', (error as Error)?.name);
      return null;
    }
  }

  async save(row: AuthRow): Promise<void> {
    await this.db.auth.put(row);
  }

  async clear(): Promise<void> {
    try {
      await this.db.auth.clear();
    } catch (error) {
      console.warn('auth store: clear failed', (error as Error)?.name);
    }
  }
}

/** In-memory store for tests and for browsers where IndexedDB is unavailable. */
export class MemoryAuthStore implements AuthStore {
  row: AuthRow | null = null;
  async load(): Promise<AuthRow | null> {
    return this.row ? structuredClone(this.row) : null;
  }
  async save(row: AuthRow): Promise<void> {
    this.row = structuredClone(row);
  }
  async clear(): Promise<void> {
    this.row = null;
  }
}
