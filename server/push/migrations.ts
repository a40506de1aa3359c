// Tables of the alerts that reach devices (issue 23): the devices (Web Push subscriptions), each
// user's rules, and the alerts raised (the newest 200 per user are kept).
import type { Migration } from '../db/migrate';

export const pushMigrations: Migration[] = [
  {
    id: '2001_push',
    up(db) {
      db.exec(`
        -- One row per browser (its endpoint is unique). session_id: the login that subscribed it;
        -- once that login is revoked (logout), the device gets nothing more.
        CREATE TABLE push_subscriptions (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          user_id INTEGER NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
          session_id TEXT,
          endpoint TEXT NOT NULL UNIQUE,
          endpoint_hash TEXT NOT NULL,
          p256dh TEXT NOT NULL,
          auth TEXT NOT NULL,
          label TEXT NOT NULL,
          enabled INTEGER NOT NULL DEFAULT 1,
          created_at TEXT NOT NULL,
          last_success_at TEXT,
          last_error TEXT
        );
        CREATE INDEX push_subscriptions_user ON push_subscriptions(user_id);

        CREATE TABLE alert_rules (
          user_id INTEGER PRIMARY KEY REFERENCES users(user_id) ON DELETE CASCADE,
          rules TEXT NOT NULL,
          updated_at TEXT NOT NULL
        );

        CREATE TABLE user_alerts (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          user_id INTEGER NOT NULL REFERENCES users(user_id) ON DELETE CASCADE,
          kind TEXT NOT NULL,
          title TEXT NOT NULL,
          body TEXT NOT NULL,
          url TEXT NOT NULL,
          tag TEXT NOT NULL,
          bot_id INTEGER,
          position_id INTEGER,
          created_ms INTEGER NOT NULL,
          read INTEGER NOT NULL DEFAULT 0,
          quiet INTEGER NOT NULL DEFAULT 0
        );
        CREATE INDEX user_alerts_user ON user_alerts(user_id, id);
      `);
    },
  },
];
