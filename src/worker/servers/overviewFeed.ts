// The overview's rows across servers: each world's session, and for a signed-in one its system and
// bot statistics (subscribed in that world, so answered from its mirror first and polled while
// watched). A slow or unreachable server only holds back its own row.
import { serverRow, type ServerRow } from '../../domain/rules/servers/serverOverview';
import type { BotStatistics, SystemStatistics } from '../../domain/contracts/types';
import type { SessionState, Snapshot, TopicData } from '../api';
import type { World } from './world';

interface Watch {
  world: World;
  session: SessionState | null;
  system: Snapshot<SystemStatistics> | null;
  bots: Snapshot<BotStatistics> | null;
  stops: Array<() => void>;
  /** The statistics subscriptions, open while signed in. */
  stats: Array<() => void> | null;
  closed: boolean;
}

export class OverviewFeed {
  private watches: Watch[] = [];

  constructor(private readonly onRows: (rows: ServerRow[]) => void) {}

  /** The configured worlds in slot order; worlds already watched keep their subscriptions. */
  setWorlds(worlds: World[]): void {
    const kept: Watch[] = [];
    for (const watch of this.watches) {
      if (worlds.includes(watch.world)) kept.push(watch);
      else this.stop(watch);
    }
    this.watches = worlds.map((world) => kept.find((w) => w.world === world) ?? this.start(world));
    this.emit();
  }

  close(): void {
    for (const watch of this.watches) this.stop(watch);
    this.watches = [];
  }

  private start(world: World): Watch {
    const watch: Watch = { world, session: null, system: null, bots: null, stops: [], stats: null, closed: false };
    const keep = (stop: () => void) => {
      if (watch.closed) stop();
      else watch.stops.push(stop);
    };
    void world.data
      .watchState((state) => {
        if (watch.closed) return;
        watch.session = state;
        this.follow(watch);
        this.emit();
      })
      .then(keep, () => undefined);
    return watch;
  }

  /** Statistics are subscribed while the world is signed in, and dropped with the session. */
  private follow(watch: Watch): void {
    const signedIn = watch.session?.status === 'authenticated';
    if (signedIn && !watch.stats) {
      const stats: Array<() => void> = [];
      watch.stats = stats;
      const keep = (stop: () => void) => {
        if (watch.closed || watch.stats !== stats) stop();
        else stats.push(stop);
      };
      const live = () => !watch.closed && watch.stats === stats;
      const follow = <K extends 'systemStatistics' | 'botStatistics'>(topic: K, store: (s: Snapshot<TopicData<K>>) => void) => {
        void watch.world.data
          .subscribe(topic, {}, (s) => {
            if (!live()) return;
            store(s);
            this.emit();
          })
          .then(keep, () => undefined);
      };
      follow('systemStatistics', (s) => (watch.system = s));
      follow('botStatistics', (s) => (watch.bots = s));
    } else if (!signedIn && watch.stats) {
      for (const stop of watch.stats) stop();
      watch.stats = null;
      watch.system = null;
      watch.bots = null;
    }
  }

  private stop(watch: Watch): void {
    watch.closed = true;
    for (const stop of [...watch.stops, ...(watch.stats ?? [])]) stop();
    watch.stops = [];
    watch.stats = null;
  }

  private emit(): void {
    this.onRows(
      this.watches.map(({ world, session, system, bots }) =>
        serverRow({
          slotId: world.slot.id,
          name: world.slot.name,
          signedIn: session?.status === 'authenticated',
          username: session?.user?.username ?? null,
          reachable: session?.online ?? true,
          system: system
            ? { data: system.data, updatedAt: system.updatedAt, offline: system.status === 'offline', demo: system.demo }
            : null,
          bots: bots ? { data: bots.data, demo: bots.demo } : null,
        }),
      ),
    );
  }
}
