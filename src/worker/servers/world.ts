// One server's world: a DataWorker put together for one slot's addresses, with its own session
// store, mirror, frames, tab channel and lock names (all from its own IndexedDB database), and
// everything it starts (timers, sockets, requests) closable at once when the slot goes away or
// changes address. The DataWorker itself knows nothing of slots: this is the layer above it.
import { apiError } from '../../domain/rules/sync/httpError';
import type { ServerMode } from '../../domain/contracts/values';
import { SERVER_CHECK_TIMEOUT_MS, healthMode, type ServerAddresses, type SlotId } from '../../domain/rules/servers/serverSlots';
import type { Clock } from '../clock';
import { DataWorker, type WorkerDeps } from '../dataWorker';
import type { FetchLike } from '../http/httpClient';
import type { SocketFactory, SocketLike } from '../sockets/liveSockets';

/** A closed world's requests fail as a network failure would: nothing reaches its server any more. */
const CLOSED_DETAIL = 'Сервер отключён от приложения';

export interface WorldSlot {
  id: SlotId;
  name: string;
  addresses: ServerAddresses;
  /** Its IndexedDB database (src/domain/rules/servers/serverSlots.ts `worldDatabaseName`). */
  database: string;
}

/** What every world shares: the browser's fetch, sockets, clock and facts. */
export type SharedDeps = Pick<WorkerDeps, 'fetch' | 'createSocket' | 'clock' | 'locks' | 'userAgent' | 'browserOnline' | 'random'>;

/** What a world has of its own (main.ts makes them from its database; tests from memory). */
export type WorldStorage = Pick<WorkerDeps, 'store' | 'mirror' | 'frames' | 'tabs'> & {
  /** Drops the storage's connections (the world is closed). */
  close?(): void;
  /** Deletes the world's database (the server left the slots). */
  destroy?(): Promise<void>;
};

export interface World {
  readonly slot: WorldSlot;
  readonly data: DataWorker;
  /** Renamed in place: the name only labels messages and rows. */
  rename(name: string): void;
  /** What the server's /api/health says it trades with; undefined when it could not be read now. */
  readMode(): Promise<ServerMode | null | undefined>;
  /** Stops every timer, socket and request of the world; it answers nothing afterwards. */
  close(): void;
  /** Closes, then deletes its database. */
  destroy(): Promise<void>;
}

/** A clock whose timers all stop at `close()`; later ones are never started. */
function closableClock(base: Clock): Clock & { close(): void } {
  const timeouts = new Set<unknown>();
  const intervals = new Set<unknown>();
  let closed = false;
  return {
    now: () => base.now(),
    setTimeout(fn, ms) {
      if (closed) return null;
      const handle: unknown = base.setTimeout(() => {
        timeouts.delete(handle);
        fn();
      }, ms);
      timeouts.add(handle);
      return handle;
    },
    clearTimeout(handle) {
      timeouts.delete(handle);
      if (handle !== null) base.clearTimeout(handle);
    },
    setInterval(fn, ms) {
      if (closed) return null;
      const handle = base.setInterval(fn, ms);
      intervals.add(handle);
      return handle;
    },
    clearInterval(handle) {
      intervals.delete(handle);
      if (handle !== null) base.clearInterval(handle);
    },
    close() {
      closed = true;
      for (const handle of timeouts) base.clearTimeout(handle);
      for (const handle of intervals) base.clearInterval(handle);
      timeouts.clear();
      intervals.clear();
    },
  };
}

/** Lock names of one world: one server's token refresh never waits for another's. */
function scopedLocks(locks: WorkerDeps['locks'], scope: string): WorkerDeps['locks'] {
  return locks ? { request: (name, callback) => locks.request(`${name}@${scope}`, callback) } : null;
}

export function openWorld(slot: WorldSlot, shared: SharedDeps, storage: WorldStorage): World {
  const clock = closableClock(shared.clock);
  const sockets = new Set<SocketLike>();
  const requests = new Set<AbortController>();
  let closed = false;
  let name = slot.name;

  const fetch: FetchLike = async (input, init) => {
    if (closed) throw apiError(CLOSED_DETAIL, 0);
    const controller = new AbortController();
    const given = init?.signal;
    if (given) given.addEventListener('abort', () => controller.abort(), { once: true });
    requests.add(controller);
    try {
      return await shared.fetch(input, { ...init, signal: controller.signal });
    } finally {
      requests.delete(controller);
    }
  };
  const createSocket: SocketFactory | null = shared.createSocket
    ? (url) => {
        // The world's sockets hand their events on only while it is open, and are forgotten once closed.
        const inner = shared.createSocket!(url);
        const outer: SocketLike = { onopen: null, onmessage: null, onclose: null, onerror: null, close: (code) => inner.close(code) };
        inner.onopen = (ev) => !closed && outer.onopen?.(ev);
        inner.onmessage = (ev) => !closed && outer.onmessage?.(ev);
        inner.onerror = (ev) => !closed && outer.onerror?.(ev);
        inner.onclose = (ev) => {
          sockets.delete(inner);
          if (!closed) outer.onclose?.(ev);
        };
        if (closed) inner.close();
        else sockets.add(inner);
        return outer;
      }
    : null;

  let data: DataWorker | null = null;
  data = new DataWorker({
    ...shared,
    config: slot.addresses,
    fetch,
    createSocket,
    clock,
    locks: scopedLocks(shared.locks, slot.database),
    // A server the world knows to be unreachable fails commands at once, whatever the browser says.
    browserOnline: () => shared.browserOnline() && (data?.session.isOnline ?? true),
    store: storage.store,
    mirror: storage.mirror,
    frames: storage.frames,
    tabs: storage.tabs,
  });

  const close = () => {
    if (closed) return;
    closed = true;
    clock.close();
    for (const socket of sockets) socket.close();
    sockets.clear();
    for (const request of requests) request.abort();
    requests.clear();
    storage.close?.();
  };
  return {
    get slot() {
      return { ...slot, name };
    },
    data,
    rename(next) {
      name = next;
    },
    async readMode() {
      const controller = new AbortController();
      const timer = clock.setTimeout(() => controller.abort(), SERVER_CHECK_TIMEOUT_MS);
      try {
        const response = await fetch(`${slot.addresses.apiBase}/api/health`, {
          headers: { Accept: 'application/json' },
          signal: controller.signal,
        });
        return response.ok ? healthMode(await response.json()) : null;
      } catch {
        return undefined;
      } finally {
        clock.clearTimeout(timer);
      }
    },
    close,
    async destroy() {
      close();
      await storage.destroy?.();
    },
  };
}
