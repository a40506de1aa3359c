// What a block built from server data can honestly say (issue 52 item 3): its figures, or why it
// has none yet. "No data" texts are for an answer that came back empty, never for one still
// awaited, refused or out of reach.

/** ready: every source has answered (perhaps empty, perhaps from the mirror); otherwise why not. */
export type BlockState = 'ready' | 'loading' | 'offline' | 'error';

/** A source as its snapshot reports it (src/worker/api.ts Snapshot). */
export interface SourceLike {
  data: unknown;
  status: 'loading' | 'live' | 'stale' | 'offline' | 'error';
  /** The topic's stand-in after a failed first fetch (an empty page, demo bots): not an answer. */
  demo?: boolean;
}

/** One source's state; no snapshot at all yet (undefined) is loading, a stand-in is not an answer. */
export function sourceState(source: SourceLike | undefined): BlockState {
  if (source === undefined) return 'loading';
  if (source.data !== null && !source.demo) return 'ready';
  if (source.status === 'error' || source.status === 'offline') return source.status;
  return source.status === 'loading' ? 'loading' : 'ready';
}

const WORST_FIRST: readonly BlockState[] = ['error', 'offline', 'loading'];

/** A block drawn from several sources is only as ready as the least ready of them. */
export function combineStates(states: readonly BlockState[]): BlockState {
  return WORST_FIRST.find((s) => states.includes(s)) ?? 'ready';
}
