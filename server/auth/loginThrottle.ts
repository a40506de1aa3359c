// Failed-login counting that parallel guesses cannot race. Each attempt is counted *before* the
// slow password hash, in one synchronous step (better-sqlite3 is synchronous, so nothing runs in
// between): once the attempts in flight reach the maximum, further ones are refused without being
// checked, and a wrong password at the maximum locks for 15 minutes. A right password (with its
// second factor, where one is needed) clears the count. Accounts count on their row (`users`);
// names that are no account count the same way in `login_failures`, so both get the same answers.
import type Database from 'better-sqlite3';
import type { AdminSettings } from '../../src/domain/adminSettings';

const LOCK_MINUTES = 15;
/** Rows of unknown names are forgotten a day after their last failure. */
const FORGET_AFTER_MS = 24 * 3600_000;

/** Who is being guessed: an account, or a name that is none (normalised: trimmed, NFKC, lower case). */
export type LoginTarget = { userId: number } | { name: string };

export const normaliseLogin = (login: string): string => login.trim().normalize('NFKC').toLowerCase();

interface Count {
  failures: number;
  locked_until_ms: number;
}

export class LoginThrottle {
  private lastSweep = 0;

  constructor(
    private readonly db: Database.Database,
    private readonly settings: () => Pick<AdminSettings, 'auto_lock' | 'max_failed_logins'>,
  ) {}

  private read(target: LoginTarget): Count {
    if ('userId' in target) {
      const row = this.db.prepare('SELECT failed_logins, locked_until_ms FROM users WHERE user_id = ?').get(target.userId) as
        { failed_logins: number; locked_until_ms: number } | undefined;
      return { failures: row?.failed_logins ?? 0, locked_until_ms: row?.locked_until_ms ?? 0 };
    }
    const row = this.db.prepare('SELECT failures, locked_until_ms FROM login_failures WHERE login_key = ?').get(target.name) as
      Count | undefined;
    return row ?? { failures: 0, locked_until_ms: 0 };
  }

  private write(target: LoginTarget, count: Count, now: number): void {
    if ('userId' in target) {
      this.db
        .prepare('UPDATE users SET failed_logins = ?, locked_until_ms = ? WHERE user_id = ?')
        .run(count.failures, count.locked_until_ms, target.userId);
      return;
    }
    this.db
      .prepare(
        `INSERT INTO login_failures (login_key, failures, locked_until_ms, updated_ms) VALUES (?, ?, ?, ?)
        ON CONFLICT (login_key) DO UPDATE SET failures = excluded.failures, locked_until_ms = excluded.locked_until_ms, updated_ms = excluded.updated_ms`,
      )
      .run(target.name, count.failures, count.locked_until_ms, now);
  }

  /**
   * Counts one attempt before it is checked. Returns the minutes left when the target is locked
   * (or its allowance is taken by attempts still in flight): the attempt must be refused unchecked.
   */
  begin(target: LoginTarget, now = Date.now()): number | null {
    return this.db.transaction(() => {
      this.sweep(now);
      const { auto_lock, max_failed_logins } = this.settings();
      let count = this.read(target);
      if (count.locked_until_ms > now) return Math.ceil((count.locked_until_ms - now) / 60_000);
      if (count.locked_until_ms !== 0) count = { failures: 0, locked_until_ms: 0 }; // the lock ran out
      if (auto_lock && count.failures >= max_failed_logins) {
        // a real lock, so it runs out like any other (a bare count at the maximum never would)
        this.write(target, { failures: count.failures, locked_until_ms: now + LOCK_MINUTES * 60_000 }, now);
        return LOCK_MINUTES;
      }
      this.write(target, { failures: count.failures + 1, locked_until_ms: 0 }, now);
      return null;
    })();
  }

  /** The attempt was wrong (it is already counted). Returns the lock's minutes when this one locked the target. */
  fail(target: LoginTarget, now = Date.now()): number | null {
    const { auto_lock, max_failed_logins } = this.settings();
    const count = this.read(target);
    if (!auto_lock || count.failures < max_failed_logins) return null;
    if (count.locked_until_ms <= now) this.write(target, { failures: count.failures, locked_until_ms: now + LOCK_MINUTES * 60_000 }, now);
    return LOCK_MINUTES;
  }

  /**
   * The attempt's password was right but the login waits for a second factor: it is taken back out
   * of the count (the code's own attempt is counted when it comes), so abandoned challenges add up
   * to nothing. The rest of the count stays until the owner is fully in.
   */
  settle(target: LoginTarget, now = Date.now()): void {
    this.db.transaction(() => {
      const count = this.read(target);
      if (count.failures > 0) this.write(target, { failures: count.failures - 1, locked_until_ms: count.locked_until_ms }, now);
    })();
  }

  /** The owner got in (or proved it by a password reset): the count and any lock are cleared. */
  clear(target: LoginTarget, now = Date.now()): void {
    this.write(target, { failures: 0, locked_until_ms: 0 }, now);
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    this.db.prepare('DELETE FROM login_failures WHERE updated_ms < ? AND locked_until_ms < ?').run(now - FORGET_AFTER_MS, now);
  }
}
