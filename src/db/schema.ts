// The IndexedDB schema: the one place that names tables and indexes (DESIGN.md §1).
// Secrets (private keys, exchange keys, passwords) are never written here.
import Dexie, { type EntityTable } from 'dexie';
import type { StoredFrame } from '../domain/lastFrame';
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
  /** mirrorRowId(userId, topic, paramsKey) (./mirrorKey.ts) */
  id: string;
  userId: number;
  topic: string;
  paramsKey: string;
  data: unknown;
  updatedAt: number;
}

/**
 * The last rendered frame of one page (src/domain/lastFrame.ts: its markup as the user last saw
 * it, the <html> class and the page's stylesheets), so the service worker can answer the next
 * navigation with it while the app starts (README "Decisions"). Per signed-in user, cleared when
 * the user changes; no form values, no secrets. Keyed by path.
 */
export type FrameRow = StoredFrame;

export class AppDb extends Dexie {
  auth!: EntityTable<AuthRow, 'key'>;
  mirror!: EntityTable<MirrorRow, 'id'>;
  frames!: EntityTable<FrameRow, 'path'>;

  constructor(name = 'lp-ops') {
    super(name);
    this.version(1).stores({
      auth: 'key',
      mirror: 'id, userId, topic, updatedAt',
    });
    this.version(2).stores({ frames: 'path, savedAt' });
  }
}
