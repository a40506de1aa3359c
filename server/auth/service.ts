// Sessions and tokens: issue an access/refresh pair for a login session, rotate the refresh token
// on use, end the whole session when a used refresh token comes back (someone holds a copy), revoke
// sessions on logout, suspension and password changes and tell the live sockets at once, list a
// user's sessions, verify access tokens, count API use per user per hour. One instance per app,
// reached as `app.auth`.
import crypto from 'node:crypto';
import type Database from 'better-sqlite3';
import type { ServerConfig } from '../config';
import type { SettingsStore } from '../settings';
import { signJwt, verifyJwt, type JwtClaims } from './jwt';
import { UsageCounter } from './usage';
import { userById, type UserRow } from './users';

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

/** Where a session was opened or last refreshed from: shown in the user's list of sessions. */
export interface ClientInfo {
  userAgent: string;
  ip: string;
}

const NO_CLIENT: ClientInfo = { userAgent: '', ip: '' };

/** Sessions that just ended: the live sockets riding on them are closed. */
export type Revocation = { sessionIds: string[] } | { userId: number; exceptSession?: string };

export interface SessionRow {
  session_id: string;
  user_id: number;
  created_at: string;
  user_agent: string;
  ip: string;
  last_used_ms: number;
}

/** A session's last use is written at most this often (an SQLite write per request costs more than the request). */
const LAST_USED_EVERY_MS = 60_000;

export class AuthService {
  readonly usage: UsageCounter;
  private readonly statements = new Map<string, Database.Statement>();
  private readonly revocationListeners = new Set<(r: Revocation) => void>();
  private readonly lastUsedWritten = new Map<string, number>();

