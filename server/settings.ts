// The admin settings (src/domain/rules/admin/adminSettings.ts) kept in the `settings` table as one JSON row and
// read from memory: every login and token issue consults them.
import type Database from 'better-sqlite3';
import { defaultAdminSettings, type AdminSettings } from '../src/domain/rules/admin/adminSettings';

const KEY = 'admin';

export class SettingsStore {
  private current: AdminSettings;
  /** Whether an admin has saved the settings (until then tokens live ACCESS_TOKEN_TTL seconds exactly). */
  private saved: boolean;

  constructor(
    private readonly db: Database.Database,
    defaults: AdminSettings,
  ) {
    const row = db.prepare('SELECT value FROM settings WHERE key = ?').get(KEY) as { value: string } | undefined;
    let stored: Partial<AdminSettings>;
    try {
      stored = row ? (JSON.parse(row.value) as Partial<AdminSettings>) : {};
    } catch {
      stored = {};
    }
    this.current = { ...defaults, ...stored };
    this.saved = row !== undefined;
  }

  /** Lifetime of a new access token: the saved session length, else the configured TTL. */
  accessTtlSec(configured: number): number {
    return this.saved ? this.current.session_minutes * 60 : configured;
  }

  get(): AdminSettings {
    return this.current;
  }

  save(values: AdminSettings): AdminSettings {
    this.db
      .prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value')
      .run(KEY, JSON.stringify(values));
    this.current = { ...values };
    this.saved = true;
    return this.current;
  }
}

export function settingsDefaults(accessTokenTtlSec: number): AdminSettings {
  return defaultAdminSettings('LP Ops', Math.max(1, Math.round(accessTokenTtlSec / 60)));
}
