// Puts the worker's parts together behind the WorkerApi surface. Everything from the outside world
// (fetch, sockets, IndexedDB, clock, locks) comes in through `WorkerDeps`, so tests run it directly.
import { EventRelay } from '../domain/rules/sync/eventRelay';
import { toApiError } from '../domain/rules/sync/httpError';
import type { LiveMessage } from '../domain/rules/sync/live';
import type { User } from '../domain/contracts/types';
import type {
  Commands,
  CommandName,
  SessionApi,
  SessionEvent,
  SessionState,
  Snapshot,
  TopicData,
  TopicName,
  TopicParams,
  WorkerApi,
} from './api';
import type { Clock } from './clock';
import { runCommand, type CommandContext } from './commands';
import type { WorkerConfig } from './config';
import { ApiClient } from './http/apiClient';
import { HttpClient, type FetchLike } from './http/httpClient';
import { MarketClient } from './market/marketClient';
import type { AuthStore } from '../db/authStore';
import { SessionManager, type SessionBroadcast } from './session/sessionManager';
import { TokenManager, type LockManagerLike } from './session/tokenManager';
import { LiveRouter } from './sockets/liveRouter';
import { LiveSockets, type SocketFactory } from './sockets/liveSockets';
import type { FrameStore } from '../db/frameStore';
import type { Mirror } from '../db/mirror';
import { validFrameInput } from '../startup/frame';
import { SnapshotHub } from './sync/snapshotHub';
import { LIVE_TOPICS } from './sync/topics';

const STORAGE_FULL_DETAIL = 'Недостаточно места в хранилище браузера: офлайн-копия данных не обновлена';

export interface WorkerDeps {
  config: WorkerConfig;
  fetch: FetchLike;
  createSocket: SocketFactory | null;
  store: AuthStore;
  mirror: Mirror;
  /** The last frames of pages for the service worker's fast start; none in most tests. */
  frames?: FrameStore | null;
  clock: Clock;
  locks?: LockManagerLike | null;
  userAgent: string;
  /** navigator.onLine where known: false means commands fail at once. */
  browserOnline(): boolean;
  random?: () => number;
  /** The other tabs' workers (a BroadcastChannel in the browser); none in tests unless given. */
  tabs?: { post(message: SessionBroadcast): void; listen(onMessage: (message: SessionBroadcast) => void): void } | null;
}

export type StorageEvent = Extract<SessionEvent, { type: 'storageError' }>;

export class DataWorker implements Omit<WorkerApi, 'session' | 'servers'> {
  readonly http: HttpClient;
  readonly api: ApiClient;
  readonly tokens: TokenManager;
  readonly session: SessionManager;
  readonly hub: SnapshotHub;
  readonly sockets: LiveSockets | null;
  readonly live: LiveRouter;
  readonly market: MarketClient;
  private readonly stateListeners = new Set<(s: SessionState) => void>();
  /** Session and storage events; those before the page's watch wait for it (../domain/rules/sync/eventRelay.ts). */
  private readonly events = new EventRelay<SessionEvent | StorageEvent>();
  private miningAuthFor: { userId: number; value: Promise<boolean> } | null = null;
  private readonly started: Promise<void>;
  private readonly commandContext: CommandContext;
  private botIds: number[] = [];
  private liveSubscriptions = 0;
  /**
   * Bots watched one by one, by how many subscriptions: hedge bots whose positions are on screen
   * (issue 8) and any bot whose journal is open (issue 54). Their sockets stay open too.
   */
  private readonly botWatch = new Map<number, number>();
  private botList: (() => void) | null = null;

