// /ws/:botId?token=<access token>: the live updates of one bot. Close codes (src/domain/rules/sync/live.ts
// LIVE_CLOSE): a malformed bot id or query 4400, a missing or bad token 4401, an account that may
// not watch (waiting for e-mail verification) 4403, a bot that is not the user's (admin: any) or
// does not exist 4404. The first message is `{type:'hello'}`, then whatever the simulator publishes
// for the bot. A socket lives no longer than its session: logout, suspension, a password reset or
// change and a revoked token family close it with 4401 at once, and so does the token's expiry
// unless the client sent a fresh token on the socket first (`{type:'auth', token}`).
// Upgrades without a valid token are throttled per address; errors of such sockets are logged at
// most once per address a minute (socketErrorHandler). A page of an untrusted origin (CORS_ORIGINS)
// gets 403 before the upgrade; an upgrade to any other path (/ws, /ws/1/, /ws/1/extra, a page, an
// API route) gets 404 with a `detail` before it, instead of a socket closed without a reason.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { canSeeOwner } from '../auth/guard';
import type { RouteDeps } from '../routes/deps';
import { API } from '../../src/domain/contracts/api';
import { authFrameToken, LIVE_CLOSE } from '../../src/domain/rules/sync/live';
import { routeSchema } from '../http/serve';
import { TEXT } from '../http/texts';
import { socketOriginAllowed } from '../remote';

/** A client this far behind is dropped frames rather than buffered without bound. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
const PING_MS = 30_000;
/** Node timers hold at most about 24.8 days; a later expiry is re-armed when this one fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const REASON = TEXT.live;

interface LiveSocket {
  socket: WebSocket;
  userId: number;
  sessionId: string;
  expiry: NodeJS.Timeout | null;
}

/** Says each key's first word a minute at most (address → last time logged). */
class OncePerMinute {
  private readonly last = new Map<string, number>();
  constructor(private readonly write: (key: string, what: string) => void) {}
  say(key: string, what: string, now = Date.now()): void {
    const at = this.last.get(key);
    if (at !== undefined && now - at < 60_000) return;
    if (this.last.size > 10_000) for (const [k, t] of this.last) if (now - t >= 60_000) this.last.delete(k);
    this.last.set(key, now);
    this.write(key, what);
  }
}

/**
 * What @fastify/websocket does with an error of a socket (a frame over the size limit, broken
 * UTF-8, a reset): the socket is dropped and one short line is logged per address a minute, never
 * a stack trace per socket (2 000 bad sockets once wrote 2 MB of log).
 */
export function socketErrorHandler(log: { warn(obj: object, msg: string): void }) {
  const once = new OncePerMinute((ip, what) => log.warn({ ip }, `socket error: ${what}`));
  return (error: Error & { code?: string }, socket: WebSocket, request: FastifyRequest) => {
    once.say(request.ip, error.code ?? error.message);
    socket.terminate();
  };
}

