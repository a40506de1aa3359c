// The IndexedDB schema: the one place that names tables and indexes (DESIGN.md §1).
// Secrets (private keys, exchange keys, passwords) are never written here.
import Dexie, { type EntityTable } from 'dexie';
import type { SessionRecord, User } from '../domain/types';

/** Tokens, the session record and the cached user: one row, key 'current'. */
export interface AuthRow {
  key: 'current';
  accessToken: string;
  refreshToken: string;
  tokenExpiresAt: number;
  session: SessionRecord;
  user: User;
}

/** Last-known data of one snapshot topic for one user (bots, positions, history pages, candles…). */
export interface MirrorRow {
  /** `${userId}:${topic}:${paramsKey}` */
  id: string;
  userId: number;
  topic: string;
  paramsKey: string;
  data: unknown;
  updatedAt: number;
}

export class AppDb extends Dexie {
  auth!: EntityTable<AuthRow, 'key'>;
  mirror!: EntityTable<MirrorRow, 'id'>;

  constructor(name = 'lp-ops') {
    super(name);
    this.version(1).stores({
      auth: 'key',
      mirror: 'id, userId, topic, updatedAt',
    });
  }
}