  constructor(private readonly deps: WorkerDeps) {
    const { clock } = deps;
    this.http = new HttpClient({
      fetch: deps.fetch,
      baseUrl: deps.config.apiBase,
      clock,
      onReachability: (ok) => this.session?.setOnline(ok),
    });
    this.tokens = new TokenManager({
      http: this.http,
      store: deps.store,
      clock,
      locks: deps.locks,
      persist: async () => {
        await this.session.tokensRotated();
        this.sockets?.renew();
      },
    });
    this.api = new ApiClient({
      http: this.http,
      tokens: this.tokens,
      clock,
      onAuthLost: () => {
        void this.session.authLost();
      },
    });
    this.market = new MarketClient(this.api, { primary: deps.config.marketPrimary, fallback: deps.config.marketFallback });
    this.hub = new SnapshotHub({
      ctx: { api: this.api, market: this.market, miningAuth: () => this.miningAuth(), now: () => clock.now() },
      mirror: deps.mirror,
      clock,
      userId: () => this.session.currentUser?.user_id ?? 0,
      online: () => this.session.isOnline,
    });
    this.live = new LiveRouter({ hub: this.hub, clock });
    this.sockets = deps.createSocket
      ? new LiveSockets({
          wsBase: deps.config.wsBase,
          createSocket: deps.createSocket,
          token: () => this.tokens.accessToken,
          refreshToken: (stale) => this.tokens.refresh(stale),
          clock,
          random: deps.random,
          onMessage: (m) => this.live.receive(m),
          onError: (detail) => console.warn(detail),
          onResumed: () => {
            for (const topic of [...LIVE_TOPICS, 'botLogs' as const]) void this.hub.refresh(topic).catch(() => undefined);
          },
        })
      : null;
    this.session = new SessionManager({
      http: this.http,
      api: this.api,
      tokens: this.tokens,
      store: deps.store,
      clock,
      userAgent: deps.userAgent,
      onState: (s) => {
        for (const l of [...this.stateListeners]) l(s);
      },
      onEvent: (e) => this.events.emit(e),
      onUserChange: (user, previous, why) => this.userChanged(user, previous, why),
      broadcast: deps.tabs ? (m) => deps.tabs?.post(m) : undefined,
    });
    this.commandContext = {
      api: this.api,
      miningAuth: () => this.miningAuth(),
      online: () => this.deps.browserOnline(),
      refresh: (topic?: TopicName, params?: unknown) => this.hub.refresh(topic, params),
      userChanged: (user: User) => this.session.setUser(user),
      endedEverywhere: () => this.session.endedEverywhere(),
    };
    this.started = this.session.start();
    deps.tabs?.listen((m) => {
      void this.started.then(() => this.session.fromOtherTab(m));
    });
  }

  ready(): Promise<void> {
    return this.started;
  }

  async ping(): Promise<'pong'> {
    return 'pong';
  }

  /** The page's watch: the session's states and its events. */
  async watchSession(onState: (s: SessionState) => void, onEvent: (e: SessionEvent) => void): Promise<() => void> {
    const stopState = await this.watchState(onState);
    // After the state: events from before anyone watched (a session refused at start) follow it.
    const stopEvents = this.events.listen(onEvent as (e: SessionEvent | StorageEvent) => void);
    return () => {
      stopState();
      stopEvents();
    };
  }

  /** The session's states only, for the worker's own watchers (servers, overview): the events stay for the page. */
  async watchState(onState: (s: SessionState) => void): Promise<() => void> {
    this.stateListeners.add(onState);
    onState(this.session.state());
    return () => {
      this.stateListeners.delete(onState);
    };
  }

  readonly sessionApi: SessionApi = {
    login: async (u, p) => {
      await this.started;
      return this.session.login(u, p);
    },
    secondFactor: async (code) => {
      await this.started;
      return this.session.secondFactor(code);
    },
    register: async (payload) => {
      await this.started;
      return this.session.register(payload);
    },
    logout: async () => {
      await this.started;
      await this.session.logout();
    },
    extend: () => this.session.extend(),
    activity: () => this.session.activity(),
    visibility: (visible) => {
      this.hub.setPaused(!visible);
      this.session.visibility(visible);
    },
    verifyEmail: async (token) => {
      await this.api.send('POST', '/api/auth/verify-email', { token });
    },
    forgotPassword: async (email) => {
      await this.api.send('POST', '/api/auth/forgot-password', { email });
    },
    resetPassword: async (token, newPassword) => {
      await this.api.send('POST', '/api/auth/reset-password', { token, new_password: newPassword });
    },
  };