export async function registerLiveSocket(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db, auth } = deps;
  const ownerOf = (botId: number): number | null => {
    const row = db
      .prepare('SELECT user_id FROM bots WHERE bot_id = ? UNION ALL SELECT user_id FROM hedge_bots WHERE bot_id = ?')
      .get(botId, botId) as { user_id: number } | undefined;
    return row ? row.user_id : null;
  };

  const open = new Set<LiveSocket>();
  const close = (live: LiveSocket, reason: string) => {
    if (live.expiry) clearTimeout(live.expiry);
    live.expiry = null;
    open.delete(live);
    live.socket.close(LIVE_CLOSE.badToken, reason);
  };
  auth.onRevoke((r) => {
    for (const live of [...open]) {
      const ended =
        'sessionIds' in r ? r.sessionIds.includes(live.sessionId) : live.userId === r.userId && live.sessionId !== r.exceptSession;
      if (ended) close(live, REASON.ended);
    }
  });
  const armExpiry = (live: LiveSocket, expSec: number) => {
    if (live.expiry) clearTimeout(live.expiry);
    const wait = expSec * 1000 - Date.now();
    live.expiry = setTimeout(
      () => {
        if (expSec * 1000 > Date.now()) armExpiry(live, expSec);
        else close(live, REASON.expired);
      },
      Math.max(0, Math.min(wait, MAX_TIMER_MS)),
    );
    live.expiry.unref();
  };

  const tokenOf = (request: FastifyRequest) => {
    const token = (request.query as { token?: unknown } | undefined)?.token;
    return typeof token === 'string' ? token : null;
  };
  /** The rate limit counts only upgrades that would be refused for their token. */
  const validToken = (request: FastifyRequest) => {
    const token = tokenOf(request);
    return token !== null && auth.verifyAccess(token) !== null;
  };

  app.addHook('onRequest', async (request, reply) => {
    if (request.ws && request.routeOptions.url !== API.live.url) return reply.code(404).send({ detail: REASON.noSuchSocket });
  });

  // A browser page of another origin opens sockets only when trusted, like its requests (CORS_ORIGINS).
  const preValidation = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!socketOriginAllowed(request.headers.origin, request.headers.host, deps.config.corsOrigins))
      return reply.code(403).send({ detail: REASON.originRefused });
  };

  app.get(
    API.live.url,
    {
      websocket: true,
      schema: routeSchema(API.live),
      preValidation,
      // A malformed id or query still gets its socket, closed with 4400 (a client sees a reason, not 1006).
      attachValidation: true,
      config: { rateLimit: { max: app.anonRateLimit, timeWindow: 60_000, allowList: (request: FastifyRequest) => validToken(request) } },
    },
    (socket: WebSocket, request) => {
      if (request.validationError) {
        socket.close(LIVE_CLOSE.badRequest, REASON.badRequest);
        return;
      }
      const botId = (request.params as { botId: number }).botId;
      const token = tokenOf(request);
      const found = token ? auth.verifyAccess(token) : null;
      if (!found || (found.user.status !== 'active' && found.user.status !== 'pending_verification')) {
        socket.close(LIVE_CLOSE.badToken, token ? REASON.badToken : REASON.noToken);
        return;
      }
      if (found.user.status !== 'active') {
        socket.close(LIVE_CLOSE.forbidden, REASON.forbidden);
        return;
      }
      const user = { user_id: found.user.user_id, username: found.user.username, role: found.user.role };
      const botOwner = ownerOf(botId);
      if (botOwner === null || !canSeeOwner(user, botOwner)) {
        socket.close(LIVE_CLOSE.notFound, TEXT.notFound.bot);
        return;
      }
      const live: LiveSocket = { socket, userId: user.user_id, sessionId: found.claims.sid, expiry: null };
      open.add(live);
      armExpiry(live, found.claims.exp);

      const send = (message: unknown) => {
        if (socket.readyState !== socket.OPEN || socket.bufferedAmount > MAX_BUFFERED_BYTES) return;
        socket.send(JSON.stringify(message));
      };
      send({ type: 'hello', bot_id: botId, ts: Date.now() });
      const unsubscribe = deps.hub.subscribe(botId, send);
      const ping = setInterval(() => {
        if (socket.readyState === socket.OPEN) socket.ping();
      }, PING_MS);
      ping.unref();
      // The only frame a client sends: a fresh token of the same user keeps the socket past the old expiry.
      socket.on('message', (data, isBinary) => {
        if (isBinary || !open.has(live)) return;
        const fresh = authFrameToken(String(data));
        if (fresh === null) return;
        const renewed = auth.verifyAccess(fresh);
        if (!renewed || renewed.user.user_id !== live.userId || renewed.user.status !== 'active') {
          close(live, REASON.badToken);
          return;
        }
        live.sessionId = renewed.claims.sid;
        armExpiry(live, renewed.claims.exp);
        send({ type: 'auth_ok', bot_id: botId, expires_at: renewed.claims.exp * 1000, ts: Date.now() });
      });
      const end = () => {
        clearInterval(ping);
        if (live.expiry) clearTimeout(live.expiry);
        open.delete(live);
        unsubscribe();
      };
      socket.on('close', end);
      socket.on('error', end);
    },
  );
}