  constructor(
    readonly db: Database.Database,
    private readonly key: Buffer,
    readonly config: ServerConfig,
    readonly settings: SettingsStore,
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

  /** Seconds a new access token lives: the admin's session length, else ACCESS_TOKEN_TTL. */
  accessTtlSec(): number {
    return this.settings.accessTtlSec(this.config.accessTokenTtlSec);
  }

  private pair(user: UserRow, sessionId: string): TokenPair {
    const now = Math.floor(Date.now() / 1000);
    const ttl = this.accessTtlSec();
    const access = signJwt(
      {
        sub: user.user_id,
        typ: 'access',
        sid: sessionId,
        jti: crypto.randomUUID(),
        iat: now,
        exp: now + ttl,
        username: user.username,
        role: user.role,
      },
      this.key,
    );
    const jti = crypto.randomUUID();
    const exp = now + this.config.refreshTokenTtlSec;
    this.stmt('INSERT INTO refresh_tokens (jti, session_id, user_id, expires_at_ms, created_at) VALUES (?, ?, ?, ?, ?)').run(
      jti,
      sessionId,
      user.user_id,
      exp * 1000,
      new Date().toISOString(),
    );
    const refresh = signJwt({ sub: user.user_id, typ: 'refresh', sid: sessionId, jti, iat: now, exp }, this.key);
    return { access_token: access, refresh_token: refresh, expires_in: ttl };
  }

  /** A new login session for the user. */
  startSession(user: UserRow, client: ClientInfo = NO_CLIENT): TokenPair & { session_id: string } {
    const sessionId = crypto.randomUUID();
    return this.db.transaction(() => {
      this.stmt('INSERT INTO sessions (session_id, user_id, created_at, user_agent, ip, last_used_ms) VALUES (?, ?, ?, ?, ?, ?)').run(
        sessionId,
        user.user_id,
        new Date().toISOString(),
        client.userAgent.slice(0, 300),
        client.ip.slice(0, 64),
        Date.now(),
      );
      this.lastUsedWritten.set(sessionId, Date.now());
      return { ...this.pair(user, sessionId), session_id: sessionId };
    })();
  }

  private sessionLive(sessionId: string, userId: number): boolean {
    const row = this.stmt('SELECT user_id, revoked_at_ms FROM sessions WHERE session_id = ?').get(sessionId) as
      { user_id: number; revoked_at_ms: number | null } | undefined;
    return !!row && row.user_id === userId && row.revoked_at_ms === null;
  }

  /**
   * Rotates a refresh token: the given one becomes used; null when it is bad, revoked or expired.
   * A refresh token that was already used is a copy in someone else's hands (or a replay): the
   * whole session (its family of tokens) ends, so neither holder keeps it.
   */
  refresh(token: string, client: ClientInfo): { pair: TokenPair; user: UserRow } | null {
    const claims = verifyJwt(token, this.key);
    if (!claims || claims.typ !== 'refresh') return null;
    let replayed: string | null = null;
    const result = this.db.transaction(() => {
      const row = this.stmt('SELECT * FROM refresh_tokens WHERE jti = ?').get(claims.jti) as
        { user_id: number; session_id: string; used_at_ms: number | null; revoked_at_ms: number | null; expires_at_ms: number } | undefined;
      if (!row || row.user_id !== claims.sub || row.session_id !== claims.sid) return null;
      if (row.used_at_ms !== null) {
        replayed = row.session_id;
        return null;
      }
      if (row.revoked_at_ms !== null || row.expires_at_ms <= Date.now() || !this.sessionLive(claims.sid, claims.sub)) return null;
      const user = userById(this.db, claims.sub);
      // An account waiting for e-mail verification keeps its session (it may read its profile).
      if (!user || (user.status !== 'active' && user.status !== 'pending_verification')) return null;
      this.stmt('UPDATE refresh_tokens SET used_at_ms = ? WHERE jti = ?').run(Date.now(), claims.jti);
      this.stmt('UPDATE sessions SET last_used_ms = ?, ip = ?, user_agent = ? WHERE session_id = ?').run(
        Date.now(),
        client.ip.slice(0, 64),
        client.userAgent.slice(0, 300),
        claims.sid,
      );
      this.lastUsedWritten.set(claims.sid, Date.now());
      return { pair: this.pair(user, claims.sid), user };
    })();
    if (replayed) this.revokeSession(replayed);
    return result;
  }

  /** Revokes the session (its access tokens and every refresh token of it). */
  revokeSession(sessionId: string): void {
    const now = Date.now();
    this.db.transaction(() => {
      this.stmt('UPDATE sessions SET revoked_at_ms = ? WHERE session_id = ? AND revoked_at_ms IS NULL').run(now, sessionId);
      this.stmt('UPDATE refresh_tokens SET revoked_at_ms = ? WHERE session_id = ? AND revoked_at_ms IS NULL').run(now, sessionId);
    })();
    this.announce({ sessionIds: [sessionId] });
  }

  /** Revokes every session of a user (suspension, password reset), or every other one (password change). */
  revokeUser(userId: number, exceptSession?: string): void {
    const now = Date.now();
    const keep = exceptSession ?? '';
    this.db.transaction(() => {
      this.stmt('UPDATE sessions SET revoked_at_ms = ? WHERE user_id = ? AND session_id <> ? AND revoked_at_ms IS NULL').run(
        now,
        userId,
        keep,
      );
      this.stmt('UPDATE refresh_tokens SET revoked_at_ms = ? WHERE user_id = ? AND session_id <> ? AND revoked_at_ms IS NULL').run(
        now,
        userId,
        keep,
      );
    })();
    this.announce(exceptSession ? { userId, exceptSession } : { userId });
  }

  /** Told of every revocation (the live socket closes what rode on it). Returns an unsubscribe. */
  onRevoke(listener: (r: Revocation) => void): () => void {
    this.revocationListeners.add(listener);
    return () => this.revocationListeners.delete(listener);
  }

  private announce(r: Revocation): void {
    for (const listener of [...this.revocationListeners]) listener(r);
  }

  /** The user's live sessions, most recently used first. */
  sessionsOf(userId: number): SessionRow[] {
    this.flushLastUsed();
    return this.stmt(
      `SELECT s.session_id, s.user_id, s.created_at, s.user_agent, s.ip, s.last_used_ms FROM sessions s
      WHERE s.user_id = ? AND s.revoked_at_ms IS NULL
        AND EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.session_id = s.session_id AND r.used_at_ms IS NULL
          AND r.revoked_at_ms IS NULL AND r.expires_at_ms > ?)
      ORDER BY s.last_used_ms DESC`,
    ).all(userId, Date.now()) as SessionRow[];
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
    if (!user) return null;
    this.touch(claims.sid);
    return { claims, user };
  }

  private touch(sessionId: string): void {
    const now = Date.now();
    if (now - (this.lastUsedWritten.get(sessionId) ?? 0) < LAST_USED_EVERY_MS) return;
    this.lastUsedWritten.set(sessionId, now);
    this.stmt('UPDATE sessions SET last_used_ms = max(last_used_ms, ?) WHERE session_id = ?').run(now, sessionId);
    if (this.lastUsedWritten.size > 10_000) this.flushLastUsed();
  }

  private flushLastUsed(): void {
    const cutoff = Date.now() - LAST_USED_EVERY_MS;
    for (const [sid, at] of this.lastUsedWritten) if (at < cutoff) this.lastUsedWritten.delete(sid);
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
