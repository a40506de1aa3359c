// The session of docs/product.md §4 "Session" with the constants of docs/product.md §9: restore on start-up, login and
// register, the refresh scheduled before expiry (validated by the profile, retried with a delay
// growing 1 s per attempt), periodic / on-visible / after-inactivity validation with the error
// classification, activity, extend, expiry and logout. Pure of globals: fetch, clock and storage
// come in through the constructor.
import { apiError, isApiError, toApiError } from '../../domain/rules/sync/httpError';
import {
  ACTIVITY_CHECK_MS,
  MAX_REFRESH_RETRIES,
  SESSION_CHECK_INTERVAL_MS,
  canRestore,
  classifyValidationError,
  extendedExpiry,
  isExpired,
  isInactive,
  newSessionRecord,
  refreshRetryDelay,
  renewalAt,
  sessionEnd,
  shouldRecordActivity,
  tokenExpiry,
  type RenewalInput,
} from '../../domain/rules/accounts/sessionRules';
import type { ApiError, SessionRecord, User } from '../../domain/contracts/types';
import type { AuthRow } from '../../db/schema';
import type { LoginResult, RegisterPayload, SessionEvent, SessionState, UserLimits } from '../api';
import { sleep, type Clock } from '../clock';
import type { ApiClient } from '../http/apiClient';
import type { HttpClient } from '../http/httpClient';
import type { AuthStore } from '../../db/authStore';
import type { TokenManager, TokenPair } from './tokenManager';

const LOGIN_FAILED_DETAIL = 'Ошибка входа в систему';
const INVALID_LOGIN_RESPONSE_DETAIL = 'Неверный ответ сервера при входе';
const DEFAULT_TOKEN_TTL_MS = 3_600_000;
/** A code typed with no login waiting for it (the worker restarted, or the login is too old). */
const NO_CHALLENGE_DETAIL = 'Время на ввод кода истекло. Войдите заново';
/** Extend asked of a session no renewal can reach (no refresh token, or it has lapsed). */
const CANNOT_EXTEND_DETAIL = 'Сессию продлить нельзя: сервер больше не продлевает этот вход. Сохраните работу и войдите заново';

export type ExpiryReason = Extract<SessionEvent, { type: 'expired' }>['reason'];

function userLimits(user: User): UserLimits {
  return {
    botsUsed: user.total_bots_created,
    maxBots: user.max_bots,
    apiCallsPerHour: user.api_rate_limit,
    maxConcurrentBots: user.max_concurrent_bots,
    remainingBotSlots: Math.max(0, user.max_bots - user.total_bots_created),
  };
}

function isUser(value: unknown): value is User {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as User).user_id === 'number' &&
    typeof (value as User).username === 'string'
  );
}

export interface SessionDeps {
  http: HttpClient;
  api: ApiClient;
  tokens: TokenManager;
  store: AuthStore;
  clock: Clock;
  userAgent: string;
  onState: (state: SessionState) => void;
  onEvent: (event: SessionEvent) => void;
  /** The signed-in user changed (null: signed out or expired). The data layer re-keys its mirror. */
  onUserChange: (user: User | null, previous: User | null, why: 'login' | 'restore' | 'logout' | 'expired') => void | Promise<void>;
  /** Tell the other tabs (BroadcastChannel) that this tab signed in or out. */
  broadcast?: (message: SessionBroadcast) => void;
}

export type SessionBroadcast = { type: 'signedIn'; userId: number } | { type: 'signedOut' };

export class SessionManager {
  private user: User | null = null;
  private session: SessionRecord | null = null;
  private status: SessionState['status'] = 'initialising';
  private online = true;
  private refreshTimer: unknown = null;
  /** The session's certain end, when no renewal can come before it: it expires then. */
  private endTimer: unknown = null;
  /** Lifetime of the current access token as the server gave it (unknown after a restore). */
  private tokenLifetimeMs: number | undefined = undefined;
  private checkTimer: unknown = null;
  private activityTimer: unknown = null;
  /** Set once the current stretch of inactivity has been validated. */
  private inactivityChecked = false;
  private lastActivityRecorded = -Infinity;
  private refreshing: Promise<void> | null = null;
  /** The login waiting for its second factor (kept here, never handed to the page or stored). */
  private challenge: string | null = null;

  constructor(private readonly deps: SessionDeps) {}

