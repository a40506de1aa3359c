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

/**
 * The last rendered frame of one page (its markup as the user last saw it), so the service worker
 * can answer the next navigation with it inlined while the app starts (DESIGN.md §1; README
 * "Decisions"). Per signed-in user, cleared when the user changes; no form values, no secrets.
 */
export interface FrameRow {
  /** pathname + search, e.g. '/mining/positions' */
  path: string;
  userId: number;
  /** innerHTML of #root, form values and dialogs stripped */
  html: string;
  /** class of <html> (the theme) when it was taken */
  htmlClass: string;
  /** same-origin stylesheets in document order; the service worker links those the shell lacks */
  styles: string[];
  savedAt: number;
}

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
