// The access/refresh token pair and the one shared refresh (docs/product.md §4, §8; docs/architecture.md#the-worker-boundary).
// Refresh tokens rotate on use, so two refreshes with the same refresh token log the user out.
// Guards: one in-flight refresh per worker; the Web Locks API serialises refreshes across tabs;
// inside the lock the stored pair is re-read, and a refresh asked for on behalf of an access token
// that has already been replaced (by the proactive timer, or another tab) just adopts the new one.
import { apiError, isApiError } from '../../domain/rules/sync/httpError';
import type { AuthStore } from '../../db/authStore';
import type { HttpClient } from '../http/httpClient';
import type { Clock } from '../clock';

const REFRESH_NOT_FOUND = 'Refresh token not found';
const REFRESH_FAILED = 'Failed to refresh token';
const REFRESH_INVALID_RESPONSE = 'Invalid server response during token refresh';
const REFRESH_LOCK_NAME = 'lp-ops-token-refresh';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  tokenExpiresAt: number;
}

export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export class TokenManager {
  private pair: TokenPair | null = null;
  private inFlight: Promise<string> | null = null;
  /** Number of refresh calls sent to the server (tests and diagnostics). */
  refreshCalls = 0;

  constructor(
    private readonly deps: {
      http: HttpClient;
      store: AuthStore;
      clock: Clock;
      locks?: LockManagerLike | null;
      /** Persist a new pair (the session owns the rest of the stored row). */
      persist: (pair: TokenPair) => Promise<void>;
    },
  ) {}

  get accessToken(): string | null {
    return this.pair?.accessToken ?? null;
  }
  get refreshToken(): string | null {
    return this.pair?.refreshToken ?? null;
  }
  get tokenExpiresAt(): number | null {
    return this.pair?.tokenExpiresAt ?? null;
  }

  set(pair: TokenPair | null): void {
    this.pair = pair;
  }

  /**
   * A new access token. `staleAccess` is the token a request failed with (or the timer's current
   * one): when the held token differs, someone already refreshed and no call is made.
   * Rejects with an ApiError: status 0 for a network failure (the session is kept), 401 otherwise.
   */
  refresh(staleAccess: string | null): Promise<string> {
    if (this.pair && staleAccess !== null && this.pair.accessToken !== staleAccess) return Promise.resolve(this.pair.accessToken);
    if (this.inFlight) return this.inFlight;
    const run = () => this.refreshUnderLock(staleAccess);
    const locks = this.deps.locks;
    this.inFlight = (locks ? locks.request(REFRESH_LOCK_NAME, run) : run()).finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async adoptStored(staleAccess: string | null, usedRefresh: string | null): Promise<string | null> {
    const stored = await this.deps.store.load();
    if (!stored) return null;
    const rotatedElsewhere = stored.accessToken !== staleAccess && stored.refreshToken !== usedRefresh;
    if (rotatedElsewhere && stored.tokenExpiresAt > this.deps.clock.now()) {
      this.pair = { accessToken: stored.accessToken, refreshToken: stored.refreshToken, tokenExpiresAt: stored.tokenExpiresAt };
      return stored.accessToken;
    }
    return null;
  }

  private async refreshUnderLock(staleAccess: string | null): Promise<string> {
    // Another tab may have rotated the pair while we waited for the lock.
    if (this.pair) {
      const adopted = await this.adoptStored(staleAccess ?? this.pair.accessToken, this.pair.refreshToken);
      if (adopted) return adopted;
    }
    const used = this.pair?.refreshToken;
    if (!used) throw apiError(REFRESH_NOT_FOUND, 401);
    this.refreshCalls += 1;
    let body: unknown;
    try {
      body = await this.deps.http.send({ method: 'POST', path: '/api/auth/refresh', auth: false }, used);
    } catch (error) {
      if (isApiError(error) && error.status === 0) throw error;
      // Rejected: maybe another tab won the race with the same refresh token and stored its pair.
      const adopted = await this.adoptStored(staleAccess, used);
      if (adopted) return adopted;
      throw apiError(REFRESH_FAILED, isApiError(error) && error.status ? error.status : 401);
    }
    const r = body as { access_token?: unknown; refresh_token?: unknown; expires_in?: unknown } | null;
    if (!r || typeof r.access_token !== 'string' || !r.access_token || typeof r.refresh_token !== 'string' || !r.refresh_token) {
      throw apiError(REFRESH_INVALID_RESPONSE, 401);
    }
    const ttl = typeof r.expires_in === 'number' && r.expires_in > 0 ? r.expires_in * 1000 : 3_600_000;
    const pair: TokenPair = { accessToken: r.access_token, refreshToken: r.refresh_token, tokenExpiresAt: this.deps.clock.now() + ttl };
    this.pair = pair;
    await this.deps.persist(pair);
    return pair.accessToken;
  }
}
