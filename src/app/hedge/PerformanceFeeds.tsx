import { useEffect } from 'react';
import type { HedgeBotPerformance } from '../../domain/contracts/types';
import type { Snapshot } from '../../worker/api';
import { useSnapshot } from '../data/useSnapshot';

type OnSnapshot = (botId: number, snapshot: Snapshot<HedgeBotPerformance>) => void;

function PerformanceFeed({ botId, onSnapshot }: { botId: number; onSnapshot: OnSnapshot }) {
  const snapshot = useSnapshot('hedgePerformance', { botId });
  const { data, status, updatedAt, error } = snapshot;
  useEffect(() => {
    onSnapshot(botId, { data, status, updatedAt, error });
  }, [botId, data, status, updatedAt, error, onSnapshot]);
  return null;
}

/**
 * One performance subscription per bot (the number of bots changes, hooks cannot loop), each
 * reporting to the screen, which needs all of them for the statistics and each for its card.
 */
export function PerformanceFeeds({ botIds, onSnapshot }: { botIds: readonly number[]; onSnapshot: OnSnapshot }) {
  return (
    <>
      {botIds.map((id) => (
        <PerformanceFeed key={id} botId={id} onSnapshot={onSnapshot} />
      ))}
    </>
  );
}
