import { afterEach, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from './open';
import { runMigrations } from './migrate';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lpops-db-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('database', () => {
  it('creates the core tables with WAL and foreign keys on', () => {
    const db = openDatabase(tempDir());
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type='table'")
      .all()
      .map((r) => (r as { name: string }).name);
    for (const t of [
      'users',
      'refresh_tokens',
      'email_tokens',
      'login_attempts',
      'api_usage',
      'bots',
      'strategies',
      'hedge_bots',
      'bot_logs',
      'alerts',
      'wallet_transactions',
    ]) {
      expect(tables).toContain(t);
    }
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    db.close();
  });

  it('applies each migration once, in order, across reopenings', () => {
    const dir = tempDir();
    openDatabase(dir).close();
    const db = openDatabase(dir);
    const calls: string[] = [];
    const ms = [
      {
        id: 'x1',
        up: () => {
          calls.push('x1');
        },
      },
      {
        id: 'x2',
        up: () => {
          calls.push('x2');
        },
      },
    ];
    expect(runMigrations(db, ms)).toEqual(['x1', 'x2']);
    expect(runMigrations(db, ms)).toEqual([]);
    expect(calls).toEqual(['x1', 'x2']);
    db.close();
  });

  it('rolls back a failing migration and records nothing', () => {
    const db = openDatabase(tempDir());
    expect(() =>
      runMigrations(db, [
        {
          id: 'bad',
          up: (d) => {
            d.exec('CREATE TABLE t1 (a)');
            throw new Error('boom');
          },
        },
      ]),
    ).toThrow('boom');
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name='t1'").get()).toEqual({ n: 0 });
    expect(db.prepare("SELECT count(*) AS n FROM schema_migrations WHERE id='bad'").get()).toEqual({ n: 0 });
    db.close();
  });
});
