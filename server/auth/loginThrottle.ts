// Failed-login counting that parallel guesses cannot race. Each attempt is counted *before* the
// slow check, in one synchronous step (better-sqlite3 is synchronous, so nothing runs in between):
// once the attempts in flight reach the maximum, further ones are refused without being checked,
// and a wrong one at the maximum locks for 15 minutes. A right one clears the count.
// What is counted where:
// - a password of an account, from an address its owner proved to be at (a full sign-in or a
//   password reset in the last 30 days: `login_trust`): on that address's own row, so strangers
//   guessing elsewhere cannot lock the owner out of their own address, nor re-lock a reset at once;
// - a password of an account from any other address: on the account's row (`users`);
// - a name that is no account: in `login_failures`, the same way (so both get the same answers);
// - second-factor codes of an account, on every route that takes one: on their own row
//   (`users.code_*`), 5 at most whatever the admin settings say, never cleared by a right password.
import type Database from 'better-sqlite3';
import type { AdminSettings } from '../../src/domain/rules/admin/adminSettings';

const LOCK_MS = 15 * 60_000;
/** Wrong codes before a lock: a code of 6 digits cannot be guessed in that many. */
const CODE_ATTEMPTS = 5;
/** How long an address an owner signed in or reset from stays theirs. */
const TRUST_MS = 30 * 24 * 3600_000;
/** Rows of unknown names are forgotten a day after their last failure. */
const FORGET_AFTER_MS = 24 * 3600_000;

/** Who is being guessed: an account's password (from an address), a name that is none, or an account's codes. */
export type LoginTarget = { userId: number; ip: string } | { name: string } | { codesOf: number };

export const normaliseLogin = (login: string): string => login.trim().normalize('NFKC').toLowerCase();

interface Count {
  failures: number;
  locked_until_ms: number;
}

/** One counter row: where it is read and written. */
interface Row {
  read(): Count;
  write(count: Count, now: number): void;
}

export class LoginThrottle {
  private lastSweep = 0;

  constructor(
    private readonly db: Database.Database,
    private readonly settings: () => Pick<AdminSettings, 'auto_lock' | 'max_failed_logins'>,
  ) {}

  private row(target: LoginTarget, now: number): Row {
    const db = this.db;
    if ('codesOf' in target)
      return {
        read: () => {
          const r = db.prepare('SELECT code_failures, code_locked_until_ms FROM users WHERE user_id = ?').get(target.codesOf) as
            { code_failures: number; code_locked_until_ms: number } | undefined;
          return { failures: r?.code_failures ?? 0, locked_until_ms: r?.code_locked_until_ms ?? 0 };
        },
        write: (c) =>
          db
            .prepare('UPDATE users SET code_failures = ?, code_locked_until_ms = ? WHERE user_id = ?')
            .run(c.failures, c.locked_until_ms, target.codesOf),
      };
    if ('name' in target)
      return {
        read: () =>
          (db.prepare('SELECT failures, locked_until_ms FROM login_failures WHERE login_key = ?').get(target.name) as
            Count | undefined) ?? {
            failures: 0,
            locked_until_ms: 0,
          },
        write: (c, at) =>
          db
            .prepare(
              `INSERT INTO login_failures (login_key, failures, locked_until_ms, updated_ms) VALUES (?, ?, ?, ?)
              ON CONFLICT (login_key) DO UPDATE SET failures = excluded.failures, locked_until_ms = excluded.locked_until_ms, updated_ms = excluded.updated_ms`,
            )
            .run(target.name, c.failures, c.locked_until_ms, at),
      };
    const trusted = db
      .prepare('SELECT failures, locked_until_ms FROM login_trust WHERE user_id = ? AND ip = ? AND trusted_until_ms > ?')
      .get(target.userId, target.ip, now) as Count | undefined;
    if (trusted)
      return {
        read: () =>
          (db.prepare('SELECT failures, locked_until_ms FROM login_trust WHERE user_id = ? AND ip = ?').get(target.userId, target.ip) as
            Count | undefined) ?? { failures: 0, locked_until_ms: 0 },
        write: (c) =>
          db
            .prepare('UPDATE login_trust SET failures = ?, locked_until_ms = ? WHERE user_id = ? AND ip = ?')
            .run(c.failures, c.locked_until_ms, target.userId, target.ip),
      };
    return {
      read: () => {
        const r = db.prepare('SELECT failed_logins, locked_until_ms FROM users WHERE user_id = ?').get(target.userId) as
          { failed_logins: number; locked_until_ms: number } | undefined;
        return { failures: r?.failed_logins ?? 0, locked_until_ms: r?.locked_until_ms ?? 0 };
      },
      write: (c) =>
        db
          .prepare('UPDATE users SET failed_logins = ?, locked_until_ms = ? WHERE user_id = ?')
          .run(c.failures, c.locked_until_ms, target.userId),
    };
  }

