// The IndexedDB schema: the one place that names tables and indexes (docs/architecture.md#layers-and-rooms).
// Secrets (private keys, exchange keys, passwords) are never written here.
import Dexie, { type EntityTable } from 'dexie';
import type { StoredFrame } from '../startup/frame';
import {
  DEFAULT_WORLD_DATABASE,
  SERVERS_DATABASE,
  type ServersPreset,
  type SlotEdit,
  type SlotId,
} from '../domain/rules/servers/serverSlots';
import type { SessionRecord, User } from '../domain/contracts/types';

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
  /** `${userId}:${topic}:${paramsKey}` (./mirror.ts) */
  id: string;
  userId: number;
  topic: string;
  paramsKey: string;
  data: unknown;
  updatedAt: number;
}

/**
 * The last rendered frame of one page (src/startup/frame.ts: its markup as the user last saw it,
 * the <html> class and the page's stylesheets), so the service worker can answer the next
 * navigation with it while the app starts. Per signed-in user, cleared when the user changes; no
 * form values, no secrets. Keyed by path.
 */
export type FrameRow = StoredFrame;

/**
 * One server's world (src/domain/rules/servers/serverSlots.ts) keeps its own database of these tables, named by
 * the server's address (`worldDatabaseName`): its tokens, mirror and frames are never another's.
 */
export class AppDb extends Dexie {
  auth!: EntityTable<AuthRow, 'key'>;
  mirror!: EntityTable<MirrorRow, 'id'>;
  frames!: EntityTable<FrameRow, 'path'>;

  constructor(name = DEFAULT_WORLD_DATABASE) {
    super(name);
    this.version(1).stores({
      auth: 'key',
      mirror: 'id, userId, topic, updatedAt',
    });
    this.version(2).stores({ frames: 'path, savedAt' });
  }
}

/** The user's edit of one server slot (/settings/api): addresses and a name, never a token. */
export type SlotEditRow = SlotEdit;

/**
 * The last deployment preset read from /config.json (kept for offline starts), and the active slot
 * with the name of its world's database, which the service worker reads to find the last frame.
 */
export interface ServerStateRow {
  key: 'preset' | 'active';
  /** key 'preset' */
  preset?: ServersPreset | null;
  /** key 'active' */
  slotId?: SlotId;
  database?: string;
}

/** The server slots: preferences, not secrets, in a database of their own beside the worlds'. */
export class ServersDb extends Dexie {
  slots!: EntityTable<SlotEditRow, 'id'>;
  state!: EntityTable<ServerStateRow, 'key'>;

  constructor(name = SERVERS_DATABASE) {
    super(name);
    this.version(1).stores({ slots: 'id', state: 'key' });
  }
}
