// Per-user API usage per fixed UTC hour: the spec's hourly rate limit and the admin panel's request
// and error counts. An SQLite write on every request cost more than the read it guarded, so counts
// are kept in memory and written in one transaction about once a second (and on close). The limit
// check reads the in-memory count, which starts from the stored row: it stays exact because this
// process is the table's only writer.
import type Database from 'better-sqlite3';

export const HOUR_MS = 3600_000;
const FLUSH_AFTER_MS = 1000;

export const hourOf = (ms: number): number => Math.floor(ms / HOUR_MS) * HOUR_MS;

/** Seconds until the fixed hour of `ms` ends (the 429's Retry-After). */
export const secondsLeftInHour = (ms: number): number => 3600 - Math.floor((ms / 1000) % 3600);

interface Tally {
  userId: number;
  hour: number;
  /** Stored plus not yet written: what the limit is checked against. */
  requests: number;
  pendingRequests: number;
  pendingErrors: number;
}

/** Whether one more request fits under the hourly limit. */
const underLimit = (requests: number, limit: number): boolean => requests < limit;

export class UsageCounter {
  private readonly tallies = new Map<string, Tally>();
  private timer: NodeJS.Timeout | null = null;
  private readonly readStored: Database.Statement;
  private readonly add: Database.Statement;

  constructor(
    private readonly db: Database.Database,
    private readonly flushAfterMs = FLUSH_AFTER_MS,
  ) {
    this.readStored = db.prepare('SELECT requests FROM api_usage WHERE user_id = ? AND hour_ms = ?');
    // a user deleted meanwhile loses the counts, as the foreign key's cascade would have done
    this.add = db.prepare(`INSERT INTO api_usage (user_id, hour_ms, requests, errors)
      SELECT @user, @hour, @requests, @errors WHERE EXISTS (SELECT 1 FROM users WHERE user_id = @user)
      ON CONFLICT (user_id, hour_ms) DO UPDATE SET requests = requests + excluded.requests, errors = errors + excluded.errors`);
  }

  /** Counts one request of the user in the hour of `now`; false (nothing counted) when the limit is reached. */
  tryCount(userId: number, limit: number, now = Date.now()): boolean {
    const tally = this.tally(userId, hourOf(now));
    if (!underLimit(tally.requests, limit)) return false;
    tally.requests += 1;
    tally.pendingRequests += 1;
    this.schedule();
    return true;
  }

  countError(userId: number, now = Date.now()): void {
    this.tally(userId, hourOf(now)).pendingErrors += 1;
    this.schedule();
  }

  /** Writes what is pending in one transaction and forgets finished hours. */
  flush(now = Date.now()): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (!this.db.open) return;
    const pending = [...this.tallies.values()].filter((t) => t.pendingRequests > 0 || t.pendingErrors > 0);
    if (pending.length > 0) {
      this.db.transaction(() => {
        for (const t of pending) this.add.run({ user: t.userId, hour: t.hour, requests: t.pendingRequests, errors: t.pendingErrors });
      })();
      for (const t of pending) {
        t.pendingRequests = 0;
        t.pendingErrors = 0;
      }
    }
    const current = hourOf(now);
    for (const [key, t] of this.tallies) if (t.hour < current) this.tallies.delete(key);
  }

  close(): void {
    this.flush();
  }

  private tally(userId: number, hour: number): Tally {
    const key = `${userId}:${hour}`;
    let tally = this.tallies.get(key);
    if (!tally) {
      const stored = this.readStored.get(userId, hour) as { requests: number } | undefined;
      tally = { userId, hour, requests: stored?.requests ?? 0, pendingRequests: 0, pendingErrors: 0 };
      this.tallies.set(key, tally);
    }
    return tally;
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => this.flush(), this.flushAfterMs);
    this.timer.unref();
  }
}
