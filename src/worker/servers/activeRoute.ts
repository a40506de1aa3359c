// The app's subscriptions, session watchers and live listeners sit on the active server's world
// and move with it: on a switch each one leaves the old world, hears a neutral state at once (a
// loading snapshot, the new world's session), and joins the new world, which answers from its own
// mirror. So the screens keep their subscriptions and never show one server's data under another.
import type { LiveMessage } from '../../domain/rules/sync/live';
import type { SessionEvent, SessionState, Snapshot, TopicData, TopicName, TopicParams } from '../api';
import type { World } from './world';

const LOADING: Snapshot<never> = { data: null, status: 'loading', updatedAt: null };
const NO_SERVER_STATE: SessionState = { status: 'anonymous', user: null, session: null, limits: null, online: false };
export const NO_SERVER_DETAIL = 'Сервер не настроен: укажите адрес в настройках API';

/** Wraps a callback so it is heard only while its attachment is still on the world it joined. */
type Gate = <T>(fn: (value: T) => void) => (value: T) => void;

interface Attachment {
  /** Joins a world; resolves with the leave function. */
  join(world: World, gate: Gate): Promise<() => void>;
  /** Heard when there is no world to join. */
  alone(): void;
  /** Heard on a switch, before the new world answers. */
  reset(): void;
  leave: (() => void) | null;
  /** Bumped on every move, so a join that resolves after a later move is left at once. */
  turn: number;
}

export class ActiveRoute {
  private current: World | null = null;
  private readonly attachments = new Set<Attachment>();

  get world(): World | null {
    return this.current;
  }

  /** Moves every attachment to `world` (null: none configured). */
  moveTo(world: World | null): void {
    if (world === this.current) return;
    this.current = world;
    for (const a of this.attachments) {
      a.reset();
      this.attach(a);
    }
  }

  subscribe<K extends TopicName>(topic: K, params: TopicParams<K>, onSnapshot: (s: Snapshot<TopicData<K>>) => void): () => void {
    const push = onSnapshot as (s: Snapshot<unknown>) => void;
    return this.add({
      join: (world, gate) => world.data.subscribe(topic, params, gate(onSnapshot)),
      alone: () => push({ ...LOADING, status: 'error', error: { detail: NO_SERVER_DETAIL, status: 0 } }),
      reset: () => push(LOADING),
    });
  }

  watchSession(onState: (s: SessionState) => void, onEvent: (e: SessionEvent) => void): () => void {
    return this.add({
      join: (world, gate) => world.data.watchSession(gate(onState), gate(onEvent)),
      alone: () => onState(NO_SERVER_STATE),
      // The new world's watchSession answers with its state at once; nothing in between.
      reset: () => undefined,
    });
  }

  watchLive(onMessage: (m: LiveMessage) => void): () => void {
    return this.add({ join: (world, gate) => world.data.watchLive(gate(onMessage)), alone: () => undefined, reset: () => undefined });
  }

  private add(spec: Pick<Attachment, 'join' | 'alone' | 'reset'>): () => void {
    const a: Attachment = { ...spec, leave: null, turn: 0 };
    this.attachments.add(a);
    this.attach(a);
    return () => {
      if (!this.attachments.delete(a)) return;
      a.turn += 1;
      a.leave?.();
      a.leave = null;
    };
  }

  private attach(a: Attachment): void {
    a.turn += 1;
    const turn = a.turn;
    a.leave?.();
    a.leave = null;
    const world = this.current;
    if (!world) {
      a.alone();
      return;
    }
    const gate: Gate = (fn) => (value) => {
      if (a.turn === turn) fn(value);
    };
    a.join(world, gate).then(
      (leave) => {
        if (a.turn === turn) a.leave = leave;
        else leave();
      },
      () => undefined,
    );
  }
}
