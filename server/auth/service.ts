// Sessions and tokens: issue an access/refresh pair for a login session, rotate the refresh token
// on use (a used one is refused), revoke the session on logout, verify access tokens, count API
// use per user per hour. One instance per app, reached as `app.auth`.
import crypto from 'node:crypto';
import type Database from 'better-sqlite3';
import type { ServerConfig } from '../config';
import { signJwt, verifyJwt, type JwtClaims } from './jwt';
import { UsageCounter } from './usage';
import { userById, type UserRow } from './users';

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

export class AuthService {
  readonly usage: UsageCounter;
  private readonly statements = new Map<string, Database.Statement>();

  constructor(
    readonly db: Database.Database,
    private readonly key: Buffer,
    readonly config: ServerConfig,
  ) {
    this.usage = new UsageCounter(db);
  }

  // Every authenticated request runs these; preparing them anew each time was a tenth of its cost.
  private stmt(sql: string): Database.Statement {
    let found = this.statements.get(sql);
    if (!found) {
      found = this.db.prepare(sql);
      this.statements.set(sql, found);
    }
    return found;
  }

  private pair(user: UserRow, sessionId: string): TokenPair {
    const now = Math.floor(Date.now() / 1000);
    const access = signJwt(
      {
        sub: user.user_id,
        typ: 'access',
        sid: sessionId,
        jti: crypto.randomUUID(),
        iat: now,
        exp: now + this.config.accessTokenTtlSec,
        username: user.username,
        role: user.role,
      },
      this.key,
    );
    const jti = crypto.randomUUID();
    const exp = now + this.config.refreshTokenTtlSec;
    this.db
      .prepare('INSERT INTO refresh_tokens (jti, session_id, user_id, expires_at_ms, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(jti, sessionId, user.user_id, exp * 1000, new Date().toISOString());
    const refresh = signJwt({ sub: user.user_id, typ: 'refresh', sid: sessionId, jti, iat: now, exp }, this.key);
    return { access_token: access, refresh_token: refresh, expires_in: this.config.accessTokenTtlSec };
  }

  /** A new login session for the user. */
  startSession(user: UserRow): TokenPair {
    const sessionId = crypto.randomUUID();
    return this.db.transaction(() => {
      this.db
        .prepare('INSERT INTO sessions (session_id, user_id, created_at) VALUES (?, ?, ?)')
        .run(sessionId, user.user_id, new Date().toISOString());
      return this.pair(user, sessionId);
    })();
  }

  private sessionLive(sessionId: string, userId: number): boolean {
    const row = this.stmt('SELECT user_id, revoked_at_ms FROM sessions WHERE session_id = ?').get(sessionId) as
      { user_id: number; revoked_at_ms: number | null } | undefined;
    return !!row && row.user_id === userId && row.revoked_at_ms === null;
  }

  /** Rotates a refresh token: the given one becomes used; null when it is bad, used, revoked or expired. */
  refresh(token: string): { pair: TokenPair; user: UserRow } | null {
    const claims = verifyJwt(token, this.key);
    if (!claims || claims.typ !== 'refresh') return null;
    return this.db.transaction(() => {
      const row = this.db.prepare('SELECT * FROM refresh_tokens WHERE jti = ?').get(claims.jti) as
        { user_id: number; session_id: string; used_at_ms: number | null; revoked_at_ms: number | null; expires_at_ms: number } | undefined;
      if (!row || row.used_at_ms !== null || row.revoked_at_ms !== null || row.expires_at_ms <= Date.now()) return null;
      if (row.user_id !== claims.sub || !this.sessionLive(claims.sid, claims.sub)) return null;
      const user = userById(this.db, claims.sub);
      if (!user || user.status !== 'active') return null;
      this.db.prepare('UPDATE refresh_tokens SET used_at_ms = ? WHERE jti = ?').run(Date.now(), claims.jti);
      return { pair: this.pair(user, claims.sid), user };
    })();
  }

  /** Revokes the session (its access tokens and every refresh token of it). */
  revokeSession(sessionId: string): void {
    const now = Date.now();
    this.db.transaction(() => {
      this.db.prepare('UPDATE sessions SET revoked_at_ms = ? WHERE session_id = ? AND revoked_at_ms IS NULL').run(now, sessionId);
      this.db.prepare('UPDATE refresh_tokens SET revoked_at_ms = ? WHERE session_id = ? AND revoked_at_ms IS NULL').run(now, sessionId);
    })();
  }

  /** Revokes every session of a user (suspension, password reset). */
  revokeUser(userId: number): void {
    const now = Date.now();
    this.db.prepare('UPDATE sessions SET revoked_at_ms = ? WHERE user_id = ? AND revoked_at_ms IS NULL').run(now, userId);
    this.db.prepare('UPDATE refresh_tokens SET revoked_at_ms = ? WHERE user_id = ? AND revoked_at_ms IS NULL').run(now, userId);
  }

  /** Claims and user of a valid access token of a live session; null otherwise. */
  verifyAccess(token: string): { claims: JwtClaims; user: UserRow } | null {
    const claims = verifyJwt(token, this.key);
    if (!claims || claims.typ !== 'access') return null;
    // the session check and the user in one read: a live (unrevoked) session of that very user
    const user = this.stmt(
      `SELECT u.* FROM sessions s JOIN users u ON u.user_id = s.user_id
      WHERE s.session_id = ? AND s.user_id = ? AND s.revoked_at_ms IS NULL`,
    ).get(claims.sid, claims.sub) as UserRow | undefined;
    return user ? { claims, user } : null;
  }

  /** Claims of a refresh token that is still usable (for logout with the refresh token as bearer). */
  refreshClaims(token: string): JwtClaims | null {
    const claims = verifyJwt(token, this.key);
    return claims && claims.typ === 'refresh' ? claims : null;
  }

  /** Counts one request of the user in this hour; false when the hourly limit is already reached. */
  countRequest(user: UserRow): boolean {
    return this.usage.tryCount(user.user_id, user.api_rate_limit);
  }

  countError(userId: number): void {
    this.usage.countError(userId);
  }

  /** Writes pending usage counts (before reading api_usage, and on close). */
  flushUsage(): void {
    this.usage.flush();
  }
}
