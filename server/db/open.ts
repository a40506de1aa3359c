// Opens the application database `${dataDir}/app.sqlite` (WAL, foreign keys on) and brings its
// schema up to date: the core tables, then the simulator's, the alerts' and the wallets'. The folder is made
// 0700 and the files 0600 (SQLite gives its -wal and -shm files the database file's mode): they
// hold password hashes and sealed secrets, and nobody else on the machine has a reason to read them.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { runMigrations, type Migration } from './migrate';
import { coreMigrations } from './migrations';
import { simMigrations } from '../sim/migrations';
import { pushMigrations } from '../push/migrations';
import { walletMigrations } from '../wallet/migrations';

/** Makes `file` exist with mode 0600, and tightens one left readable by others (an older start). */
function privateFile(file: string): void {
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
}

export function openDatabase(dataDir: string, file = 'app.sqlite'): Database.Database {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const full = path.join(dataDir, file);
  privateFile(full);
  for (const side of ['-wal', '-shm']) if (fs.existsSync(full + side)) privateFile(full + side);
  const db = new Database(full);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  runMigrations(db, [...coreMigrations, ...(simMigrations as Migration[]), ...pushMigrations, ...walletMigrations]);
  return db;
}
