// One position's card and chart in the positions list. Off screen it keeps showing the position
// as it was when it left: under a flood of live updates only the slots on or near the screen are
// redrawn (issue 24: at 4× CPU throttling a live push redrew all thirteen cards of the demo admin,
// most of them below the fold). One that comes back catches up with the next push, which redraws it
// anyway, or after CATCH_UP_MS when none comes: a catch-up of its own was one more render and layout
// of every card a scroll brought back, in the frames where the hand that scrolled is about to press.
import { startTransition, useEffect, useRef, useState } from 'react';
import { LIVE_COALESCE_MS } from '../../../domain/live';
import type { MiningPosition } from '../../../domain/types';
import { useOnScreen } from '../../ui/useOnScreen';
import { positionSlot } from '../common/mining.css';
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

export function PositionSlot({ position, ...card }: { position: MiningPosition } & CardProps) {
  const ref = useRef<HTMLDivElement>(null);
  const onScreen = useOnScreen(ref);
  const [kept, setKept] = useState<Kept | null>(null);
  // React's "state from the previous render": set on the way out, marked on the way back, and
  // cleared by the first position that is newer than the one it came back to.
  if (!onScreen) {
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
  return (
    <div ref={ref} className={positionSlot}>
      <PositionCard position={shown} {...card} />
      <PositionChartBlock position={shown} botName={card.botName} />
    </div>
  );
}
