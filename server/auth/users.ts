// The users table: row shape, the public User answer, lookups. Never returns the password hash
// or the avatar file path to callers outside server/auth and server/routes/profile.
import type Database from 'better-sqlite3';
import { DEFAULT_CONCURRENT_BOTS } from '../../src/domain/rules/admin/adminUsers';
import type { AdminUser, Role, User, UserStatus } from '../../src/domain/contracts/types';

/** A `users` row: the public User of docs/product.md §3 plus what only the server keeps. */
export interface UserRow extends Omit<User, 'avatar_url'> {
  password_hash: string;
  avatar_file: string | null;
  failed_logins: number;
  locked_until_ms: number;
  last_login: string | null;
  created_at: string;
  updated_at: string;
  pending_email: string | null;
  totp_secret_enc: string | null;
  totp_enabled: number;
  totp_last_step: number;
}

/** Limits of a new account when nothing else is said (registration, `user:create`). */
export const DEFAULT_LIMITS = { max_bots: 5, max_concurrent_bots: DEFAULT_CONCURRENT_BOTS, api_rate_limit: 10000 } as const;

export function toUser(row: UserRow): User {
  return {
    user_id: row.user_id,
    username: row.username,
    full_name: row.full_name,
    email: row.email,
    role: row.role,
    status: row.status,
    total_bots_created: row.total_bots_created,
    max_bots: row.max_bots,
    max_concurrent_bots: row.max_concurrent_bots,
    api_rate_limit: row.api_rate_limit,
    avatar_url: row.avatar_file ? `/api/avatars/${row.avatar_file}` : null,
    two_factor_enabled: row.totp_enabled === 1,
    pending_email: row.pending_email,
  };
}

export function toAdminUser(row: UserRow): AdminUser {
  return {
    user_id: row.user_id,
    username: row.username,
    email: row.email,
    role: row.role,
    status: row.status,
    total_bots_created: row.total_bots_created,
    max_bots: row.max_bots,
    last_login: row.last_login,
    max_concurrent_bots: row.max_concurrent_bots,
    api_rate_limit: row.api_rate_limit,
  };
}

export function userById(db: Database.Database, id: number): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE user_id = ?').get(id) as UserRow | undefined;
}

export function userByLogin(db: Database.Database, login: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE username = ? OR email = ?').get(login, login) as UserRow | undefined;
}

export interface NewUser {
  username: string;
  email: string;
  full_name?: string | null;
  password_hash: string;
  role: Role;
  status: UserStatus;
  max_bots?: number;
  max_concurrent_bots?: number;
  api_rate_limit?: number;
}

export function insertUser(db: Database.Database, u: NewUser): number {
  const now = new Date().toISOString();
  const info = db
    .prepare(
      `INSERT INTO users (username, email, full_name, password_hash, role, status,
      max_bots, max_concurrent_bots, api_rate_limit, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      u.username,
      u.email,
      u.full_name ?? null,
      u.password_hash,
      u.role,
      u.status,
      u.max_bots ?? DEFAULT_LIMITS.max_bots,
      u.max_concurrent_bots ?? DEFAULT_LIMITS.max_concurrent_bots,
      u.api_rate_limit ?? DEFAULT_LIMITS.api_rate_limit,
      now,
      now,
    );
  return Number(info.lastInsertRowid);
}

/**
 * A new password hash. Whatever reset links are outstanding become void (they were made for the
 * old password), and so does the failed-login count and its lock: the owner has proved who they are.
 */
export function setPassword(db: Database.Database, userId: number, hash: string): void {
  db.transaction(() => {
    db.prepare('UPDATE users SET password_hash = ?, failed_logins = 0, locked_until_ms = 0, updated_at = ? WHERE user_id = ?').run(
      hash,
      new Date().toISOString(),
      userId,
    );
    db.prepare("DELETE FROM email_tokens WHERE user_id = ? AND kind = 'reset'").run(userId);
  })();
}
