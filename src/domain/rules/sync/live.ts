// Messages pushed by the server on /ws/:botId?token=… (documented in docs/api.md, "Live updates").
// The server builds them; the worker validates them with `parseLiveMessage` before folding them
// into snapshots. Unknown types are ignored by the client.
import { parseAlertItem } from '../alerts/alertItem';
import type { AlertItem } from '../../contracts/push';
import type { BotLogEntry } from '../../contracts/bots';
import { parseLogEntry } from '../mining/journal';
import type { HedgePosition, MiningPosition } from '../../contracts/types';

export type LiveMessage =
  | { type: 'hello'; bot_id: number; ts: number }
  | { type: 'bot_status'; bot_id: number; status: string; running: boolean; ts: number }
  | { type: 'position_update'; bot_id: number; position: MiningPosition; ts: number }
  | { type: 'position_closed'; bot_id: number; position: MiningPosition; ts: number }
  | { type: 'price_tick'; bot_id: number; symbol: string; price: number; ts: number }
  | { type: 'hedge_position_update'; bot_id: number; position: HedgePosition; ts: number }
  /** An alert of the user's rules (issue 23), on the socket of each bot it concerns. */
  | { type: 'alert'; bot_id: number; alert: AlertItem; ts: number }
  /** A new entry of the bot's journal (issue 54), as GET /api/bots/{id}/logs lists it. */
  | { type: 'log'; bot_id: number; entry: BotLogEntry; ts: number };

type LiveMessageType = LiveMessage['type'];

/**
 * How long the worker gathers live messages before it folds them into the snapshots once: under a
 * flood, the interval between two pushes to the screens (docs/decisions/0062).
 */
export const LIVE_COALESCE_MS = 250;

/**
 * How the server closes a socket: a malformed bot id or query (4400); a missing, bad or expired
 * token, or a session that ended (4401); an account that may not watch bots (4403); a bot that
 * is not the user's or does not exist (4404: ids cannot be probed).
 */
export const LIVE_CLOSE = { badRequest: 4400, badToken: 4401, forbidden: 4403, notFound: 4404 } as const;

/**
 * The one frame a client sends: a fresh access token for the open socket, before the one it was
 * opened with expires (otherwise the server closes it with 4401 at expiry). The server answers
 * `{type: 'auth_ok', bot_id, expires_at, ts}` (ignored by `parseLiveMessage`).
 */
export const authFrame = (token: string): string => JSON.stringify({ type: 'auth', token });

/** The token of an auth frame, or null for anything else. */
export function authFrameToken(raw: string): string | null {
  try {
    const value = JSON.parse(raw) as unknown;
    return isRecord(value) && value.type === 'auth' && typeof value.token === 'string' && value.token.length <= 4096 ? value.token : null;
  } catch {
    return null;
  }
}

const TYPES: ReadonlySet<string> = new Set<LiveMessageType>([
  'hello',
  'bot_status',
  'position_update',
  'position_closed',
  'price_tick',
  'hedge_position_update',
  'alert',
  'log',
]);

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Parses one socket frame. Returns null for anything malformed or of an unknown type. */
export function parseLiveMessage(raw: unknown): LiveMessage | null {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!isRecord(value) || typeof value.type !== 'string' || !TYPES.has(value.type)) return null;
  if (typeof value.bot_id !== 'number' || !Number.isFinite(value.bot_id)) return null;
  if (typeof value.ts !== 'number') return null;
  switch (value.type) {
    case 'bot_status':
      return typeof value.status === 'string' && typeof value.running === 'boolean' ? (value as LiveMessage) : null;
    case 'position_update':
    case 'position_closed':
      return isRecord(value.position) && typeof value.position.token_id === 'number' ? (value as LiveMessage) : null;
    case 'price_tick':
      return typeof value.symbol === 'string' && typeof value.price === 'number' && Number.isFinite(value.price)
        ? (value as LiveMessage)
        : null;
    case 'hedge_position_update':
      return isRecord(value.position) && typeof value.position.position_id === 'number' ? (value as LiveMessage) : null;
    case 'alert': {
      const alert = parseAlertItem(value.alert);
      return alert ? { type: 'alert', bot_id: value.bot_id, alert, ts: value.ts } : null;
    }
    case 'log': {
      const entry = parseLogEntry(value.entry);
      return entry && entry.bot_id === value.bot_id ? { type: 'log', bot_id: value.bot_id, entry, ts: value.ts } : null;
    }
    default:
      return value as LiveMessage;
  }
}
