// Heavy blocks that come near the screen together (a row of position cards, then their charts) are
// drawn one at a time, each in a frame of its own: the next starts once the previous one's commit
// has been painted. Drawn together, a row of three cards was one commit and one layout of 150–200 ms
// at 4× CPU throttling, and a press that came meanwhile (a tab, «Подробнее») waited for all of it
// (issue 24); one card at a time is a third of that.
import { afterNextPaint } from './afterNextPaint';

interface Turn {
  draw(): void;
  state: 'queued' | 'drawing' | 'over';
}

export interface DrawTurn {
  /** The block's commit has happened: the next may start after a paint. */
  drawn(): void;
  /** The block no longer needs drawing (unmounted, or gone from near the screen before its turn). */
  cancel(): void;
  /** Still waiting for its turn. */
  waiting(): boolean;
}

const queue: Turn[] = [];
let drawing: Turn | null = null;
/** A paint is awaited before the next turn starts. */
let pumping = false;
let guard: ReturnType<typeof setTimeout> | undefined;

/** A turn whose commit never comes (held by a suspended render) frees the queue after this. */
const TURN_LIMIT_MS = 1_000;

function startNext(): void {
  pumping = false;
  const turn = queue.shift();
  if (!turn) return;
  drawing = turn;
  turn.state = 'drawing';
  clearTimeout(guard);
  guard = setTimeout(() => finish(turn), TURN_LIMIT_MS);
  turn.draw();
}

function finish(turn: Turn): void {
  if (turn.state === 'queued') queue.splice(queue.indexOf(turn), 1);
  const wasDrawing = turn.state === 'drawing';
  turn.state = 'over';
  if (!wasDrawing || drawing !== turn) return;
  drawing = null;
  clearTimeout(guard);
  if (queue.length > 0 && !pumping) {
    pumping = true;
    afterNextPaint(startNext);
  }
}

/**
 * Queues `draw` (the state update that shows a block); it runs at once when nothing else is being
 * drawn. The caller says `drawn()` once the block's commit has happened, or `cancel()`; either
 * frees the queue for the next.
 */
export function drawInTurn(draw: () => void): DrawTurn {
  const turn: Turn = { draw, state: 'queued' };
  queue.push(turn);
  if (!drawing && !pumping) startNext();
  const end = () => finish(turn);
  return { drawn: end, cancel: end, waiting: () => turn.state === 'queued' };
}

/** For tests: the queue is module state, and each test starts with an empty one. */
export function resetDrawQueue(): void {
  for (const turn of queue) turn.state = 'over';
  queue.length = 0;
  if (drawing) drawing.state = 'over';
  drawing = null;
  pumping = false;
  clearTimeout(guard);
}
