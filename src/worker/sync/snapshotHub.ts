// Snapshots of docs/architecture.md#the-worker-boundary: a subscription is answered at once from the mirror (`stale`, or
// `offline` when the server is unreachable, with `updatedAt`), then with fresh data; while
// subscribed the topic refreshes on its period, skipping when a refresh is in flight. A failure
// keeps the last data (mirrored first, the docs/product.md §8 fallback flagged `demo` only when none).
import { toApiError } from '../../domain/rules/sync/httpError';
import type { Snapshot, TopicData, TopicName, TopicParams } from '../api';
import type { Clock } from '../clock';
import type { Mirror } from '../../db/mirror';
import { OFFLINE_RETRY_MS, TOPICS, refreshPeriod, type FetchContext, type TopicDef } from './topics';
import { paramsKey } from '../../domain/rules/sync/paramsKey';

type Listener = (snapshot: Snapshot<unknown>) => void;

interface Entry {
  topic: TopicName;
  params: unknown;
  key: string;
  listeners: Set<Listener>;
  snapshot: Snapshot<unknown>;
  inFlight: Promise<void> | null;
  timer: unknown;
  /** Bumped when the user changes so late answers for the previous user are dropped. */
  generation: number;
}

export class SnapshotHub {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  private paused = false;
  /** While folding a batch of live messages: entries changed, pushed and mirrored once at the end. */
  private dirty: Set<Entry> | null = null;

  constructor(
    private readonly deps: {
      ctx: FetchContext;
      mirror: Mirror;
      clock: Clock;
      /** The signed-in user's id, 0 when anonymous (market data still mirrors). */
      userId(): number;
      online(): boolean;
      defs?: Partial<Record<TopicName, TopicDef<TopicName>>>;
    },
  ) {}

  private def(topic: TopicName): TopicDef<TopicName> {
    const def = this.deps.defs?.[topic] ?? (TOPICS as unknown as Record<TopicName, TopicDef<TopicName>>)[topic];
    if (!def) throw new Error(`unknown topic ${topic}`);
    return def;
  }

  subscribe<K extends TopicName>(topic: K, params: TopicParams<K>, listener: (s: Snapshot<TopicData<K>>) => void): () => void {
    this.def(topic);
    const key = `${topic}:${paramsKey(params)}`;
    let entry = this.entries.get(key);
    const l = listener as Listener;
    if (entry) {
      entry.listeners.add(l);
      l(entry.snapshot);
    } else {
      entry = {
        topic,
        params,
        key,
        listeners: new Set([l]),
        snapshot: { data: null, status: 'loading', updatedAt: null },
        inFlight: null,
        timer: null,
        generation: this.generation,
      };
      this.entries.set(key, entry);
      void this.start(entry);
    }
    const e = entry;
    return () => {
      e.listeners.delete(l);
      if (e.listeners.size === 0) {
        if (e.timer !== null) this.deps.clock.clearInterval(e.timer);
        this.entries.delete(e.key);
      }
    };
  }

  /** The snapshot currently held for a topic (tests, the live router). */
  current<K extends TopicName>(topic: K, params: TopicParams<K>): Snapshot<TopicData<K>> | null {
    return (this.entries.get(`${topic}:${paramsKey(params)}`)?.snapshot as Snapshot<TopicData<K>>) ?? null;
  }

  /** Re-fetch now: one topic (all its params, or the given ones), or every open topic. */
  async refresh(topic?: TopicName, params?: unknown): Promise<void> {
    const key = params === undefined ? null : `${topic}:${paramsKey(params)}`;
    const jobs: Promise<void>[] = [];
    for (const entry of this.entries.values()) {
      if (topic && entry.topic !== topic) continue;
      if (key && entry.key !== key) continue;
      jobs.push(this.fetch(entry, 0));
    }
    await Promise.all(jobs);
  }

  /**
   * A hidden page needs no polling: timers skip while paused; on resume everything open refreshes.
   * (Explicit refreshes and live socket folding go on.)
   */
  setPaused(paused: boolean): void {
    if (paused === this.paused) return;
    this.paused = paused;
    if (!paused) void this.refresh();
  }

  /** The user changed: forget every snapshot and start again from that user's mirror. */
  async reset(): Promise<void> {
    this.generation += 1;
    const jobs: Promise<void>[] = [];
    for (const entry of this.entries.values()) {
      if (entry.timer !== null) this.deps.clock.clearInterval(entry.timer);
      entry.timer = null;
      entry.inFlight = null;
      entry.generation = this.generation;
      entry.snapshot = { data: null, status: 'loading', updatedAt: null };
      this.push(entry);
      jobs.push(this.start(entry));
    }
    await Promise.all(jobs);
  }

