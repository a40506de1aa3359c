// One position's card and chart in the positions list.
// - Until it comes near the screen it holds an empty card's room; then it is drawn, one card a
//   frame with the others that came near with it (drawInTurn). Once more than a screen's height
//   away it is given back to a placeholder of the height it had: a page scrolled through keeps only
//   the cards around the screen drawn. A page of thirteen drawn cards is ~3,300 elements, and
//   drawing them, then removing them on a tab switch, blocked a slow phone for 200–300 ms; leaving
//   the page after a scroll through it cost 1.5× leaving it with the first row drawn (issue 24).
// - Drawn and off screen, it keeps showing the position as it was when it left: under a flood of
//   live updates only the slots on or near the screen are redrawn (at 4× CPU throttling a push
//   redrew all thirteen cards of the demo admin, most of them below the fold). One that comes back
//   catches up with the next push, which redraws it anyway, or after CATCH_UP_MS when none comes: a
//   catch-up of its own was one more render and layout of every card a scroll brought back, in the
//   frames where the hand that scrolled is about to press.
import { startTransition, useEffect, useRef, useState } from 'react';
import { LIVE_COALESCE_MS } from '../../../domain/live';
import type { MiningPosition } from '../../../domain/types';
import { useDrawnAfterFirstPaint } from '../../ui/useDrawnAfterFirstPaint';
import { useNearness } from '../../ui/useNearViewport';
import { useOnScreen } from '../../ui/useOnScreen';
import { positionSlot, positionSlotWaiting } from '../common/mining.css';
import { PositionCard } from './PositionCard';
import { PositionChartBlock } from './PositionChartBlock';

type CardProps = Omit<Parameters<typeof PositionCard>[0], 'position'>;

/** Longer than the interval between pushes under load, so the next push comes first; short enough not to be read as stale. */
export const CATCH_UP_MS = LIVE_COALESCE_MS * 1.6;

/** What the slot shows instead of its position: the one it left with, and the one it came back to. */
interface Kept {
  shown: MiningPosition;
  back: MiningPosition | null;
}

/** How far off screen a slot starts drawing: the same reach at which a drawn one follows pushes. */
export const NEAR = '50%';
/** How far off screen a drawn slot is given back: farther than NEAR, so a scroll to and fro does not redraw it. */
export const FAR = '100%';

/** `onFirstScreen`: the slot is among the cards the page's first commit draws (MiningPositions). */
export function PositionSlot({
  position,
  onFirstScreen = true,
  ...card
}: { position: MiningPosition; onFirstScreen?: boolean } & CardProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { near: drawn, room } = useNearness(ref, NEAR, onFirstScreen, FAR);
  const onScreen = useOnScreen(ref, NEAR);
  const [kept, setKept] = useState<Kept | null>(null);
  // React's "state from the previous render": set on the way out, marked on the way back, and
  // cleared by the first position that is newer than the one it came back to. A slot not drawn
  // shows nothing to keep: its next card shows the position as it is then.
  if (!drawn) {
    if (kept !== null) setKept(null);
  } else if (!onScreen) {
    if (kept === null) setKept({ shown: position, back: null });
    else if (kept.back !== null) setKept({ shown: kept.shown, back: null });
  } else if (kept !== null) {
    if (kept.back === null) setKept({ shown: kept.shown, back: position });
    else if (kept.back !== position) setKept(null);
  }
  const waiting = onScreen && kept !== null;
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setTimeout(() => startTransition(() => setKept(null)), CATCH_UP_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  const shown = kept?.shown ?? position;
  // Drawn again after it was given back: all of it is laid out in its first frame (mining.css).
  const drawnAgain = drawn && room !== null;
  const painted = useDrawnAfterFirstPaint(drawnAgain);
  const redrawn = drawnAgain && !painted;
  // data-slot: the list's positions, drawn or not, for what reads the page (tests, the benchmark).
  if (!drawn) {
    const style = room === null ? undefined : { minHeight: `${room}px` };
    return <div ref={ref} className={positionSlotWaiting} style={style} data-slot={position.token_id} />;
  }
  return (
    <div ref={ref} className={positionSlot} data-slot={position.token_id} data-redrawn={redrawn || undefined}>
      <PositionCard position={shown} {...card} />
      <PositionChartBlock position={shown} botName={card.botName} atOnce={drawnAgain} />
    </div>
  );
}
