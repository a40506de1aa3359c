/// <reference lib="webworker" />
// The dedicated worker: owns every request, timer and socket (docs/architecture.md#the-worker-boundary). The surface is typed
// in ./api.ts and put together in ./dataWorker.ts; this file binds it to the browser and Comlink.
import * as Comlink from 'comlink';
import { toApiError } from '../domain/rules/sync/httpError';
import { NO_SERVER_DETAIL } from './servers/activeRoute';
import { AppDb } from '../db/schema';
import { SERVERS_CHANNEL, type SlotSetting } from '../domain/rules/servers/serverSlots';
import type { WorkerApi } from './api';
import { systemClock } from './clock';
import { watchCsp } from './servers/cspWatch';
import { ServerWorlds } from './servers/serverWorlds';
import { DexieSlotStore } from '../db/slotStore';
import type { SharedDeps, WorldSlot, WorldStorage } from './servers/world';
import { DexieAuthStore } from '../db/authStore';
import type { SessionBroadcast } from './session/sessionManager';
import type { SocketLike } from './sockets/liveSockets';
import { DexieFrameStore } from '../db/frameStore';
import { DexieMirror } from '../db/mirror';

declare const self: DedicatedWorkerGlobalScope;

const env = (import.meta as unknown as { env?: Record<string, string | undefined> }).env ?? {};
const origin = self.location.origin;

const shared: SharedDeps = {
  fetch: (input, init) => fetch(input, init),
  createSocket: typeof WebSocket === 'function' ? (url) => new WebSocket(url) as unknown as SocketLike : null,
  clock: systemClock,
  locks: self.navigator.locks ? { request: (name, cb) => self.navigator.locks.request(name, cb) } : null,
  userAgent: self.navigator.userAgent,
  browserOnline: () => self.navigator.onLine !== false,
};

/** One world's storage: its own database, and its own channel to the same world in other tabs. */
function worldStorage(slot: WorldSlot, onQuota: () => void): WorldStorage {
  const db = new AppDb(slot.database);
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(`lp-ops-session@${slot.database}`) : null;
  return {
    store: new DexieAuthStore(db),
    mirror: new DexieMirror(db, onQuota),
    frames: new DexieFrameStore(db),
    tabs: channel && {
      post: (message: SessionBroadcast) => channel.postMessage(message),
      listen: (onMessage: (message: SessionBroadcast) => void) => {
        channel.onmessage = (event: MessageEvent<SessionBroadcast>) => onMessage(event.data);
      },
    },
    close: () => {
      channel?.close();
      db.close();
    },
    destroy: () => db.delete(),
  };
}

const PRESET_TIMEOUT_MS = 10_000;

/** The deployment's preset: the body of /config.json, null when it has none, undefined when unreadable now. */
async function fetchPreset(): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${origin}/config.json`, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(PRESET_TIMEOUT_MS),
    });
  } catch {
    return undefined;
  }
  if (response.status === 404) return null;
  if (!response.ok) return undefined;
  return response.json().catch(() => null);
}

// Watched from the start: the browser reports a refusal once, whenever it happens.
const csp = watchCsp(self, systemClock);
const slotsChannel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(SERVERS_CHANNEL) : null;
const servers = new ServerWorlds({
  origin,
  build: env,
  store: new DexieSlotStore(),
  shared,
  storageFor: worldStorage,
  fetchPreset,
  tabs: slotsChannel && {
    post: () => slotsChannel.postMessage('changed'),
    listen: (onChange) => {
      slotsChannel.onmessage = () => onChange();
    },
  },
  check: async (setting: SlotSetting, context) => {
    const { checkServer } = await import('./servers/checkServer');
    return checkServer(setting, { ...context, fetch: shared.fetch, clock: systemClock, cspRefused: csp.refused });
  },
});
const route = servers.route;

/** The active server's world, once the slots are read. */
async function active() {
  await servers.ready();
  const world = route.world;
  if (!world) throw { detail: NO_SERVER_DETAIL, status: 0 };
  await world.data.ready();
  return world.data;
}

/** Errors cross the boundary as plain `{detail, status}` (Comlink would reduce an Error to its message). */
async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toApiError(error);
  }
}

/** A callback proxied from the page: calls are fire-and-forget, a dead page just stops them. */
function relay<A>(remote: (arg: A) => unknown, onDead: () => void): (arg: A) => void {
  return (arg) => {
    try {
      void Promise.resolve(remote(arg)).catch(onDead);
    } catch {
      onDead();
    }
  };
}

function release(remote: unknown): void {
  const r = (remote as { [Comlink.releaseProxy]?: () => void })[Comlink.releaseProxy];
  if (typeof r === 'function') {
    try {
      r.call(remote);
    } catch {
      /* already released */
    }
  }
}

/** A watch of the worker handed to the page: the callback relayed, the stop proxied back. */
async function watched<A>(start: (relayed: (arg: A) => void) => (() => void) | Promise<() => void>, remote: (arg: A) => unknown) {
  let stop: () => void = () => undefined;
  stop = await start(relay(remote, () => stop()));
  return Comlink.proxy(() => {
    stop();
    release(remote);
  });
}

const api: WorkerApi = {
  ping: async () => 'pong',
  async watchSession(onState, onEvent) {
    await servers.ready();
    let stop: () => void = () => undefined;
    const dead = () => stop();
    stop = route.watchSession(relay(onState, dead), relay(onEvent, dead));
    return Comlink.proxy(() => {
      stop();
      release(onState);
      release(onEvent);
    });
  },
  session: {
    login: (u, p) => guarded(async () => (await active()).sessionApi.login(u, p)),
    secondFactor: (code) => guarded(async () => (await active()).sessionApi.secondFactor(code)),
    register: (payload) => guarded(async () => (await active()).sessionApi.register(payload)),
    logout: () => guarded(async () => (await active()).sessionApi.logout()),
    extend: () => guarded(async () => (await active()).sessionApi.extend()),
    // Presence and visibility concern every server's session and polling.
    activity: () => {
      for (const world of servers.all()) world.data.sessionApi.activity();
    },
    visibility: (visible) => {
      for (const world of servers.all()) world.data.sessionApi.visibility(visible);
    },
    verifyEmail: (token) => guarded(async () => (await active()).sessionApi.verifyEmail(token)),
    forgotPassword: (email) => guarded(async () => (await active()).sessionApi.forgotPassword(email)),
    resetPassword: (token, pw) => guarded(async () => (await active()).sessionApi.resetPassword(token, pw)),
  },
  async subscribe(topic, params, onSnapshot) {
    await servers.ready();
    return watched((relayed) => route.subscribe(topic, params, relayed), onSnapshot);
  },
  command: (name, payload) => guarded(() => servers.command(name, payload)),
  async watchLive(onMessage) {
    await servers.ready();
    return watched((relayed) => route.watchLive(relayed), onMessage);
  },
  servers: {
    watch: (onView) => watched((relayed) => servers.watch(relayed), onView),
    select: (id) => guarded(() => servers.select(id)),
    save: (id, setting) => guarded(() => servers.save(id, setting)),
    remove: (id) => guarded(() => servers.remove(id)),
    reset: (id) => guarded(() => servers.reset(id)),
    check: (setting) => guarded(() => servers.check(setting)),
    watchOverview: (onRows) => watched((relayed) => servers.watchOverview(relayed), onRows),
  },
  saveFrame: async (frame) => (await active()).saveFrame(frame),
};

Comlink.expose(api);