  /**
   * Runs several `update`s as one: each changed snapshot is pushed to the screens and written to
   * the mirror once, however many messages touched it (a burst of socket messages must not become
   * a burst of renders and IndexedDB writes).
   */
  batch(fold: () => void): void {
    if (this.dirty) {
      fold();
      return;
    }
    this.dirty = new Set();
    try {
      fold();
    } finally {
      const changed = this.dirty;
      this.dirty = null;
      for (const entry of changed) {
        this.push(entry);
        void this.deps.mirror.write(
          this.deps.userId(),
          entry.topic,
          paramsKey(entry.params),
          entry.snapshot.data,
          entry.snapshot.updatedAt ?? this.deps.clock.now(),
        );
      }
    }
  }

  /** Fold a change into every open snapshot of a topic (live socket messages). */
  update<K extends TopicName>(
    topic: K,
    match: (params: TopicParams<K>) => boolean,
    change: (data: TopicData<K> | null, params: TopicParams<K>) => TopicData<K> | null,
  ): void {
    const now = this.deps.clock.now();
    for (const entry of this.entries.values()) {
      if (entry.topic !== topic || !match(entry.params as TopicParams<K>)) continue;
      if (entry.snapshot.demo) continue;
      const next = change(entry.snapshot.data as TopicData<K> | null, entry.params as TopicParams<K>);
      if (next === null || next === entry.snapshot.data) continue;
      entry.snapshot = { ...entry.snapshot, data: next, status: 'live', updatedAt: now, error: undefined };
      if (this.dirty) {
        this.dirty.add(entry);
        continue;
      }
      this.push(entry);
      void this.deps.mirror.write(this.deps.userId(), entry.topic, paramsKey(entry.params), next, now);
    }
  }

  /** Topics that currently have subscribers (sockets open only while live data is watched). */
  openTopics(): TopicName[] {
    return [...new Set([...this.entries.values()].map((e) => e.topic))];
  }

  private push(entry: Entry): void {
    for (const listener of [...entry.listeners]) {
      try {
        listener(entry.snapshot);
      } catch (error) {
        console.warn('snapshot listener failed', (error as Error)?.message);
      }
    }
  }

  private async start(entry: Entry): Promise<void> {
    const generation = entry.generation;
    const mirrored = await this.deps.mirror.read<unknown>(this.deps.userId(), entry.topic, paramsKey(entry.params));
    if (generation !== entry.generation || this.entries.get(entry.key) !== entry) return;
    if (mirrored && entry.snapshot.status === 'loading' && !entry.inFlight) {
      entry.snapshot = {
        data: mirrored.data,
        status: this.deps.online() ? 'stale' : 'offline',
        updatedAt: mirrored.updatedAt,
        refreshing: true,
      };
      this.push(entry);
    }
    const period = refreshPeriod(this.def(entry.topic), entry.params as never);
    entry.timer = this.deps.clock.setInterval(() => {
      if (this.paused) return;
      if (period || entry.snapshot.status === 'offline' || entry.snapshot.status === 'error') void this.fetch(entry, 1_000);
    }, period ?? OFFLINE_RETRY_MS);
    await this.fetch(entry, period ? 1_000 : undefined);
  }

  private fetch(entry: Entry, maxAge: number | undefined): Promise<void> {
    if (entry.inFlight) return entry.inFlight; // skip: a refresh is in progress
    const generation = entry.generation;
    const def = this.def(entry.topic);
    if (entry.snapshot.data !== null && !entry.snapshot.refreshing) {
      entry.snapshot = { ...entry.snapshot, refreshing: true };
      this.push(entry);
    }
    entry.inFlight = (async () => {
      try {
        const data = await def.fetch(this.deps.ctx, entry.params as never, maxAge ?? 5_000);
        if (generation !== entry.generation) return;
        const now = this.deps.clock.now();
        entry.snapshot = { data, status: 'live', updatedAt: now };
        this.push(entry);
        await this.deps.mirror.write(this.deps.userId(), entry.topic, paramsKey(entry.params), data, now);
      } catch (caught) {
        if (generation !== entry.generation) return;
        const error = toApiError(caught);
        const status = error.status === 0 ? 'offline' : 'error';
        const prev = entry.snapshot;
        if (prev.data !== null && !prev.demo) {
          entry.snapshot = { data: prev.data, status, updatedAt: prev.updatedAt, error };
        } else {
          const mirrored = await this.deps.mirror.read<unknown>(this.deps.userId(), entry.topic, paramsKey(entry.params));
          if (generation !== entry.generation) return;
          const fallback = mirrored ? undefined : def.fallback?.(entry.params as never);
          if (mirrored) entry.snapshot = { data: mirrored.data, status, updatedAt: mirrored.updatedAt, error };
          else if (fallback !== undefined) entry.snapshot = { data: fallback, status, updatedAt: null, error, demo: true };
          else entry.snapshot = { data: null, status, updatedAt: null, error };
        }
        this.push(entry);
      }
    })().finally(() => {
      if (generation === entry.generation) entry.inFlight = null;
    });
    return entry.inFlight;
  }
}
