// Whether a dashboard block's sources have answered (issue 52 item 3). Read by the blocks, which
// load beside the first screen, so it stays out of the first screen's code.
import { combineStates, sourceState, type BlockState } from '../../domain/rules/sync/blockState';
import type { TopicName, TopicParams } from '../../worker/api';
import { useSnapshotData } from '../data/useSnapshot';
import { DASHBOARD_HISTORY, NO_PARAMS } from './useDashboardData';

/** Whether a topic has answered yet, and if not why (read from the cache; useDashboardSources subscribes). */
function useTopicState<K extends TopicName>(topic: K, params: TopicParams<K>): BlockState {
  return useSnapshotData(topic, params, sourceState);
}

/**
 * The state of a block drawn from the closed positions and today's capital (equity, risk, hours),
 * of one drawn from the bots (networks), the open positions, or the open and closed ones (activity).
 * Signed out the blocks show their labelled samples: ready.
 */
export function useBlockState(signedIn: boolean, block: 'history' | 'bots' | 'open' | 'activity'): BlockState {
  const history = useTopicState('history', DASHBOARD_HISTORY);
  const capital = useTopicState('systemStatistics', NO_PARAMS);
  const bots = useTopicState('bots', NO_PARAMS);
  const open = useTopicState('openPositions', NO_PARAMS);
  if (!signedIn) return 'ready';
  const sources = { history: [history, capital], bots: [bots], open: [open], activity: [open, history] }[block];
  return combineStates(sources);
}
