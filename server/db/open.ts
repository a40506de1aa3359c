// Opens the application database `${dataDir}/app.sqlite` (WAL, foreign keys on) and brings its
// schema up to date: the core tables, then the simulator's, then the alerts'.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { runMigrations, type Migration } from './migrate';
import { coreMigrations } from './migrations';
import { simMigrations } from '../sim/migrations';
import { pushMigrations } from '../push/migrations';

export function openDatabase(dataDir: string, file = 'app.sqlite'): Database.Database {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, file));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  runMigrations(db, [...coreMigrations, ...(simMigrations as Migration[]), ...pushMigrations]);
  return db;
}
