// "Проверить соединение" of /settings/api: is there a dashboard backend at this address, and does
// it speak our contract? The health route (docs/architecture.md#fixed-contracts), the server's OpenAPI document against
// every call of the catalogue (__CONTRACT_CALLS__, scripts/contractCalls.ts), and one read of each
// market feed in its shape. No token is sent: the address may be a server the user never signed in
// on. When the health read fails, what was observed names the cause: the page's policy reported
// refusing it (CSP), a no-cors read reaches the server while the real one is refused (CORS), or
// nothing reaches it (down, wrong address, or a certificate the browser does not trust). Loaded
// on demand, so the worker does not carry it until the check is asked for.
import { parseFallbackTicker, parsePrimaryTickers, primaryData } from '../../domain/rules/market/marketData';
import { SERVER_CHECK_TIMEOUT_MS, checkSlotSetting, serverAddresses, type SlotSetting } from '../../domain/rules/servers/serverSlots';
import type { ServerCheck } from '../api';
import type { Clock } from '../clock';
import type { FetchLike } from '../http/httpClient';

const MISSING_SHOWN = 5;

type Answer = { status: number; body: unknown } | 'network' | 'timeout';

async function read(fetch: FetchLike, clock: Clock, url: string, mode: RequestMode = 'cors'): Promise<Answer> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = clock.setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, SERVER_CHECK_TIMEOUT_MS);
  try {
    const response = await fetch(url, { method: 'GET', mode, headers: { Accept: 'application/json' }, signal: controller.signal });
    if (mode === 'no-cors') return { status: response.status, body: null };
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    return { status: response.status, body };
  } catch {
    return timedOut ? 'timeout' : 'network';
  } finally {
    clock.clearTimeout(timer);
  }
}

function shapeHolds(parse: () => unknown): boolean {
  try {
    parse();
    return true;
  } catch {
    return false;
  }
}

/** The calls of `expected` the OpenAPI document does not list. */
export function missingCalls(doc: unknown, expected: readonly string[]): string[] | null {
  const d = doc as { openapi?: unknown; paths?: unknown } | null;
  if (!d || typeof d.openapi !== 'string' || !d.openapi.startsWith('3.') || !d.paths || typeof d.paths !== 'object') return null;
  const paths = d.paths as Record<string, Record<string, unknown> | undefined>;
  return expected.filter((call) => {
    const [method, path] = call.split(' ');
    return !paths[path]?.[method.toLowerCase()];
  });
}

export interface CheckContext {
  fetch: FetchLike;
  clock: Clock;
  pageOrigin: string;
  /** Whether the worker's policy refused a connection to this origin (./cspWatch.ts). */
  cspRefused(origin: string): Promise<boolean>;
  /** Whether this origin is one of the servers the user saved (its permission comes with a reload). */
  saved(origin: string): boolean;
  calls?: readonly string[];
}

/** Why the health read did not get through, from what the browser let us observe. */
async function unreached(apiBase: string, context: CheckContext): Promise<ServerCheck> {
  const { fetch, clock } = context;
  const origin = new URL(apiBase).origin;
  // An opaque read is not subject to CORS: if it gets an answer, the server is there and refuses this page.
  const opaque = await read(fetch, clock, `${apiBase}/api/health`, 'no-cors');
  if (typeof opaque === 'object') return { outcome: 'cors', origin };
  if (await context.cspRefused(origin)) return { outcome: 'csp', origin, saved: context.saved(origin) };
  if (opaque === 'timeout') return { outcome: 'timeout' };
  return { outcome: 'unreachable', origin, secure: origin.startsWith('https:') };
}

export async function checkServer(setting: SlotSetting, context: CheckContext): Promise<ServerCheck> {
  const { fetch, clock, pageOrigin, calls = __CONTRACT_CALLS__ } = context;
  const checked = checkSlotSetting({ ...setting, name: setting.name.trim() || 'x' }, { pageOrigin });
  if ('problem' in checked) return { outcome: 'invalid', problem: checked.problem };
  const { apiBase, marketPrimary, marketFallback } = serverAddresses(checked.setting.api, {
    primary: checked.setting.marketPrimary,
    fallback: checked.setting.marketFallback,
  });

  const health = await read(fetch, clock, `${apiBase}/api/health`);
  if (health === 'timeout') return { outcome: 'timeout' };
  if (health === 'network') return unreached(apiBase, context);
  if (health.status !== 200 || (health.body as { status?: unknown } | null)?.status !== 'ok')
    return { outcome: 'notDashboard', status: health.status };

  const [doc, primary, fallback] = await Promise.all([
    read(fetch, clock, `${apiBase}/api/openapi.json`),
    read(fetch, clock, `${marketPrimary}/ticker/24hr?symbols=ETHUSDT`),
    read(fetch, clock, `${marketFallback}/api/v3/ticker/price?symbol=ETHUSDT`),
  ]);
  const market = {
    primary: typeof primary === 'object' && primary.status === 200 && shapeHolds(() => parsePrimaryTickers(primaryData(primary.body))),
    fallback: typeof fallback === 'object' && fallback.status === 200 && shapeHolds(() => parseFallbackTicker(fallback.body)),
  };
  if (doc === 'timeout') return { outcome: 'timeout', market };
  if (doc === 'network') return { outcome: 'unreachable', market };
  const missing = doc.status === 200 ? missingCalls(doc.body, calls) : null;
  if (missing === null) return { outcome: 'noContract', status: doc.status, market, calls: calls.length };
  if (missing.length)
    return {
      outcome: 'contractMismatch',
      missing: missing.slice(0, MISSING_SHOWN),
      missingCount: missing.length,
      calls: calls.length,
      market,
    };
  return { outcome: 'ok', calls: calls.length, market };
}
