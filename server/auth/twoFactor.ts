// A user's second factor in the database: the TOTP secret (sealed with the secret box, like bot
// keys), its recovery codes (hashed), checking a code (TOTP or recovery, each usable once), and the
// login challenges that wait for a code between the password and the session.
import crypto from 'node:crypto';
import type Database from 'better-sqlite3';
import type { SecretBox } from './secretBox';
import { looksLikeRecoveryCode, newRecoveryCodes, recoveryCodeHash, totpStep } from './secondFactor';
import type { UserRow } from './users';

export const CHALLENGE_TTL_SEC = 300;
/** Codes one challenge may try (each wrong one also counts as a failed login of the account). */
const CHALLENGE_ATTEMPTS = 5;

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

export interface Challenge {
  user_id: number;
  kind: 'totp' | 'enrol';
  secret_enc: string | null;
  attempts: number;
  user_agent: string;
  ip: string;
}

export class TwoFactor {
  constructor(
    private readonly db: Database.Database,
    private readonly secrets: SecretBox,
  ) {}

  /** Checks a TOTP or recovery code of an enrolled user; a code is used up when it passes. */
  checkCode(user: UserRow, code: string, now = Date.now()): boolean {
    const typed = code.trim();
    if (user.totp_enabled && user.totp_secret_enc) {
      const step = totpStep(this.secrets.open(user.totp_secret_enc), typed, user.totp_last_step, now);
      if (step !== null) {
        // `totp_last_step < step`: two requests racing with one code cannot both pass.
        return (
          this.db.prepare('UPDATE users SET totp_last_step = ? WHERE user_id = ? AND totp_last_step < ?').run(step, user.user_id, step)
            .changes === 1
        );
      }
    }
    if (!looksLikeRecoveryCode(typed)) return false;
    return (
      this.db
        .prepare('UPDATE recovery_codes SET used_at_ms = ? WHERE user_id = ? AND code_hash = ? AND used_at_ms IS NULL')
        .run(now, user.user_id, recoveryCodeHash(typed)).changes === 1
    );
  }

  /** A secret waiting for its first code (enrolment from the settings screen). */
  propose(userId: number, secret: string): void {
    this.db.prepare('UPDATE users SET totp_secret_enc = ?, totp_enabled = 0 WHERE user_id = ?').run(this.secrets.seal(secret), userId);
  }

  proposed(user: UserRow): string | null {
    return !user.totp_enabled && user.totp_secret_enc ? this.secrets.open(user.totp_secret_enc) : null;
  }

  /** Turns the second factor on with this secret (its first code was right); returns the recovery codes. */
  enable(userId: number, secret: string, step: number): string[] {
    const codes = newRecoveryCodes();
    this.db.transaction(() => {
      this.db
        .prepare('UPDATE users SET totp_secret_enc = ?, totp_enabled = 1, totp_last_step = ? WHERE user_id = ?')
        .run(this.secrets.seal(secret), step, userId);
      this.db.prepare('DELETE FROM recovery_codes WHERE user_id = ?').run(userId);
      const add = this.db.prepare('INSERT INTO recovery_codes (user_id, code_hash) VALUES (?, ?)');
      for (const code of codes) add.run(userId, recoveryCodeHash(code));
    })();
    return codes;
  }

  disable(userId: number): void {
    this.db.transaction(() => {
      this.db.prepare('UPDATE users SET totp_secret_enc = NULL, totp_enabled = 0, totp_last_step = 0 WHERE user_id = ?').run(userId);
      this.db.prepare('DELETE FROM recovery_codes WHERE user_id = ?').run(userId);
    })();
  }

  /** A login waiting for its code; returns the challenge token (only its hash is stored). */
  challenge(userId: number, kind: 'totp' | 'enrol', client: { userAgent: string; ip: string }, secret?: string, now = Date.now()): string {
    const token = crypto.randomBytes(32).toString('base64url');
    this.db.prepare('DELETE FROM login_challenges WHERE expires_at_ms < ? OR used_at_ms IS NOT NULL').run(now);
    this.db
      .prepare(
        `INSERT INTO login_challenges (token_hash, user_id, kind, secret_enc, user_agent, ip, expires_at_ms)
        VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        sha256(token),
        userId,
        kind,
        secret ? this.secrets.seal(secret) : null,
        client.userAgent.slice(0, 300),
        client.ip.slice(0, 64),
        now + CHALLENGE_TTL_SEC * 1000,
      );
    return token;
  }

  /** The challenge of a token while it may still take a code (counting this try); null otherwise. */
  tryChallenge(token: string, now = Date.now()): (Challenge & { secret: string | null }) | null {
    const hash = sha256(token);
    return this.db.transaction(() => {
      const row = this.db
        .prepare('SELECT * FROM login_challenges WHERE token_hash = ? AND used_at_ms IS NULL AND expires_at_ms > ? AND attempts < ?')
        .get(hash, now, CHALLENGE_ATTEMPTS) as Challenge | undefined;
      if (!row) return null;
      this.db.prepare('UPDATE login_challenges SET attempts = attempts + 1 WHERE token_hash = ?').run(hash);
      return { ...row, secret: row.secret_enc ? this.secrets.open(row.secret_enc) : null };
    })();
  }

  /** The challenge was answered: it cannot be used again. */
  finish(token: string, now = Date.now()): boolean {
    return (
      this.db.prepare('UPDATE login_challenges SET used_at_ms = ? WHERE token_hash = ? AND used_at_ms IS NULL').run(now, sha256(token))
        .changes === 1
    );
  }
}