  state(): SessionState {
    const renewal = this.renewal();
    return {
      status: this.status,
      user: this.user,
      session: this.session && renewal ? { ...this.session, endsAt: sessionEnd(renewal, this.deps.clock.now()) } : this.session,
      limits: this.user ? userLimits(this.user) : null,
      online: this.online,
    };
  }

  get currentUser(): User | null {
    return this.user;
  }
  get isOnline(): boolean {
    return this.online;
  }

  setOnline(online: boolean): void {
    if (online === this.online) return;
    this.online = online;
    this.emitState();
  }

  /** Start-up: a valid stored token plus stored user restores the session; otherwise auth data is cleared. */
  async start(): Promise<void> {
    const stored = await this.deps.store.load();
    const now = this.deps.clock.now();
    if (stored && canRestore(stored, now)) {
      this.deps.tokens.set({ accessToken: stored.accessToken, refreshToken: stored.refreshToken, tokenExpiresAt: stored.tokenExpiresAt });
      this.user = stored.user;
      this.session = stored.session;
      this.status = 'authenticated';
      await this.deps.onUserChange(this.user, null, 'restore');
      this.emitState();
      this.startTimers();
      void this.validate('restore');
      return;
    }
    if (stored) await this.deps.store.clear();
    this.status = 'anonymous';
    this.emitState();
  }

  async login(usernameOrEmail: string, password: string): Promise<LoginResult> {
    let body: unknown;
    this.challenge = null;
    try {
      body = await this.deps.http.send(
        { method: 'POST', path: '/api/auth/login', body: { username_or_email: usernameOrEmail, password }, auth: false },
        null,
      );
    } catch (error) {
      throw toApiError(error, LOGIN_FAILED_DETAIL);
    }
    const c = body as {
      two_factor?: unknown;
      challenge?: unknown;
      message?: unknown;
      secret?: unknown;
      otpauth_uri?: unknown;
      qr_svg?: unknown;
    };
    if (c && (c.two_factor === 'totp' || c.two_factor === 'enrol') && typeof c.challenge === 'string') {
      this.challenge = c.challenge;
      const message = typeof c.message === 'string' ? c.message : '';
      if (c.two_factor === 'totp') return { kind: 'code', message };
      if (typeof c.secret !== 'string' || typeof c.otpauth_uri !== 'string' || typeof c.qr_svg !== 'string')
        throw apiError(INVALID_LOGIN_RESPONSE_DETAIL, 0);
      return { kind: 'enrol', message, secret: c.secret, otpauthUri: c.otpauth_uri, qrSvg: c.qr_svg };
    }
    return { kind: 'signedIn', user: await this.signIn(body) };
  }

  /** The second step of a login: the code for the waiting challenge. A wrong code keeps it for another try. */
  async secondFactor(code: string): Promise<LoginResult> {
    const challenge = this.challenge;
    if (!challenge) throw apiError(NO_CHALLENGE_DETAIL, 401);
    let body: unknown;
    try {
      body = await this.deps.http.send({ method: 'POST', path: '/api/auth/2fa', body: { challenge, code }, auth: false }, null);
    } catch (error) {
      throw toApiError(error, LOGIN_FAILED_DETAIL);
    }
    this.challenge = null;
    const user = await this.signIn(body);
    const codes = (body as { recovery_codes?: unknown }).recovery_codes;
    const recoveryCodes = Array.isArray(codes) ? codes.filter((c): c is string => typeof c === 'string') : undefined;
    return recoveryCodes ? { kind: 'signedIn', user, recoveryCodes } : { kind: 'signedIn', user };
  }

  async register(payload: RegisterPayload): Promise<User> {
    let body: unknown;
    try {
      body = await this.deps.http.send({ method: 'POST', path: '/api/auth/register', body: payload, auth: false }, null);
    } catch (error) {
      throw toApiError(error);
    }
    return this.signIn(body);
  }

