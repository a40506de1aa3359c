// The four server slots of the header's selector (docs/product.md §2: Server1–Server4) made real: each slot
// names a backend that speaks the dashboard's contract. Where a slot's address comes from, in order:
// the user's own edit (/settings/api), the deployment's preset (/config.json, from SERVERS_CONFIG),
// the build's VITE_* variables (slot 1 only), the page's own origin (slot 1 only). Pure: the worker
// stores and applies, the server validates its SERVERS_CONFIG with the same rules, the app words
// the problem codes.
import { SERVER_MODES, type ServerMode } from '../../contracts/values';

export const SLOT_IDS = [1, 2, 3, 4] as const;
export type SlotId = (typeof SLOT_IDS)[number];
export const SLOT_NAME_MAX = 40;
/** "Проверить соединение" waits this long for each answer before it calls the server too slow. */
export const SERVER_CHECK_TIMEOUT_MS = 8_000;

/** What a server's GET /api/health says its bots trade with (docs/architecture.md#fixed-contracts); null when it does not say. */
export function healthMode(body: unknown): ServerMode | null {
  const mode = (body as { mode?: unknown } | null)?.mode;
  return (SERVER_MODES as readonly unknown[]).includes(mode) ? (mode as ServerMode) : null;
}

/** The addresses one world talks to (the worker's WorkerConfig). */
export interface ServerAddresses {
  apiBase: string;
  marketPrimary: string;
  marketFallback: string;
  wsBase: string;
}

/** A slot as a preset or a user gives it: market addresses default to that server's /market/*. */
export interface SlotSetting {
  name: string;
  api: string;
  marketPrimary?: string;
  marketFallback?: string;
}

/** The user's edit of one slot: a setting, or the slot cleared ("не настроен") over any preset. */
export type SlotEdit = { id: SlotId; removed: true } | ({ id: SlotId; removed?: false } & SlotSetting);

/** What /config.json presets: up to four slots in order (null leaves one unset), and further origins the page may reach. */
export interface ServersPreset {
  servers: Array<SlotSetting | null>;
  /** Origins (or '*') the page's connect-src allows beyond the preset servers, for servers users add themselves. */
  allowed: string[];
}

export type SlotSource = 'user' | 'preset' | 'build' | 'origin';

export interface ResolvedSlot {
  id: SlotId;
  name: string;
  /** null: the slot is not set ("не настроен"). */
  addresses: ServerAddresses | null;
  source: SlotSource | null;
  /** The slot has something other than the user's edit to go back to. */
  hasDefault: boolean;
}

export type SlotProblem =
  | 'nameRequired'
  | 'nameLong'
  | 'addressRequired'
  | 'addressInvalid'
  | 'addressScheme'
  | 'addressCredentials'
  | 'addressQuery'
  | 'addressInsecure'
  | 'addressTaken';

export function defaultSlotName(id: SlotId): string {
  return `Server${id}`;
}

export function isSlotId(value: unknown): value is SlotId {
  return (SLOT_IDS as readonly unknown[]).includes(value);
}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/**
 * An API or market address as the worker uses it (scheme, host, port and an optional path prefix,
 * no trailing slash), or the problem with it. A page served over https cannot reach plain http
 * (mixed content), except the loopback addresses browsers trust.
 */
export function normaliseAddress(text: string, pageOrigin?: string): { address: string } | { problem: SlotProblem } {
  const raw = text.trim();
  if (!raw) return { problem: 'addressRequired' };
  if (!/^https?:\/\//i.test(raw)) return { problem: 'addressScheme' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { problem: 'addressInvalid' };
  }
  if (!url.hostname) return { problem: 'addressInvalid' };
  if (url.username || url.password) return { problem: 'addressCredentials' };
  if (url.search || url.hash || raw.includes('?') || raw.includes('#')) return { problem: 'addressQuery' };
  if (pageOrigin?.startsWith('https:') && url.protocol === 'http:' && !LOOPBACK.test(url.hostname)) return { problem: 'addressInsecure' };
  return { address: `${url.origin}${url.pathname}`.replace(/\/+$/, '') };
}

/** The addresses of a server at `api`, market feeds given or under its own /market/*. */
export function serverAddresses(api: string, market: { primary?: string; fallback?: string } = {}): ServerAddresses {
  const apiBase = api.replace(/\/+$/, '');
  return {
    apiBase,
    marketPrimary: (market.primary || `${apiBase}/market/primary`).replace(/\/+$/, ''),
    marketFallback: (market.fallback || `${apiBase}/market/fallback`).replace(/\/+$/, ''),
    wsBase: apiBase.replace(/^http/, 'ws'),
  };
}

