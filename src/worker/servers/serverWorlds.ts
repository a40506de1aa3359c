// The server slots in the worker: one world per configured slot (./world.ts), the active one the
// app's calls go to (./activeRoute.ts), the slots' settings kept in src/db/slotStore.ts and preset by the
// deployment's /config.json. A change of a slot's server address signs out of the old server and
// deletes its world's database, so nothing of one server ever reaches another.
import { OFFLINE_COMMAND_DETAIL, apiError, toApiError } from '../../domain/rules/sync/httpError';
import type { ServerRow } from '../../domain/rules/servers/serverOverview';
import {
  SLOT_IDS,
  checkSlotSetting,
  connectSources,
  savedSlotSources,
  parseServersPreset,
  resolveSlots,
  worldDatabaseName,
  type BuildFallback,
  type ResolvedSlot,
  type ServerAddresses,
  type ServersPreset,
  type SlotEdit,
  type SlotId,
  type SlotSetting,
} from '../../domain/rules/servers/serverSlots';
import type { ServerMode } from '../../domain/contracts/values';
import type { CommandName, Commands, ServerCheck, ServersView, SessionState, SlotSaveResult, SlotView } from '../api';
import { ActiveRoute, NO_SERVER_DETAIL } from './activeRoute';
import { OverviewFeed } from './overviewFeed';
import type { SlotStore } from '../../db/slotStore';
import { openWorld, type SharedDeps, type World, type WorldSlot, type WorldStorage } from './world';

export interface ServerWorldsDeps {
  /** The page's origin: slot 1's default, and the world whose database keeps the old name. */
  origin: string;
  build?: BuildFallback;
  store: SlotStore;
  shared: SharedDeps;
  /** The storage of one world; `onQuota` reports its mirror running out of space. */
  storageFor(slot: WorldSlot, onQuota: () => void): WorldStorage;
  /** The deployment's /config.json: its body, null when there is none, undefined when it cannot be read now. */
  fetchPreset(): Promise<unknown>;
  /** Other tabs' workers: told when slots change, so they read them again. */
  tabs?: { post(): void; listen(onChange: () => void): void } | null;
  /** "Проверить соединение" (loaded on demand in the browser); `saved`: the origin is one of the user's servers. */
  check(setting: SlotSetting, context: { pageOrigin: string; saved(origin: string): boolean }): Promise<ServerCheck>;
}

const sameAddresses = (a: ServerAddresses, b: ServerAddresses) =>
  a.apiBase === b.apiBase && a.marketPrimary === b.marketPrimary && a.marketFallback === b.marketFallback;

export class ServerWorlds {
  readonly route = new ActiveRoute();
  private slots: ResolvedSlot[] = [];
  private edits: SlotEdit[] = [];
  private preset: ServersPreset | null = null;
  private readonly worlds = new Map<SlotId, World>();
  private readonly sessions = new Map<World, { state: SessionState; stop: (() => void) | null }>();
  /** What each server's health says it trades with (the header says «Бумажная торговля»); absent until read. */
  private readonly modes = new Map<World, ServerMode | null>();
  /** Databases being signed out of and deleted: a world opening on one waits for it. */
  private readonly retiring = new Map<string, Promise<void>>();
  private activeId: SlotId = 1;
  private readonly viewListeners = new Set<(view: ServersView) => void>();
  private readonly overviews = new Set<OverviewFeed>();
  private readonly started: Promise<void>;
  /** Slot changes run one at a time. */
  private queue: Promise<unknown> = Promise.resolve();
  /**
   * The user's servers this worker's policy lets it reach: the service worker built the policy from
   * the slots stored when this worker's script was fetched (docs/decisions/0120).
   */
  private startSources = new Set<string>();

  constructor(private readonly deps: ServerWorldsDeps) {
    this.started = this.start();
  }

  ready(): Promise<void> {
    return this.started;
  }

  get active(): World | null {
    return this.route.world;
  }

  /** Every configured world (visibility and activity reach them all). */
  all(): World[] {
    return [...this.worlds.values()];
  }

  private async start(): Promise<void> {
    const stored = await this.deps.store.load();
    this.edits = stored.edits;
    this.preset = stored.preset;
    this.startSources = new Set(savedSlotSources(stored.edits));
    await this.apply(stored.active ?? 1);
    this.deps.tabs?.listen(() => {
      void this.serial(() => this.reload());
    });
    // Read outside the queue: a slow page server must not hold up a switch to another server.
    void this.deps
      .fetchPreset()
      .catch(() => undefined)
      .then((body) => this.serial(() => this.applyPreset(body)));
  }

