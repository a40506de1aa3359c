import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { openDatabase } from '../db/open';
import { insertUser } from './users';
import { HOUR_MS, hourOf, secondsLeftInHour, UsageCounter } from './usage';

let dir: string;
let db: Database.Database;
let userId: number;
const T = Date.UTC(2026, 10, 22, 10, 30);

const stored = (user = userId, hour = hourOf(T)) =>
  db.prepare('SELECT requests, errors FROM api_usage WHERE user_id = ? AND hour_ms = ?').get(user, hour) as
    { requests: number; errors: number } | undefined;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lpops-usage-'));
  db = openDatabase(dir);
  userId = insertUser(db, { username: 'u', email: 'u@test.local', password_hash: 'x', role: 'user', status: 'active' });
});

afterEach(() => {
  vi.useRealTimers();
  if (db.open) db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('hour arithmetic', () => {
  it('fixed UTC hours and the seconds left in one', () => {
    expect(hourOf(T)).toBe(Date.UTC(2026, 10, 22, 10));
    expect(hourOf(hourOf(T) + HOUR_MS - 1)).toBe(hourOf(T));
    expect(secondsLeftInHour(T)).toBe(1800);
  });
});

describe('UsageCounter', () => {
  it('enforces the hourly limit exactly, before anything is written', () => {
    const usage = new UsageCounter(db, 60_000);
    for (let i = 0; i < 3; i += 1) expect(usage.tryCount(userId, 3, T)).toBe(true);
    expect(usage.tryCount(userId, 3, T)).toBe(false);
    expect(usage.tryCount(userId, 3, T + 1000)).toBe(false);
    expect(stored()).toBeUndefined();
    usage.flush(T);
    // a refused request is not counted
    expect(stored()).toEqual({ requests: 3, errors: 0 });
  });

  it('starts from the stored count, so a restart keeps the limit', () => {
    const first = new UsageCounter(db, 60_000);
    expect(first.tryCount(userId, 3, T)).toBe(true);
    expect(first.tryCount(userId, 3, T)).toBe(true);
    first.close();
    const second = new UsageCounter(db, 60_000);
    expect(second.tryCount(userId, 3, T)).toBe(true);
    expect(second.tryCount(userId, 3, T)).toBe(false);
    second.close();
    expect(stored()?.requests).toBe(3);
  });

  it('a new hour starts a new count; finished hours are written and forgotten', () => {
    const usage = new UsageCounter(db, 60_000);
    expect(usage.tryCount(userId, 1, T)).toBe(true);
    expect(usage.tryCount(userId, 1, T)).toBe(false);
    const next = T + HOUR_MS;
    expect(usage.tryCount(userId, 1, next)).toBe(true);
    usage.flush(next);
    expect(stored(userId, hourOf(T))?.requests).toBe(1);
    expect(stored(userId, hourOf(next))?.requests).toBe(1);
    // the finished hour is not read back into memory and counted twice
    usage.flush(next);
    expect(stored(userId, hourOf(T))?.requests).toBe(1);
  });

  it('adds to what is stored instead of overwriting it', () => {
    db.prepare('INSERT INTO api_usage (user_id, hour_ms, requests, errors) VALUES (?, ?, 5, 1)').run(userId, hourOf(T));
    const usage = new UsageCounter(db, 60_000);
    expect(usage.tryCount(userId, 100, T)).toBe(true);
    usage.countError(userId, T);
    usage.flush(T);
    expect(stored()).toEqual({ requests: 6, errors: 2 });
  });

  it('writes on its own shortly after counting', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const usage = new UsageCounter(db, 1000);
    usage.tryCount(userId, 100);
    usage.countError(userId);
    expect(stored(userId, hourOf(Date.now()))).toBeUndefined();
    vi.advanceTimersByTime(1000);
    expect(stored(userId, hourOf(Date.now()))).toEqual({ requests: 1, errors: 1 });
    usage.close();
  });

  it('close writes what is pending; a closed database or a deleted user is no error', () => {
    const usage = new UsageCounter(db, 60_000);
    usage.tryCount(userId, 100, T);
    const gone = insertUser(db, { username: 'gone', email: 'gone@test.local', password_hash: 'x', role: 'user', status: 'active' });
    usage.tryCount(gone, 100, T);
    db.prepare('DELETE FROM users WHERE user_id = ?').run(gone);
    usage.close();
    expect(stored()?.requests).toBe(1);
    expect(stored(gone)).toBeUndefined();
    usage.tryCount(userId, 100, T);
    db.close();
    expect(() => usage.close()).not.toThrow();
  });
});
