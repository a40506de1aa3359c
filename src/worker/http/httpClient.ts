// One HTTP exchange: JSON in and out, the bearer token, and the error rules of docs/product.md §8
// (`{detail, status}`, status 0 for a network failure). No retries, no cache: see ./apiClient.ts.
import { NETWORK_ERROR_DETAIL, apiError, errorDetail } from '../../domain/rules/sync/httpError';
import type { Clock } from '../clock';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface HttpRequest {
  method: Method;
  /** A path under the API base ('/api/…'), or an absolute URL (market providers). */
  path: string;
  body?: unknown;
  form?: FormData;
  /** Send the bearer access token (default true). */
  auth?: boolean;
  /** Extra request headers (Idempotency-Key, If-Match). */
  headers?: Record<string, string>;
}

const REQUEST_TIMEOUT_MS = 15_000;

export class HttpClient {
  constructor(
    private readonly options: {
      fetch: FetchLike;
      baseUrl: string;
      clock: Clock;
      /** Told whether the server answered at all (any HTTP status) or could not be reached. */
      onReachability?: (reachable: boolean) => void;
    },
  ) {}

  url(path: string): string {
    return /^https?:\/\//.test(path) ? path : `${this.options.baseUrl.replace(/\/$/, '')}${path}`;
  }

  /** Resolves with the parsed body (null when empty); rejects with an ApiError. */
  async send(request: HttpRequest, bearer: string | null): Promise<unknown> {
    const headers: Record<string, string> = { ...request.headers, Accept: 'application/json' };
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    let body: BodyInit | undefined;
    if (request.form) body = request.form;
    else if (request.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.body);
    }

    const controller = new AbortController();
    const timer = this.options.clock.setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
    let response: Response;
    try {
      response = await this.options.fetch(this.url(request.path), { method: request.method, headers, body, signal: controller.signal });
    } catch {
      this.options.onReachability?.(false);
      throw apiError(NETWORK_ERROR_DETAIL, 0);
    } finally {
      this.options.clock.clearTimeout(timer);
    }
    this.options.onReachability?.(true);

    let parsed: unknown = null;
    try {
      const text = await response.text();
      if (text) {
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = text;
        }
      }
    } catch {
      throw apiError(NETWORK_ERROR_DETAIL, 0);
    }
    if (!response.ok) throw apiError(errorDetail(parsed, response.statusText), response.status);
    return parsed;
  }
}
