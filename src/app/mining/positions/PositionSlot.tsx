// One position's card and chart in the positions list. Off screen it keeps showing the position
// as it was when it left: under a flood of live updates only the slots on or near the screen are
// redrawn, and one that scrolls near catches up before it shows (issue 24: at 4× CPU throttling a
// live push redrew all thirteen cards of the demo admin, most of them below the fold).
import { useRef, useState } from 'react';
import type { MiningPosition } from '../../../domain/types';
import { useOnScreen } from '../../ui/useOnScreen';
import { positionSlot } from '../common/mining.css';
import { PositionCard } from './PositionCard';
import { PositionChartBlock } from './PositionChartBlock';

type CardProps = Omit<Parameters<typeof PositionCard>[0], 'position'>;

export function PositionSlot({ position, ...card }: { position: MiningPosition } & CardProps) {
  const ref = useRef<HTMLDivElement>(null);
  const onScreen = useOnScreen(ref);
  const [kept, setKept] = useState<MiningPosition | null>(null);
  // Set on the way out and cleared on the way back (React's "state from the previous render").
  if (!onScreen && kept === null) setKept(position);
  if (onScreen && kept !== null) setKept(null);
  const shown = (!onScreen && kept) || position;
  return (
    <div ref={ref} className={positionSlot}>
      <PositionCard position={shown} {...card} />
      <PositionChartBlock position={shown} botName={card.botName} />
    </div>
  );
}