  /** The maximum of wrong attempts before a lock, or null when the target is never locked. */
  private maximum(target: LoginTarget): number | null {
    if ('codesOf' in target) return CODE_ATTEMPTS;
    const { auto_lock, max_failed_logins } = this.settings();
    return auto_lock ? max_failed_logins : null;
  }

  /**
   * Counts one attempt before it is checked. Returns the milliseconds left when the target is
   * locked (or its allowance is taken by attempts still in flight): the attempt must be refused unchecked.
   */
  begin(target: LoginTarget, now = Date.now()): number | null {
    return this.db.transaction(() => {
      this.sweep(now);
      const row = this.row(target, now);
      const max = this.maximum(target);
      let count = row.read();
      if (count.locked_until_ms > now) return count.locked_until_ms - now;
      if (count.locked_until_ms !== 0) count = { failures: 0, locked_until_ms: 0 }; // the lock ran out
      if (max !== null && count.failures >= max) {
        // a real lock, so it runs out like any other (a bare count at the maximum never would)
        row.write({ failures: count.failures, locked_until_ms: now + LOCK_MS }, now);
        return LOCK_MS;
      }
      row.write({ failures: count.failures + 1, locked_until_ms: 0 }, now);
      return null;
    })();
  }

  /** The attempt was wrong (it is already counted). Returns the lock's milliseconds when this one locked the target. */
  fail(target: LoginTarget, now = Date.now()): number | null {
    const row = this.row(target, now);
    const max = this.maximum(target);
    const count = row.read();
    if (max === null || count.failures < max) return null;
    if (count.locked_until_ms <= now) row.write({ failures: count.failures, locked_until_ms: now + LOCK_MS }, now);
    return count.locked_until_ms > now ? count.locked_until_ms - now : LOCK_MS;
  }

  /**
   * The attempt's password was right but the login waits for a second factor: it is taken back out
   * of the count (the code's own attempt is counted when it comes), so abandoned challenges add up
   * to nothing. The rest of the count stays until the owner is fully in.
   */
  settle(target: LoginTarget, now = Date.now()): void {
    this.db.transaction(() => {
      const row = this.row(target, now);
      const count = row.read();
      if (count.failures > 0) row.write({ failures: count.failures - 1, locked_until_ms: count.locked_until_ms }, now);
    })();
  }

  /** The attempt was right: the count and any lock of its row are cleared. */
  clear(target: LoginTarget, now = Date.now()): void {
    this.row(target, now).write({ failures: 0, locked_until_ms: 0 }, now);
  }

  /**
   * The owner proved to be at this address (a full sign-in, a password reset): for 30 days their
   * password attempts from it count on its own row, starting clean.
   */
  trust(userId: number, ip: string, now = Date.now()): void {
    this.db
      .prepare(
        `INSERT INTO login_trust (user_id, ip, failures, locked_until_ms, trusted_until_ms) VALUES (?, ?, 0, 0, ?)
        ON CONFLICT (user_id, ip) DO UPDATE SET failures = 0, locked_until_ms = 0, trusted_until_ms = excluded.trusted_until_ms`,
      )
      .run(userId, ip, now + TRUST_MS);
  }

  /** Whether the owner proved to be at this address within the last 30 days. */
  trusted(userId: number, ip: string, now = Date.now()): boolean {
    return (
      this.db.prepare('SELECT 1 FROM login_trust WHERE user_id = ? AND ip = ? AND trusted_until_ms > ?').get(userId, ip, now) !== undefined
    );
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    this.db.prepare('DELETE FROM login_failures WHERE updated_ms < ? AND locked_until_ms < ?').run(now - FORGET_AFTER_MS, now);
    this.db.prepare('DELETE FROM login_trust WHERE trusted_until_ms < ?').run(now);
  }
}