/**
 * A slot setting checked and normalised (name trimmed, addresses normalised), or its first problem.
 * `taken`: API addresses of the other slots (one world per server: two slots cannot share one).
 */
export function checkSlotSetting(
  setting: SlotSetting,
  options: { pageOrigin?: string; taken?: string[] } = {},
): { setting: SlotSetting } | { problem: SlotProblem; field: 'name' | 'api' | 'marketPrimary' | 'marketFallback' } {
  const name = setting.name.trim();
  if (!name) return { problem: 'nameRequired', field: 'name' };
  if (name.length > SLOT_NAME_MAX) return { problem: 'nameLong', field: 'name' };
  const api = normaliseAddress(setting.api, options.pageOrigin);
  if ('problem' in api) return { problem: api.problem, field: 'api' };
  if (options.taken?.includes(api.address)) return { problem: 'addressTaken', field: 'api' };
  const out: SlotSetting = { name, api: api.address };
  for (const field of ['marketPrimary', 'marketFallback'] as const) {
    const given = setting[field]?.trim();
    if (!given) continue;
    const market = normaliseAddress(given, options.pageOrigin);
    if ('problem' in market) return { problem: market.problem, field };
    out[field] = market.address;
  }
  return { setting: out };
}

export interface BuildFallback {
  VITE_API_BASE?: string;
  VITE_MARKET_PRIMARY?: string;
  VITE_MARKET_FALLBACK?: string;
}

/** The four slots from the user's edits, the deployment's preset, the build's variables and the page's origin. */
export function resolveSlots(input: {
  origin: string;
  edits: readonly SlotEdit[];
  preset: ServersPreset | null;
  build?: BuildFallback;
}): ResolvedSlot[] {
  const { origin, edits, preset, build = {} } = input;
  return SLOT_IDS.map((id): ResolvedSlot => {
    const edit = edits.find((e) => e.id === id);
    const given = preset?.servers[id - 1] ?? null;
    const fallback: { name: string; addresses: ServerAddresses; source: SlotSource } | null = given
      ? {
          name: given.name,
          addresses: serverAddresses(given.api, { primary: given.marketPrimary, fallback: given.marketFallback }),
          source: 'preset',
        }
      : id === 1
        ? {
            name: defaultSlotName(id),
            addresses: serverAddresses(build.VITE_API_BASE || origin, {
              primary: build.VITE_MARKET_PRIMARY,
              fallback: build.VITE_MARKET_FALLBACK,
            }),
            source: build.VITE_API_BASE ? 'build' : 'origin',
          }
        : null;
    const hasDefault = fallback !== null;
    if (edit?.removed) return { id, name: defaultSlotName(id), addresses: null, source: null, hasDefault };
    if (edit)
      return {
        id,
        name: edit.name,
        addresses: serverAddresses(edit.api, { primary: edit.marketPrimary, fallback: edit.marketFallback }),
        source: 'user',
        hasDefault,
      };
    if (fallback) return { id, ...fallback, hasDefault };
    return { id, name: defaultSlotName(id), addresses: null, source: null, hasDefault };
  });
}

/**
 * The deployment's preset as /config.json (or SERVERS_CONFIG) gives it: `{ servers: [...], allowed: [...] }`.
 * Unknown fields are ignored; a bad entry is a problem naming it (the server refuses to start with
 * one; the worker ignores a preset that has one).
 */
export function parseServersPreset(value: unknown): { preset: ServersPreset } | { problem: string } {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return { problem: 'expected an object { "servers": [...], "allowed": [...] }' };
  const { servers = [], allowed = [] } = value as { servers?: unknown; allowed?: unknown };
  if (!Array.isArray(servers) || servers.length > SLOT_IDS.length)
    return { problem: `"servers" must be a list of at most ${SLOT_IDS.length}` };
  if (!Array.isArray(allowed)) return { problem: '"allowed" must be a list of origins' };
  const out: ServersPreset = { servers: [], allowed: [] };
  for (const [index, entry] of servers.entries()) {
    if (entry === null) {
      out.servers.push(null);
      continue;
    }
    const e = entry as Partial<Record<keyof SlotSetting, unknown>> | null;
    const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
    const setting: SlotSetting = {
      name: text(e?.name) ?? defaultSlotName((index + 1) as SlotId),
      api: text(e?.api) ?? '',
      marketPrimary: text(e?.marketPrimary),
      marketFallback: text(e?.marketFallback),
    };
    const checked = checkSlotSetting(setting, { taken: out.servers.flatMap((s) => (s ? [s.api] : [])) });
    if ('problem' in checked) return { problem: `servers[${index}].${checked.field}: ${checked.problem}` };
    out.servers.push(checked.setting);
  }
  for (const entry of allowed) {
    if (entry === '*') {
      out.allowed.push('*');
      continue;
    }
    const origin = typeof entry === 'string' ? normaliseAddress(entry) : { problem: 'addressInvalid' as const };
    if ('problem' in origin || new URL(origin.address).pathname !== '/')
      return { problem: `allowed: ${JSON.stringify(entry)} is not an origin (scheme://host[:port]) or "*"` };
    out.allowed.push(origin.address);
  }
  return { preset: out };
}