  private async signIn(body: unknown): Promise<User> {
    const r = body as { access_token?: unknown; refresh_token?: unknown; expires_in?: unknown; user?: unknown } | null;
    if (!r || typeof r.access_token !== 'string' || !isUser(r.user)) throw apiError(INVALID_LOGIN_RESPONSE_DETAIL, 0);
    const now = this.deps.clock.now();
    const ttl = typeof r.expires_in === 'number' && r.expires_in > 0 ? r.expires_in * 1000 : DEFAULT_TOKEN_TTL_MS;
    const previous = this.user;
    const pair: TokenPair = {
      accessToken: r.access_token,
      refreshToken: typeof r.refresh_token === 'string' ? r.refresh_token : '',
      tokenExpiresAt: now + ttl,
    };
    this.stopTimers();
    this.deps.api.clear();
    this.deps.tokens.set(pair);
    this.user = r.user;
    this.session = newSessionRecord({ userId: r.user.user_id, expiresAt: now + ttl, now, userAgent: this.deps.userAgent });
    this.tokenLifetimeMs = ttl;
    this.status = 'authenticated';
    this.online = true;
    await this.persist();
    await this.deps.onUserChange(this.user, previous, 'login');
    this.emitState();
    this.startTimers();
    this.deps.broadcast?.({ type: 'signedIn', userId: r.user.user_id });
    return r.user;
  }

  /** Always clears, even when the call fails; errors are only logged. */
  async logout(): Promise<void> {
    const token = this.deps.tokens.accessToken;
    const refreshToken = this.deps.tokens.refreshToken;
    if (token) {
      try {
        await this.deps.http.send(
          { method: 'POST', path: '/api/auth/logout', body: refreshToken ? { refresh_token: refreshToken } : undefined, auth: false },
          token,
        );
      } catch (error) {
        console.warn('logout call failed:', toApiError(error).detail);
      }
    }
    await this.clear('logout');
    this.deps.broadcast?.({ type: 'signedOut' });
  }

  /**
   * Another tab signed in or out (same IndexedDB): follow it. Signed out there → signed out here
   * (the store is already cleared, so it is left alone); signed in there → restore from the store.
   */
  async fromOtherTab(message: SessionBroadcast): Promise<void> {
    if (message.type === 'signedOut') {
      if (this.status === 'authenticated') await this.clear('logout', false);
      return;
    }
    if (this.status === 'authenticated' && this.user?.user_id === message.userId) return;
    const stored = await this.deps.store.load();
    if (!stored || stored.user.user_id !== message.userId || !canRestore(stored, this.deps.clock.now())) return;
    const previous = this.user;
    this.stopTimers();
    this.deps.api.clear();
    this.deps.tokens.set({ accessToken: stored.accessToken, refreshToken: stored.refreshToken, tokenExpiresAt: stored.tokenExpiresAt });
    this.user = stored.user;
    this.session = stored.session;
    this.status = 'authenticated';
    await this.deps.onUserChange(this.user, previous, 'restore');
    this.emitState();
    this.startTimers();
  }

  /**
   * Renew the tokens now, which validates by the profile (an extension the server does not make is
   * no extension), then the expiry becomes at least now + 1 h and the refresh is rescheduled. A
   * session no renewal can reach says so.
   */
  async extend(): Promise<void> {
    if (!this.session) throw apiError('Сессия не найдена', 401);
    const refreshExpiresAt = tokenExpiry(this.deps.tokens.refreshToken);
    if (!this.deps.tokens.refreshToken || (refreshExpiresAt !== null && refreshExpiresAt <= this.deps.clock.now()))
      throw apiError(CANNOT_EXTEND_DETAIL, 401);
    const before = this.deps.tokens.accessToken;
    await this.refresh();
    if (!this.session || this.deps.tokens.accessToken === before) throw apiError('Не удалось продлить сессию', 0);
    this.session = { ...this.session, expiresAt: extendedExpiry(this.session.expiresAt, this.deps.clock.now()) };
    await this.persist();
    this.scheduleRefresh();
    this.emitState();
    this.deps.onEvent({ type: 'extended', expiresAt: this.session.expiresAt });
  }

  /** Activity events, recorded at most once per 60 s. */
  activity(): void {
    const now = this.deps.clock.now();
    if (!this.session || !shouldRecordActivity(this.lastActivityRecorded, now)) return;
    this.lastActivityRecorded = now;
    this.inactivityChecked = false;
    this.session = { ...this.session, lastActivity: now };
    void this.persist();
    this.emitState();
  }

  visibility(visible: boolean): void {
    if (visible && this.session) void this.check();
  }

