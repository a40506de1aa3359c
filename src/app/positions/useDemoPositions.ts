// State of the position management demo: the six samples with the closes made in this tab.
// Closes are remembered in sessionStorage so a reload keeps them (CLOSED stays CLOSED) while a
// new tab starts the demo afresh. Only ids are stored: nothing here is real or secret.
import { useCallback, useState } from 'react';
import { applyClosed, closePosition, DEMO_POSITIONS } from './demoPositions';
import type { Position } from '../../domain/contracts/types';

const KEY = 'demo.positions.closed';

function readClosed(): number[] {
  try {
    const raw = sessionStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((v): v is number => typeof v === 'number') : [];
  } catch {
    return [];
  }
}

function writeClosed(positions: readonly Position[]): void {
  const closed = positions
    .filter((p) => p.status === 'CLOSED' && DEMO_POSITIONS.some((d) => d.id === p.id && d.status === 'OPEN'))
    .map((p) => p.id);
  try {
    sessionStorage.setItem(KEY, JSON.stringify(closed));
  } catch {
    // Storage full or blocked: the close still holds for this page.
  }
}

export function useDemoPositions(): { positions: Position[]; close(id: number): void; closeAll(): number } {
  const [positions, setPositions] = useState<Position[]>(() => applyClosed(DEMO_POSITIONS, readClosed()));

  /** Throws 'Position {id} not found' for an unknown id, like the spec's local store. */
  const close = useCallback(
    (id: number) => {
      const next = closePosition(positions, id);
      writeClosed(next);
      setPositions(next);
    },
    [positions],
  );

  const closeAll = useCallback(() => {
    const open = positions.filter((p) => p.status === 'OPEN');
    const next = open.reduce<Position[]>((acc, p) => closePosition(acc, p.id), positions);
    writeClosed(next);
    setPositions(next);
    return open.length;
  }, [positions]);

  return { positions, close, closeAll };
}