/** An address's origin in both forms a page connects with: http(s) for requests, ws(s) for sockets. */
function connectForms(address: string): string[] {
  const origin = new URL(address).origin;
  return [origin, origin.replace(/^http/, 'ws')];
}

/**
 * The connect-src sources a page serving the PWA needs for a preset: 'self', every preset server's
 * API and market origins (and their socket forms), and the allowed origins; '*' allows any.
 */
export function connectSources(preset: ServersPreset | null): string[] {
  if (!preset) return ["'self'"];
  if (preset.allowed.includes('*')) return ["'self'", 'http:', 'https:', 'ws:', 'wss:'];
  const sources = new Set<string>(["'self'"]);
  for (const server of preset.servers) {
    if (!server) continue;
    for (const address of [server.api, server.marketPrimary, server.marketFallback]) {
      if (address) for (const form of connectForms(address)) sources.add(form);
    }
  }
  for (const origin of preset.allowed) for (const form of connectForms(origin)) sources.add(form);
  return [...sources];
}

/**
 * The origins of the servers the user saved themselves (/settings/api), in both forms a page
 * connects with: what the service worker adds to the data worker's connect-src (docs/decisions/0120).
 * Only addresses the user typed: a preset's come from the deployment's own policy.
 */
export function savedSlotSources(edits: readonly SlotEdit[]): string[] {
  const sources = new Set<string>();
  for (const edit of edits) {
    if (edit.removed) continue;
    for (const address of [edit.api, edit.marketPrimary, edit.marketFallback]) {
      if (!address) continue;
      try {
        for (const form of connectForms(address)) sources.add(form);
      } catch {
        // a stored address that is not a URL adds nothing
      }
    }
  }
  return [...sources];
}

/** A source list's entries that may stand in a CSP (an origin with no spaces, quotes or separators). */
const SOURCE = /^(https?|wss?):\/\/[^\s;,'"]+$/;

/**
 * A Content-Security-Policy with `sources` added to its connect-src (made from default-src when it
 * has none). A policy that restricts no connection is returned as it is; so is one with nothing to add.
 */
export function widenConnectSrc(policy: string, sources: readonly string[]): string {
  const added = sources.filter((s) => SOURCE.test(s));
  if (added.length === 0) return policy;
  const directives = policy
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);
  const named = (name: string) => directives.findIndex((d) => d.split(/\s+/)[0].toLowerCase() === name);
  const connect = named('connect-src');
  const base = connect >= 0 ? connect : named('default-src');
  if (base < 0) return policy;
  const own = directives[base].split(/\s+/).slice(1);
  if (own.includes('*')) return policy;
  const widened = ['connect-src', ...own, ...added.filter((s) => !own.includes(s))].join(' ');
  if (connect >= 0) directives[connect] = widened;
  else directives.push(widened);
  return directives.join('; ');
}

/** The world database of the page's own server: the name the app always used, so an install keeps its data. */
export const DEFAULT_WORLD_DATABASE = 'lp-ops';
/** The slots' own database (src/db/schema.ts ServersDb). */
export const SERVERS_DATABASE = 'lp-ops-servers';
/** The BroadcastChannel on which a data worker says the slots changed (other tabs and the service worker listen). */
export const SERVERS_CHANNEL = 'lp-ops-servers';

/**
 * The IndexedDB database of one server's world (its session, mirror and last frames). Keyed by
 * address, not slot: a token stored for one server can never be read by another server's world.
 */
export function worldDatabaseName(apiBase: string, pageOrigin: string): string {
  return apiBase === pageOrigin ? DEFAULT_WORLD_DATABASE : `${DEFAULT_WORLD_DATABASE}@${apiBase}`;
}
