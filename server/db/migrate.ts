// Schema migrations in code: each has an id; those not yet recorded in `schema_migrations` are
// applied in order, each in its own transaction.
import type Database from 'better-sqlite3';

export interface Migration {
  id: string;
  up(db: Database.Database): void;
}

export function runMigrations(db: Database.Database, migrations: Migration[]): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id TEXT PRIMARY KEY,
    applied_at TEXT NOT NULL
  )`);
  const done = new Set(
    db
      .prepare('SELECT id FROM schema_migrations')
      .all()
      .map((r) => (r as { id: string }).id),
  );
  const record = db.prepare('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)');
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.id)) continue;
    db.transaction(() => {
      migration.up(db);
      record.run(migration.id, new Date().toISOString());
    })();
    applied.push(migration.id);
  }
  return applied;
}
