// Test double for fetch: routes 'METHOD /path' to handlers, records every call.
import type { FetchLike } from '../http/httpClient';

interface FakeCall {
  method: string;
  url: string;
  path: string;
  auth: string | null;
  body: unknown;
  /** Request headers other than Authorization (Idempotency-Key, If-Match…). */
  headers: Record<string, string>;
  /** The request's mode ('cors' unless asked otherwise). */
  mode: RequestMode;
}
export type FakeReply = { status?: number; body?: unknown } | 'network' | Promise<{ status?: number; body?: unknown } | 'network'>;
export type FakeHandler = (call: FakeCall) => FakeReply;

export function fakeFetch(routes: Record<string, FakeHandler>, base = 'http://test') {
  const calls: FakeCall[] = [];
  const fetch: FetchLike = async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const path = url.startsWith(base) ? url.slice(base.length) : url;
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call: FakeCall = {
      method,
      url,
      path,
      auth: headers.Authorization?.replace(/^Bearer /, '') ?? null,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? null),
      headers,
      mode: init?.mode ?? 'cors',
    };
    calls.push(call);
    const bare = path.split('?')[0];
    const handler = routes[`${method} ${path}`] ?? routes[`${method} ${bare}`];
    const reply = await (handler ? handler(call) : { status: 404, body: { detail: 'Не найдено' } });
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      statusText: reply.status === 404 ? 'Not Found' : '',
    });
  };
  return { fetch, calls, count: (key: string) => calls.filter((c) => `${c.method} ${c.path.split('?')[0]}` === key).length };
}

export const testUser = {
  user_id: 7,
  username: 'trader',
  full_name: 'Trader',
  email: 'trader@demo.local',
  role: 'trader' as const,
  status: 'active' as const,
  total_bots_created: 2,
  max_bots: 5,
  max_concurrent_bots: 3,
  api_rate_limit: 1000,
};