  async subscribe<K extends TopicName>(
    topic: K,
    params: TopicParams<K>,
    onSnapshot: (s: Snapshot<TopicData<K>>) => void,
  ): Promise<() => void> {
    await this.started;
    const live = LIVE_TOPICS.has(topic);
    const watched = topic === 'hedgePositions' || topic === 'botLogs' ? (params as { botId: number }).botId : null;
    const stop = this.hub.subscribe(topic, params, onSnapshot);
    if (live) this.liveSubscriptions += 1;
    if (watched !== null) this.botWatch.set(watched, (this.botWatch.get(watched) ?? 0) + 1);
    this.syncSockets();
    let open = true;
    return () => {
      if (!open) return;
      open = false;
      stop();
      if (live) this.liveSubscriptions -= 1;
      if (watched !== null) {
        const left = (this.botWatch.get(watched) ?? 1) - 1;
        if (left > 0) this.botWatch.set(watched, left);
        else this.botWatch.delete(watched);
      }
      this.syncSockets();
    };
  }

  async command<K extends CommandName>(name: K, payload: Commands[K]['payload']): Promise<Commands[K]['result']> {
    await this.started;
    return runCommand(this.commandContext, name, payload);
  }

  /** Socket messages of the user's bots (the sockets stay open while someone listens). */
  async watchLive(onMessage: (m: LiveMessage) => void): Promise<() => void> {
    await this.started;
    const stopListening = this.live.listen(onMessage);
    this.syncSockets();
    let open = true;
    return () => {
      if (!open) return;
      open = false;
      stopListening();
      this.syncSockets();
    };
  }

  async saveFrame(frame: unknown): Promise<void> {
    await this.started;
    const user = this.session.currentUser;
    if (!this.deps.frames || !user || !validFrameInput(frame)) return;
    const { path, html, htmlClass, styles } = frame;
    await this.deps.frames.save({ path, html, htmlClass, styles, userId: user.user_id, savedAt: this.deps.clock.now() });
  }

  /** Quota errors from the mirror end up here (main.ts wires it). */
  reportStorageFull(): void {
    this.events.emit({ type: 'storageError', detail: STORAGE_FULL_DETAIL });
  }

  private botsSeen(ids: number[]): void {
    if (ids.length === this.botIds.length && ids.every((id, i) => id === this.botIds[i])) return;
    this.botIds = ids;
    this.syncSockets();
  }

  /**
   * Sockets are open for the user's bots while live data is watched (a live topic or watchLive).
   * The bot ids come from the bot list, which is kept subscribed internally for as long.
   */
  private syncSockets(): void {
    if (!this.sockets) return;
    const watching =
      (this.live.listenerCount > 0 || this.liveSubscriptions > 0 || this.botWatch.size > 0) &&
      !!this.session.currentUser &&
      !!this.tokens.accessToken;
    if (!watching) {
      this.sockets.stopAll();
      const release = this.botList;
      this.botList = null;
      release?.();
      return;
    }
    if (!this.botList) {
      this.botList = () => undefined; // re-entry guard: the hub may answer synchronously
      this.botList = this.hub.subscribe('bots', {}, (snap) => {
        if (snap.data && !snap.demo && snap.status === 'live') this.botsSeen(snap.data.map((b) => b.id));
      });
    }
    this.sockets.watch(new Set([...this.botIds, ...this.botWatch.keys()]));
  }

  private miningAuth(): Promise<boolean> {
    const userId = this.session.currentUser?.user_id ?? 0;
    if (!userId) return Promise.resolve(false);
    if (this.miningAuthFor?.userId !== userId) {
      const value: Promise<boolean> = this.api.get<{ authenticated?: unknown }>('/api/mining-bots/auth/check').then(
        (r) => r?.authenticated === true,
        (error: unknown) => {
          // A network failure must not pin the legacy path for the whole session: ask again later.
          if (toApiError(error).status === 0 && this.miningAuthFor?.value === value) this.miningAuthFor = null;
          return false;
        },
      );
      this.miningAuthFor = { userId, value };
    }
    return this.miningAuthFor.value;
  }

  private async userChanged(user: User | null, previous: User | null, why: 'login' | 'restore' | 'logout' | 'expired'): Promise<void> {
    this.miningAuthFor = null;
    this.botIds = [];
    this.sockets?.stopAll();
    // A frame shows exactly what one user saw in one session: any change but a restore drops them.
    if (why !== 'restore') await this.deps.frames?.clear();
    if (why === 'logout' && previous) {
      await this.deps.mirror.clearUser(previous.user_id);
      await this.deps.mirror.clearUser(0);
    }
    if (user?.user_id !== previous?.user_id || why === 'login') void this.hub.reset();
    this.syncSockets();
  }
}