  /** The profile was re-read elsewhere (profile commands): keep the cached user in step. */
  async setUser(user: User): Promise<void> {
    if (!this.user || user.user_id !== this.user.user_id) return;
    this.user = user;
    await this.persist();
    this.emitState();
  }

  /** Every session of the user was ended on the server (this one too): sign out here, as a logout. */
  async endedEverywhere(): Promise<void> {
    await this.clear('logout');
    this.deps.broadcast?.({ type: 'signedOut' });
  }

  /** The queue's refresh after a 401 was rejected: tokens and user cleared, app sent to '/'. */
  async authLost(): Promise<void> {
    if (this.status !== 'authenticated') return;
    // A session no renewal could reach has simply run out (the warning said so): an expiry, not a failure.
    const renewal = this.renewal();
    if (renewal && sessionEnd(renewal, this.deps.clock.now()) !== null) {
      await this.expire('timeout');
      return;
    }
    await this.expire('refresh_failed');
    this.deps.onEvent({ type: 'navigate', to: '/' });
  }

  /** Periodic check (every 60 s) and on becoming visible. */
  async check(): Promise<void> {
    if (!this.session) return;
    const now = this.deps.clock.now();
    if (isExpired(this.session, now)) {
      await this.expire('timeout');
      return;
    }
    const renewal = this.renewal();
    const due = renewal ? renewalAt(renewal, now) : null;
    if (due !== null && due <= now && !this.refreshing) {
      await this.refresh();
      return;
    }
    await this.validate(isInactive(this.session, now) ? 'inactivity' : 'periodic');
  }

  /**
   * Fetches the profile. Network errors keep the session; 401/403 expire it; others clear it.
   * Returns whether the session is (still) valid and confirmed.
   */
  async validate(why: 'periodic' | 'inactivity' | 'restore' | 'extend' | 'refresh'): Promise<boolean> {
    if (!this.session) return false;
    try {
      const user = await this.deps.api.get<unknown>('/api/profile/me', { maxAge: 0 });
      if (!this.session) return false;
      if (isUser(user)) {
        this.user = user;
        await this.persist();
        this.emitState();
      }
      return true;
    } catch (error) {
      if (!this.session) return false;
      const outcome = classifyValidationError(toApiError(error));
      if (outcome === 'keep') return false;
      if (why === 'inactivity') await this.expire('auth_error', true);
      else await this.expire(outcome === 'expire' ? 'auth_error' : 'other');
      return false;
    }
  }

  /** The scheduled refresh: rotate the tokens and validate by the profile; retries 1 s, 2 s, 3 s. */
  refresh(): Promise<void> {
    if (!this.refreshing)
      this.refreshing = this.runRefresh().finally(() => {
        this.refreshing = null;
      });
    return this.refreshing;
  }

  private async runRefresh(): Promise<void> {
    let lastError: ApiError | null = null;
    for (let attempt = 0; attempt <= MAX_REFRESH_RETRIES; attempt += 1) {
      if (attempt > 0) await sleep(this.deps.clock, refreshRetryDelay(attempt));
      if (!this.session) return;
      try {
        await this.deps.tokens.refresh(this.deps.tokens.accessToken);
        const user = await this.deps.api.get<unknown>('/api/profile/me', { maxAge: 0 });
        if (!this.session) return;
        if (isUser(user)) this.user = user;
        const expiresAt = this.deps.tokens.tokenExpiresAt ?? this.deps.clock.now() + DEFAULT_TOKEN_TTL_MS;
        this.tokenLifetimeMs = expiresAt - this.deps.clock.now();
        this.session = { ...this.session, expiresAt: Math.max(expiresAt, this.session.expiresAt) };
        await this.persist();
        this.scheduleRefresh();
        this.emitState();
        return;
      } catch (error) {
        lastError = toApiError(error);
      }
    }
    if (!this.session) return;
    // Offline is not a reason to log out: the next check (60 s) tries again while the session lasts.
    if (lastError && lastError.status === 0 && !isExpired(this.session, this.deps.clock.now())) return;
    await this.expire('refresh_failed');
  }

  /** Expiry: stored session data, token and user cleared, timers stopped, the UI told. */
  async expire(reason: ExpiryReason, inactive = false): Promise<void> {
    if (this.status !== 'authenticated') return;
    await this.clear('expired');
    this.deps.onEvent(inactive ? { type: 'inactive' } : { type: 'expired', reason });
  }

