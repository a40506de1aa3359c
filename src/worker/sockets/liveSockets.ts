// One WebSocket per watched bot (`/ws/{botId}?token=`), reconnecting with exponential backoff and
// jitter. When the tokens rotate, each open socket is handed the fresh access token (`renew`), so
// the server keeps it past the old token's expiry. 4401 (bad or expired token, ended session) asks
// for a token refresh first; 4400, 4403 and 4404 (malformed, not allowed, not the user's bot) give
// up. A socket that comes back after a break reports it (`onResumed`): what was pushed meanwhile is
// fetched again, so nothing is lost.
import { backoffDelay } from '../../domain/rules/sync/backoff';
import { authFrame, LIVE_CLOSE, parseLiveMessage, type LiveMessage } from '../../domain/rules/sync/live';
import type { Clock } from '../clock';

/** docs/product.md §5/§8: opening a live socket needs an access token. */
export const SOCKET_NO_TOKEN_DETAIL = 'Токен доступа не найден. Необходимо войти в систему';

export interface SocketLike {
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  close(code?: number): void;
  send?(data: string): void;
  readyState?: number;
}

export type SocketFactory = (url: string) => SocketLike;

interface Conn {
  botId: number;
  socket: SocketLike | null;
  attempt: number;
  timer: unknown;
  closed: boolean;
  /** The socket was open before: the next hello follows a break. */
  wasOpen: boolean;
}

/** Close codes after which a reconnect cannot help. */
const FINAL_CODES: ReadonlySet<number> = new Set([LIVE_CLOSE.badRequest, LIVE_CLOSE.forbidden, LIVE_CLOSE.notFound]);

export class LiveSockets {
  private readonly conns = new Map<number, Conn>();

  constructor(
    private readonly deps: {
      wsBase: string;
      createSocket: SocketFactory;
      token(): string | null;
      refreshToken(stale: string | null): Promise<unknown>;
      clock: Clock;
      random?: () => number;
      onMessage(message: LiveMessage): void;
      onError?(detail: string): void;
      /** A bot's socket is back after a break: re-read what it may have missed. */
      onResumed?(botId: number): void;
    },
  ) {}

  /** Open sockets for these bots, close the others. */
  watch(botIds: Iterable<number>): void {
    const wanted = new Set(botIds);
    for (const id of [...this.conns.keys()]) if (!wanted.has(id)) this.close(id);
    for (const id of wanted) {
      if (this.conns.has(id)) continue;
      const conn: Conn = { botId: id, socket: null, attempt: 0, timer: null, closed: false, wasOpen: false };
      this.conns.set(id, conn);
      this.open(conn);
    }
  }

  /** The tokens rotated: every open socket gets the fresh access token before the old one expires. */
  renew(): void {
    const token = this.deps.token();
    if (!token) return;
    for (const conn of this.conns.values()) {
      const socket = conn.socket;
      if (!socket?.send || (socket.readyState !== undefined && socket.readyState !== 1)) continue;
      try {
        socket.send(authFrame(token));
      } catch {
        /* closing: the reconnect opens with the fresh token */
      }
    }
  }

  stopAll(): void {
    for (const id of [...this.conns.keys()]) this.close(id);
  }

  watched(): number[] {
    return [...this.conns.keys()];
  }

  /** Attempts made so far for a bot (tests). */
  attempts(botId: number): number {
    return this.conns.get(botId)?.attempt ?? 0;
  }

  private close(botId: number): void {
    const conn = this.conns.get(botId);
    if (!conn) return;
    conn.closed = true;
    if (conn.timer !== null) this.deps.clock.clearTimeout(conn.timer);
    const socket = conn.socket;
    conn.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      try {
        socket.close(1000);
      } catch {
        /* already closed */
      }
    }
    this.conns.delete(botId);
  }

  private open(conn: Conn): void {
    if (conn.closed) return;
    const token = this.deps.token();
    if (!token) {
      this.deps.onError?.(SOCKET_NO_TOKEN_DETAIL);
      this.conns.delete(conn.botId);
      conn.closed = true;
      return;
    }
    let socket: SocketLike;
    try {
      socket = this.deps.createSocket(`${this.deps.wsBase}/ws/${conn.botId}?token=${encodeURIComponent(token)}`);
    } catch {
      this.retry(conn);
      return;
    }
    conn.socket = socket;
    socket.onmessage = (ev) => {
      const message = parseLiveMessage(ev.data);
      if (!message) return; // unknown or malformed: ignored
      if (message.type === 'hello') {
        conn.attempt = 0;
        if (conn.wasOpen) this.deps.onResumed?.(conn.botId);
        conn.wasOpen = true;
      }
      this.deps.onMessage(message);
    };
    socket.onerror = () => {
      /* onclose follows */
    };
    socket.onclose = (ev) => {
      conn.socket = null;
      if (conn.closed) return;
      if (FINAL_CODES.has(ev.code)) {
        this.conns.delete(conn.botId);
        return;
      }
      if (ev.code === LIVE_CLOSE.badToken) {
        void this.deps
          .refreshToken(token)
          .catch(() => undefined)
          .finally(() => this.retry(conn));
        return;
      }
      this.retry(conn);
    };
  }

  private retry(conn: Conn): void {
    if (conn.closed) return;
    const delay = backoffDelay(conn.attempt, this.deps.random);
    conn.attempt += 1;
    conn.timer = this.deps.clock.setTimeout(() => {
      conn.timer = null;
      this.open(conn);
    }, delay);
  }
}
