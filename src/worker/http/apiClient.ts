// The request queue of docs/product.md §7 "What the product does with answers" and docs/architecture.md#the-worker-boundary: identical
// GETs share one in-flight promise, the same request goes out at most once per second (a duplicate
// waits, polling every 100 ms), results are cached 5 s, and a 401 leads to one shared token refresh
// and one retry. A refresh rejected by the server (not a network failure) ends the session.
import { isApiError } from '../../domain/rules/sync/httpError';
import type { ApiError } from '../../domain/contracts/types';
import { sleep, type Clock } from '../clock';
import type { HttpClient, HttpRequest, Method } from './httpClient';
import type { TokenManager } from '../session/tokenManager';

const RESULT_CACHE_MS = 5_000;
const SAME_REQUEST_INTERVAL_MS = 1_000;
const DUPLICATE_POLL_MS = 100;

export interface GetOptions {
  auth?: boolean;
  /** Accept a cached answer at most this old (default 5 s; polling topics pass less). */
  maxAge?: number;
}

export class ApiClient {
  private readonly cache = new Map<string, { value: unknown; at: number }>();
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly lastSent = new Map<string, number>();
  /** GETs actually sent (tests and diagnostics). */
  sentCount = 0;

  constructor(
    private readonly deps: {
      http: HttpClient;
      tokens: TokenManager;
      clock: Clock;
      /** The refresh after a 401 was rejected: clear tokens and user, send the app to '/'. */
      onAuthLost: (error: ApiError) => void;
    },
  ) {}

  async get<T = unknown>(path: string, options: GetOptions = {}): Promise<T> {
    const key = `${options.auth === false ? 'anon' : 'auth'} ${path}`;
    const maxAge = Math.max(0, options.maxAge ?? RESULT_CACHE_MS);
    for (;;) {
      const now = this.deps.clock.now();
      const cached = this.cache.get(key);
      if (cached && now - cached.at < maxAge) return cached.value as T;
      const shared = this.inFlight.get(key);
      if (shared) return (await shared) as T;
      const last = this.lastSent.get(key);
      if (last === undefined || now - last >= SAME_REQUEST_INTERVAL_MS) break;
      await sleep(this.deps.clock, DUPLICATE_POLL_MS);
    }
    this.lastSent.set(key, this.deps.clock.now());
    this.sentCount += 1;
    const promise = this.execute({ method: 'GET', path, auth: options.auth })
      .then((value) => {
        this.cache.set(key, { value, at: this.deps.clock.now() });
        return value;
      })
      .finally(() => {
        this.inFlight.delete(key);
      });
    this.inFlight.set(key, promise);
    return (await promise) as T;
  }

  /**
   * A mutation: never cached, never deduplicated; the GET cache is dropped so reads see its effect.
   * `headers` travel with it, and with its one retry after a refresh (the same Idempotency-Key).
   */
  async send<T = unknown>(
    method: Exclude<Method, 'GET'>,
    path: string,
    body?: unknown,
    form?: FormData,
    headers?: Record<string, string>,
  ): Promise<T> {
    try {
      return (await this.execute({ method, path, body, form, headers })) as T;
    } finally {
      this.cache.clear();
    }
  }

  /** Forget cached answers (after a mutation, a sign-in or sign-out). */
  clear(): void {
    this.cache.clear();
    this.lastSent.clear();
  }

  private async execute(request: HttpRequest): Promise<unknown> {
    const useAuth = request.auth !== false;
    const token = useAuth ? this.deps.tokens.accessToken : null;
    try {
      return await this.deps.http.send(request, token);
    } catch (error) {
      if (!useAuth || !isApiError(error) || error.status !== 401 || !this.deps.tokens.refreshToken) throw error;
      let fresh: string;
      try {
        fresh = await this.deps.tokens.refresh(token);
      } catch (refreshError) {
        if (isApiError(refreshError) && refreshError.status !== 0) this.deps.onAuthLost(refreshError);
        throw isApiError(refreshError) && refreshError.status === 0 ? refreshError : error;
      }
      return this.deps.http.send(request, fresh);
    }
  }
}
