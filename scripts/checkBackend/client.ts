// Calls one entry of the contract's catalogue on a backend and judges the answer against the
// entry's schemas: one row of the table per request. See docs/api.md "Checking a backend".
import Value from 'typebox/value';
import type { Static, TSchema } from 'typebox';
import { API, type Call } from '../../src/domain/contracts/api';
import { ErrorAnswer } from '../../src/domain/contracts/schema';

export type CallName = keyof typeof API;
type Result = 'ok' | 'missing' | 'refused' | 'mismatch' | 'failed' | 'skipped';

export interface Row {
  call: CallName;
  /** What was asked: 'GET /api/bots/12' (never a token or a body). */
  request: string;
  result: Result;
  detail: string;
}

/** The answer of a call when it conforms: any of its success schemas. */
type Success<R> = { [K in keyof R]: K extends 200 | 201 ? (R[K] extends TSchema ? Static<R[K]> : never) : never }[keyof R];
export type AnswerOf<N extends CallName> = Success<(typeof API)[N]['response']>;

export interface Request {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  /** Overrides the session's access token (refresh and logout send the refresh token). */
  token?: string;
}

const TIMEOUT_MS = 15_000;

/** The first place where `value` leaves `schema`, as 'path: what is wrong', or null when it fits. */
export function firstMismatch(schema: TSchema, value: unknown): string | null {
  const [first] = [...Value.Errors(schema, value)];
  if (!first) return null;
  const path = first.instancePath || '(answer)';
  const missing = (first.params as { requiredProperties?: string[] }).requiredProperties?.[0];
  if (first.keyword === 'required' && missing) return `${first.instancePath}/${missing}: missing`;
  const allowed = (first.params as { allowedValues?: unknown[] }).allowedValues;
  return `${path}: ${first.message}${allowed ? ` (${allowed.join(', ')})` : ''}, got ${JSON.stringify(valueAt(value, first.instancePath)) ?? 'nothing'}`;
}

function valueAt(value: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined),
      value,
    );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The row's verdict for an answer of `call` with this status and body. */
export function judge(call: Call, status: number, json: unknown): Pick<Row, 'result' | 'detail'> {
  const detail = (json as { detail?: unknown } | undefined)?.detail;
  const said = typeof detail === 'string' ? detail : '';
  if (status === 404 || status === 405)
    return { result: 'missing', detail: `${status}${said ? `: ${said}` : ''}${call.optional ? ' (an optional call)' : ''}` };
  const schema = call.response[status];
  if (status >= 400 && !schema) {
    const shape = firstMismatch(ErrorAnswer, json);
    if (shape) return { result: 'mismatch', detail: `${status} without { detail }: ${shape}` };
    if (status === 401 || status === 403) return { result: 'refused', detail: `${status}: ${said}` };
    return { result: 'failed', detail: `${status}: ${said}` };
  }
  if (!schema) return { result: 'mismatch', detail: `answered ${status}; the contract names ${Object.keys(call.response).join(', ')}` };
  if (json === undefined) return { result: 'mismatch', detail: `${status}: the answer is not JSON` };
  const shape = firstMismatch(schema, json);
  if (shape) return { result: 'mismatch', detail: shape };
  return { result: 'ok', detail: status >= 400 ? `${status}: ${said || 'an answer the contract names'}` : '' };
}

export class CheckClient {
  readonly rows: Row[] = [];
  token: string | null = null;

  constructor(
    private readonly base: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  /** Sends the call, adds its row, and returns the answer when it conforms. */
  async call<N extends CallName>(name: N, request: Request = {}): Promise<AnswerOf<N> | undefined> {
    const call: Call = API[name];
    const path = call.url.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(request.params?.[key])));
    const query = new URLSearchParams(Object.entries(request.query ?? {}).map(([k, v]): [string, string] => [k, String(v)])).toString();
    const row: Row = { call: name, request: `${call.method} ${path}${query ? `?${query}` : ''}`, result: 'failed', detail: '' };
    this.rows.push(row);
    if (call.body && request.body !== undefined) {
      const own = firstMismatch(call.body, request.body);
      if (own) return this.settle(row, { result: 'failed', detail: `the check's own request does not fit the contract: ${own}` });
    }
    const token = request.token ?? this.token;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (call.auth !== 'none' && token) headers.authorization = `Bearer ${token}`;
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    let text: string;
    try {
      response = await this.fetchImpl(`${this.base}${path}${query ? `?${query}` : ''}`, {
        method: call.method,
        headers,
        ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      text = await response.text();
    } catch (error) {
      return this.settle(row, { result: 'failed', detail: `no answer: ${error instanceof Error ? error.message : String(error)}` });
    }
    const json = parseJson(text);
    this.settle(row, judge(call, response.status, json));
    return row.result === 'ok' && response.status < 300 ? (json as AnswerOf<N>) : undefined;
  }

  /** A row for a request made outside `call` (the live socket). */
  record(row: Row): void {
    this.rows.push(row);
  }

  /** A row for a call the check does not send, and why. */
  skip(name: CallName, why: string): void {
    const call: Call = API[name];
    this.rows.push({ call: name, request: `${call.method} ${call.url}`, result: 'skipped', detail: why });
  }

  private settle(row: Row, verdict: Pick<Row, 'result' | 'detail'>): undefined {
    row.result = verdict.result;
    row.detail = verdict.detail;
    return undefined;
  }
}