  private async clear(why: 'logout' | 'expired', clearStore = true): Promise<void> {
    const previous = this.user;
    this.stopTimers();
    this.deps.tokens.set(null);
    this.deps.api.clear();
    this.user = null;
    this.session = null;
    this.status = 'anonymous';
    if (clearStore) await this.deps.store.clear();
    try {
      await this.deps.onUserChange(null, previous, why);
    } catch (error) {
      console.warn('sign-out cleanup failed:', toApiError(error).detail);
    }
    this.emitState();
  }

  private async persist(): Promise<void> {
    const { accessToken, refreshToken, tokenExpiresAt } = this.deps.tokens;
    if (!this.user || !this.session || !accessToken) return;
    const row: AuthRow = {
      key: 'current',
      accessToken,
      refreshToken: refreshToken ?? '',
      tokenExpiresAt: tokenExpiresAt ?? this.session.expiresAt,
      session: this.session,
      user: this.user,
    };
    try {
      await this.deps.store.save(row);
    } catch (error) {
      console.warn('session not saved:', isApiError(error) ? error.detail : (error as Error)?.name);
    }
  }

  /** Called by the token manager after any refresh (timer or 401) so the stored row keeps the new pair. */
  async tokensRotated(): Promise<void> {
    await this.persist();
  }

  private startTimers(): void {
    this.stopTimers();
    this.checkTimer = this.deps.clock.setInterval(() => {
      void this.check();
    }, SESSION_CHECK_INTERVAL_MS);
    this.activityTimer = this.deps.clock.setInterval(() => {
      this.checkInactivity();
    }, ACTIVITY_CHECK_MS);
    this.scheduleRefresh();
  }

  /** What decides the session's renewal now, or null when there is no session. */
  private renewal(): RenewalInput | null {
    if (!this.session) return null;
    const refreshToken = this.deps.tokens.refreshToken;
    // The access token's own `exp` where it says (the server's second), else when it was received plus its lifetime.
    const held = this.deps.tokens.tokenExpiresAt ?? this.session.expiresAt;
    return {
      expiresAt: this.session.expiresAt,
      tokenExpiresAt: Math.min(held, tokenExpiry(this.deps.tokens.accessToken) ?? held),
      hasRefreshToken: !!refreshToken,
      refreshExpiresAt: tokenExpiry(refreshToken),
      tokenLifetimeMs: this.tokenLifetimeMs,
    };
  }

  /**
   * The renewal on its own, when one can come; otherwise none, and the session expires at its end
   * (the panel warns of it in its last 5 minutes).
   */
  private scheduleRefresh(): void {
    if (this.refreshTimer !== null) this.deps.clock.clearTimeout(this.refreshTimer);
    if (this.endTimer !== null) this.deps.clock.clearTimeout(this.endTimer);
    this.refreshTimer = null;
    this.endTimer = null;
    const renewal = this.renewal();
    if (!renewal) return;
    const now = this.deps.clock.now();
    const at = renewalAt(renewal, now);
    if (at !== null) {
      this.refreshTimer = this.deps.clock.setTimeout(() => {
        this.refreshTimer = null;
        void this.refresh();
      }, at - now);
      return;
    }
    const end = sessionEnd(renewal, now) ?? now;
    this.endTimer = this.deps.clock.setTimeout(
      () => {
        this.endTimer = null;
        void this.expire('timeout');
      },
      Math.max(0, end - now),
    );
  }

  /** More than 30 min without activity: validate once for this stretch (every 30 s we look). */
  private checkInactivity(): void {
    if (!this.session || this.inactivityChecked || !isInactive(this.session, this.deps.clock.now())) return;
    this.inactivityChecked = true;
    void this.validate('inactivity');
  }

  private stopTimers(): void {
    if (this.endTimer !== null) this.deps.clock.clearTimeout(this.endTimer);
    this.endTimer = null;
    if (this.activityTimer !== null) this.deps.clock.clearInterval(this.activityTimer);
    this.activityTimer = null;
    if (this.checkTimer !== null) this.deps.clock.clearInterval(this.checkTimer);
    if (this.refreshTimer !== null) this.deps.clock.clearTimeout(this.refreshTimer);
    this.checkTimer = null;
    this.refreshTimer = null;
  }

  private emitState(): void {
    this.deps.onState(this.state());
  }
}
