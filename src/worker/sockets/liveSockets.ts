// One WebSocket per watched bot (`/ws/{botId}?token=`), reconnecting with exponential backoff and
// jitter. 4401 (bad token) asks for a token refresh first; 4403 (not the user's bot) gives up.
import { backoffDelay } from '../../domain/backoff';
import { parseLiveMessage, type LiveMessage } from '../../domain/live';
import type { Clock } from '../clock';

/** Spec §5/§8: opening a live socket needs an access token. */
export const SOCKET_NO_TOKEN_DETAIL = 'Токен доступа не найден. Необходимо войти в систему';

export interface SocketLike {
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  close(code?: number): void;
}

export type SocketFactory = (url: string) => SocketLike;

interface Conn {
  botId: number;
  socket: SocketLike | null;
  attempt: number;
  timer: unknown;
  closed: boolean;
}

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
    },
  ) {}

  /** Open sockets for these bots, close the others. */
  watch(botIds: Iterable<number>): void {
    const wanted = new Set(botIds);
    for (const id of [...this.conns.keys()]) if (!wanted.has(id)) this.close(id);
    for (const id of wanted) {
      if (this.conns.has(id)) continue;
      const conn: Conn = { botId: id, socket: null, attempt: 0, timer: null, closed: false };
      this.conns.set(id, conn);
      this.open(conn);
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
      if (message.type === 'hello') conn.attempt = 0;
      this.deps.onMessage(message);
    };
    socket.onerror = () => {
      /* onclose follows */
    };
    socket.onclose = (ev) => {
      conn.socket = null;
      if (conn.closed) return;
      if (ev.code === 4403) {
        this.conns.delete(conn.botId);
        return;
      }
      if (ev.code === 4401) {
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
