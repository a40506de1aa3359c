/// <reference lib="webworker" />
// The dedicated worker: owns every request, timer and socket (DESIGN.md §2). The surface is typed
// in ./api.ts and put together in ./dataWorker.ts; this file binds it to the browser and Comlink.
import * as Comlink from 'comlink';
import { toApiError } from '../domain/httpError';
import { AppDb } from '../db/schema';
import type { WorkerApi } from './api';
import { systemClock } from './clock';
import { defaultConfig } from './config';
import { DataWorker } from './dataWorker';
import { DexieAuthStore } from './session/authStore';
import type { SessionBroadcast } from './session/sessionManager';
import type { SocketLike } from './sockets/liveSockets';
import { DexieFrameStore } from './sync/frames';
import { DexieMirror } from './sync/mirror';

declare const self: DedicatedWorkerGlobalScope;

/** Sign-in and sign-out of one tab reach the workers of the others. */
function sessionChannel(channel: BroadcastChannel) {
  return {
    post: (message: SessionBroadcast) => channel.postMessage(message),
    listen: (onMessage: (message: SessionBroadcast) => void) => {
      channel.onmessage = (event: MessageEvent<SessionBroadcast>) => onMessage(event.data);
    },
  };
}

const env = (import.meta as unknown as { env?: Record<string, string | undefined> }).env ?? {};
const db = new AppDb();
let worker: DataWorker | null = null;
const mirror = new DexieMirror(db, () => worker?.reportStorageFull());

worker = new DataWorker({
  config: defaultConfig(self.location.origin, env),
  fetch: (input, init) => fetch(input, init),
  createSocket: typeof WebSocket === 'function' ? (url) => new WebSocket(url) as unknown as SocketLike : null,
  store: new DexieAuthStore(db),
  mirror,
  frames: new DexieFrameStore(db),
  clock: systemClock,
  locks: self.navigator.locks ? { request: (name, cb) => self.navigator.locks.request(name, cb) } : null,
  userAgent: self.navigator.userAgent,
  browserOnline: () => self.navigator.onLine !== false,
  tabs: typeof BroadcastChannel === 'function' ? sessionChannel(new BroadcastChannel('lp-ops-session')) : null,
});
const data = worker;

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

const api: WorkerApi = {
  ping: () => data.ping(),
  async watchSession(onState, onEvent) {
    let stop: () => void = () => undefined;
    const dead = () => stop();
    stop = await data.watchSession(relay(onState, dead), relay(onEvent, dead));
    return Comlink.proxy(() => {
      stop();
      release(onState);
      release(onEvent);
    });
  },
  session: {
    login: (u, p) => guarded(() => data.sessionApi.login(u, p)),
    secondFactor: (code) => guarded(() => data.sessionApi.secondFactor(code)),
    register: (payload) => guarded(() => data.sessionApi.register(payload)),
    logout: () => guarded(() => data.sessionApi.logout()),
    extend: () => guarded(() => data.sessionApi.extend()),
    activity: () => data.sessionApi.activity(),
    visibility: (visible) => data.sessionApi.visibility(visible),
    verifyEmail: (token) => guarded(() => data.sessionApi.verifyEmail(token)),
    forgotPassword: (email) => guarded(() => data.sessionApi.forgotPassword(email)),
    resetPassword: (token, pw) => guarded(() => data.sessionApi.resetPassword(token, pw)),
  },
  async subscribe(topic, params, onSnapshot) {
    let stop: () => void = () => undefined;
    stop = await data.subscribe(
      topic,
      params,
      relay(onSnapshot, () => stop()),
    );
    return Comlink.proxy(() => {
      stop();
      release(onSnapshot);
    });
  },
  command: (name, payload) => guarded(() => data.command(name, payload)),
  async watchLive(onMessage) {
    let stop: () => void = () => undefined;
    stop = await data.watchLive(relay(onMessage, () => stop()));
    return Comlink.proxy(() => {
      stop();
      release(onMessage);
    });
  },
  config: () => data.config(),
  saveFrame: (frame) => data.saveFrame(frame),
};

Comlink.expose(api);
