// The dashboard's data: one worker subscription per source, turned into the block model. Signed
// out, only the public market data is asked for; everything else shows the labelled samples.
import { useMemo } from 'react';
import { buildDashboard, marketBlock, type DashboardModel } from '../../domain/dashboardModel';
import type { Bot, HistoryQuery, MiningPosition } from '../../domain/types';
import type { Snapshot } from '../../worker/api';
import { useSnapshot } from '../data/useSnapshot';
import { useSession } from '../session/SessionContext';

export const MARKET_SYMBOLS = ['BTCUSDT', 'ETHUSDT', 'BNBUSDT', 'ARBUSDT', 'MATICUSDT', 'SOLUSDT'];

/** The closed positions the history figures are computed from: the latest 500. */
export const DASHBOARD_HISTORY: HistoryQuery = { status: 'closed', period: 'all', limit: 500, offset: 0, sort: 'close_time_desc' };

const NO_PARAMS = {} as Record<string, never>;
const TICKERS = { symbols: MARKET_SYMBOLS };

export interface DashboardData {
  signedIn: boolean;
  initialising: boolean;
  model: DashboardModel;
  bots: Bot[];
  history: MiningPosition[];
  /** The snapshots behind the real figures, for the loading, stale and error states. */
  sources: Array<Snapshot<unknown> & { refresh(): void }>;
}

export function useDashboardData(): DashboardData {
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const enabled = { enabled: signedIn };
  const system = useSnapshot('systemStatistics', NO_PARAMS, enabled);
  const positionsStats = useSnapshot('positionsStatistics', NO_PARAMS as { botId?: number }, enabled);
  const botStats = useSnapshot('botStatistics', NO_PARAMS, enabled);
  const bots = useSnapshot('bots', NO_PARAMS, enabled);
  const open = useSnapshot('openPositions', NO_PARAMS, enabled);
  const history = useSnapshot('history', DASHBOARD_HISTORY, enabled);
  const metrics = useSnapshot('metrics', NO_PARAMS, enabled);
  const tickers = useSnapshot('tickers', TICKERS);

  // Tickers poll every 5 s: they rebuild only the market block, so the other blocks (and their
  // memoised charts) keep their identity and do not re-render.
  const rest = useMemo(() => buildDashboard({
    signedIn,
    system: system.data,
    positionsStats: positionsStats.data,
    botStats: botStats.data,
    bots: bots.data,
    openPositions: open.data,
    history: history.data?.positions ?? null,
    tickers: null,
    metrics: metrics.data,
  }), [signedIn, system.data, positionsStats.data, botStats.data, bots.data, open.data, history.data, metrics.data]);
  const market = useMemo(() => marketBlock(tickers.data), [tickers.data]);
  const model = useMemo(() => ({ ...rest, market }), [rest, market]);

  const sources = useMemo(
    () => (signedIn ? [system, positionsStats, botStats, bots, open, history] : []) as DashboardData['sources'],
    [signedIn, system, positionsStats, botStats, bots, open, history],
  );

  return {
    signedIn,
    initialising: session.status === 'initialising',
    model,
    bots: bots.data ?? [],
    history: history.data?.positions ?? [],
    sources,
  };
}