  private serial<T>(run: () => Promise<T>): Promise<T> {
    const next = this.queue.then(run, run);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Another tab changed the slots: read them again. */
  private async reload(): Promise<void> {
    const stored = await this.deps.store.load();
    this.edits = stored.edits;
    this.preset = stored.preset;
    await this.apply(this.activeId);
  }

  private async applyPreset(body: unknown): Promise<void> {
    if (body === undefined) return; // not reachable now: the stored preset stands
    const parsed = body === null ? { preset: null } : parseServersPreset(body);
    if ('problem' in parsed) {
      console.warn('config.json ignored:', parsed.problem);
      return;
    }
    if (JSON.stringify(parsed.preset) === JSON.stringify(this.preset)) return;
    this.preset = parsed.preset;
    await this.deps.store.savePreset(parsed.preset);
    await this.apply(this.activeId);
  }

  /** Resolves the slots and brings the worlds in line: new ones opened, changed ones replaced, gone ones retired. */
  private async apply(wanted: SlotId): Promise<void> {
    const { origin, build } = this.deps;
    this.slots = resolveSlots({ origin, edits: this.edits, preset: this.preset, build });
    for (const slot of this.slots) {
      const world = this.worlds.get(slot.id) ?? null;
      if (!slot.addresses) {
        if (world) this.retire(slot.id, world);
        continue;
      }
      if (world && sameAddresses(world.slot.addresses, slot.addresses)) {
        world.rename(slot.name);
        continue;
      }
      const database = worldDatabaseName(slot.addresses.apiBase, origin);
      if (world && world.slot.database === database) this.forget(slot.id, world).close();
      else if (world) this.retire(slot.id, world);
      await this.retiring.get(database);
      this.open({ id: slot.id, name: slot.name, addresses: slot.addresses, database });
    }
    const active = this.worlds.has(wanted) ? wanted : (SLOT_IDS.find((id) => this.worlds.has(id)) ?? wanted);
    await this.activate(active);
    this.emitView();
    for (const feed of this.overviews) feed.setWorlds(this.configured());
  }

  private configured(): World[] {
    return SLOT_IDS.flatMap((id) => this.worlds.get(id) ?? []);
  }

  private open(slot: WorldSlot): World {
    let world: World | null = null;
    const storage = this.deps.storageFor(slot, () => world?.data.reportStorageFull());
    world = openWorld(slot, this.deps.shared, storage);
    this.worlds.set(slot.id, world);
    const entry: { state: SessionState; stop: (() => void) | null } = { state: world.data.session.state(), stop: null };
    this.sessions.set(world, entry);
    const opened = world;
    this.learnMode(opened);
    void opened.data
      .watchState((state) => {
        const before = entry.state;
        entry.state = state;
        // A server unreachable when the world opened is asked again once it answers (a sign-in, a reconnect).
        if (state.online && (!before.online || before.status !== state.status)) this.learnMode(opened);
        if (before.status !== state.status || before.online !== state.online || before.user?.user_id !== state.user?.user_id)
          this.emitView();
      })
      .then((stop) => {
        if (this.sessions.get(opened) === entry) entry.stop = stop;
        else stop();
      });
    return world;
  }

  private readonly modeReads = new Set<World>();

  /** Reads what the world's server trades with, unless known or being read. */
  private learnMode(world: World): void {
    if (this.modes.has(world) || this.modeReads.has(world)) return;
    this.modeReads.add(world);
    void world
      .readMode()
      .then((mode) => {
        if (mode === undefined || !this.sessions.has(world)) return;
        this.modes.set(world, mode);
        this.emitView();
      })
      .finally(() => this.modeReads.delete(world));
  }

  /** Takes a world out of the slots (its data stays). */
  private forget(id: SlotId, world: World): World {
    if (this.worlds.get(id) === world) this.worlds.delete(id);
    this.sessions.get(world)?.stop?.();
    this.sessions.delete(world);
    this.modes.delete(world);
    return world;
  }

  /** Signs out of the world's server (revoking its tokens there) and deletes its database, in the background. */
  private retire(id: SlotId, world: World): void {
    this.forget(id, world);
    const database = world.slot.database;
    const done = (async () => {
      await world.data.sessionApi.logout().catch(() => undefined);
      await world.destroy();
    })().finally(() => {
      if (this.retiring.get(database) === done) this.retiring.delete(database);
    });
    this.retiring.set(database, done);
  }

  private async activate(id: SlotId): Promise<void> {
    this.activeId = id;
    const world = this.worlds.get(id) ?? null;
    this.route.moveTo(world);
    if (world) await this.deps.store.saveActive(id, world.slot.database).catch(() => undefined);
  }

  view(): ServersView {
    return {
      active: this.activeId,
      slots: this.slots.map((slot): SlotView => {
        const world = this.worlds.get(slot.id);
        const state = world ? this.sessions.get(world)?.state : undefined;
        const signedIn = state?.status === 'authenticated';
        return {
          id: slot.id,
          name: slot.name,
          addresses: slot.addresses,
          source: slot.source,
          hasDefault: slot.hasDefault,
          signedIn,
          username: signedIn ? (state?.user?.username ?? null) : null,
          online: state?.online ?? true,
          mode: world ? (this.modes.get(world) ?? null) : null,
        };
      }),
    };
  }

  private emitView(): void {
    const view = this.view();
    for (const listener of [...this.viewListeners]) listener(view);
  }

  async watch(onView: (view: ServersView) => void): Promise<() => void> {
    await this.started;
    this.viewListeners.add(onView);
    onView(this.view());
    return () => {
      this.viewListeners.delete(onView);
    };
  }

  async watchOverview(onRows: (rows: ServerRow[]) => void): Promise<() => void> {
    await this.started;
    const feed = new OverviewFeed(onRows);
    this.overviews.add(feed);
    feed.setWorlds(this.configured());
    return () => {
      this.overviews.delete(feed);
      feed.close();
    };
  }

  async select(id: SlotId): Promise<void> {
    await this.started;
    await this.serial(async () => {
      if (!this.worlds.has(id)) return;
      await this.activate(id);
      this.emitView();
    });
  }

  save(id: SlotId, setting: SlotSetting): Promise<SlotSaveResult> {
    return this.change(async () => {
      const taken = this.slots.flatMap((s) => (s.id !== id && s.addresses ? [s.addresses.apiBase] : []));
      const checked = checkSlotSetting(setting, { pageOrigin: this.deps.origin, taken });
      if ('problem' in checked) return { ok: false, problem: checked.problem, field: checked.field };
      const edit: SlotEdit = { id, ...checked.setting };
      await this.deps.store.saveEdit(edit);
      this.edits = [...this.edits.filter((e) => e.id !== id), edit];
      return { ok: true, reload: !savedSlotSources([edit]).every((s) => this.reachable(s)) };
    });
  }

  remove(id: SlotId): Promise<SlotSaveResult> {
    return this.change(async () => {
      if (!this.slots.some((s) => s.id !== id && s.addresses)) return { ok: false, problem: 'lastServer' };
      const edit: SlotEdit = { id, removed: true };
      await this.deps.store.saveEdit(edit);
      this.edits = [...this.edits.filter((e) => e.id !== id), edit];
      return { ok: true };
    });
  }

  reset(id: SlotId): Promise<SlotSaveResult> {
    return this.change(async () => {
      const slot = this.slots.find((s) => s.id === id);
      if (!slot?.hasDefault && !this.slots.some((s) => s.id !== id && s.addresses)) return { ok: false, problem: 'lastServer' };
      await this.deps.store.dropEdit(id);
      this.edits = this.edits.filter((e) => e.id !== id);
      return { ok: true };
    });
  }

  /** A slot edit: stored, applied to the worlds, and told to the other tabs. */
  private async change(edit: () => Promise<SlotSaveResult>): Promise<SlotSaveResult> {
    await this.started;
    return this.serial(async () => {
      const result = await edit();
      if (result.ok) {
        await this.apply(this.activeId);
        this.deps.tabs?.post();
      }
      return result;
    });
  }

  async check(setting: SlotSetting): Promise<ServerCheck> {
    const saved = new Set(savedSlotSources(this.edits));
    return this.deps.check(setting, { pageOrigin: this.deps.origin, saved: (origin) => saved.has(origin) });
  }

  /** Whether this worker's policy lets it reach a source: the page's own, the deployment's, or saved before it started. */
  private reachable(source: string): boolean {
    const sources = connectSources(this.preset);
    const own = new URL(this.deps.origin);
    return (
      source === own.origin ||
      source === own.origin.replace(/^http/, 'ws') ||
      sources.includes(source) ||
      sources.includes(`${new URL(source).protocol}`) ||
      this.startSources.has(source)
    );
  }

  /** A command on the active server; one that cannot reach it names the server. */
  async command<K extends CommandName>(name: K, payload: Commands[K]['payload']): Promise<Commands[K]['result']> {
    await this.started;
    const world = this.route.world;
    if (!world) throw apiError(NO_SERVER_DETAIL, 0);
    try {
      return await world.data.command(name, payload);
    } catch (error) {
      const e = toApiError(error);
      if (e.detail === OFFLINE_COMMAND_DETAIL) throw apiError(`${OFFLINE_COMMAND_DETAIL} (${world.slot.name})`, 0);
      throw e;
    }
  }
}
