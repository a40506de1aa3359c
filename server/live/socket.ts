// /ws/:botId?token=<access token>: the live updates of one bot. A missing or bad token closes the
// socket with 4401, a bot that is not the user's (admin: any) with 4403, a page of an untrusted
// origin gets 403 before the upgrade; the first message is
// `{type:'hello'}`, then whatever the simulator publishes for the bot (src/domain/live.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { canSeeOwner, verifyAccessToken } from '../auth/guard';
import type { RouteDeps } from '../routes/deps';
import { API } from '../../src/domain/contracts/api';
import { routeSchema } from '../http/serve';
import { socketOriginAllowed } from '../remote';

const WS_CLOSE = { badToken: 4401, forbidden: 4403 } as const;
/** A client this far behind is dropped frames rather than buffered without bound. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
const PING_MS = 30_000;

export async function registerLiveSocket(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db } = deps;
  const ownerOf = (botId: number): number | null => {
    const row = db
      .prepare('SELECT user_id FROM bots WHERE bot_id = ? UNION ALL SELECT user_id FROM hedge_bots WHERE bot_id = ?')
      .get(botId, botId) as { user_id: number } | undefined;
    return row ? row.user_id : null;
  };

  // A browser page of another origin opens sockets only when trusted, like its requests (CORS_ORIGINS).
  const preValidation = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!socketOriginAllowed(request.headers.origin, request.headers.host, deps.config.corsOrigins))
      return reply.code(403).send({ detail: 'Запросы с этого адреса страницы не разрешены сервером' });
  };

  app.get(API.live.url, { websocket: true, schema: routeSchema(API.live), preValidation }, (socket: WebSocket, request) => {
    const botId = (request.params as { botId: number }).botId;
    const token = (request.query as { token?: string }).token;
    const user = token ? verifyAccessToken(token, deps.auth) : null;
    if (!user) {
      socket.close(WS_CLOSE.badToken, token ? 'Недействительный токен' : 'Токен не найден, войдите в систему');
      return;
    }
    const owner = ownerOf(botId);
    if (owner === null || !canSeeOwner(user, owner)) {
      socket.close(WS_CLOSE.forbidden, 'Нет доступа к этому боту');
      return;
    }
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
    // Incoming frames are not part of the protocol; they are ignored.
    socket.on('close', () => {
      clearInterval(ping);
      unsubscribe();
    });
    socket.on('error', () => {
      clearInterval(ping);
      unsubscribe();
    });
  });
}
