// The dashboard's data. One component owns the worker subscriptions (useDashboardSources); each
// block reads only the snapshots it shows from the query cache (useTopic), so a push re-renders the
// blocks built from that topic and nothing else: a ticker poll redraws the market table, not the
// cards and charts. Signed out, only the public market data is asked for; everything else shows the
// labelled samples.
import { useMemo } from 'react';
import {
  activityBlock,
  cardsBlock,
  equityBlock,
  hourlyBlock,
  marketBlock,
  networkBlock,
  riskBlock,
  riskScoreOf,
  type Block,
  type CardModel,
  type RiskModel,
  type TickerLike,
} from './dashboardModel';
import type { ActivityEvent, EquityPoint, NetworkShare } from '../../domain/rules/portfolio/portfolioMetrics';
import type { HistoryQuery, SystemStatistics } from '../../domain/contracts/types';
import type { TopicData, TopicName, TopicParams } from '../../worker/api';
import { useSnapshot, useSnapshotData, type SnapshotResult } from '../data/useSnapshot';

const MARKET_SYMBOLS = ['BTCUSDT', 'ETHUSDT', 'BNBUSDT', 'ARBUSDT', 'MATICUSDT', 'SOLUSDT'];

/** The closed positions the history figures are computed from: the latest 500. */
export const DASHBOARD_HISTORY: HistoryQuery = { status: 'closed', period: 'all', limit: 500, offset: 0, sort: 'close_time_desc' };

export const NO_PARAMS = {} as Record<string, never>;
const TICKERS = { symbols: MARKET_SYMBOLS };

/**
 * Subscribes every source of the dashboard in the worker (the blocks only read the cache, see
 * useTopic). Returns the snapshots behind the real figures, for the loading, stale and error states.
 */
export function useDashboardSources(): Array<SnapshotResult<unknown>> {
  const system = useSnapshot('systemStatistics', NO_PARAMS);
  const positionsStats = useSnapshot('positionsStatistics', NO_PARAMS as { botId?: number });
  const botStats = useSnapshot('botStatistics', NO_PARAMS);
  const bots = useSnapshot('bots', NO_PARAMS);
  const open = useSnapshot('openPositions', NO_PARAMS);
  const history = useSnapshot('history', DASHBOARD_HISTORY);
  useSnapshot('metrics', NO_PARAMS);
  useMarketSource();
  return useMemo(
    () => [system, positionsStats, botStats, bots, open, history] as Array<SnapshotResult<unknown>>,
    [system, positionsStats, botStats, bots, open, history],
  );
}

/** Signed out, the only source: public market data. */
export function useMarketSource(): void {
  useSnapshot('tickers', TICKERS);
}

/**
 * A topic's data as the cache holds it, without subscribing in the worker (useDashboardSources
 * does). `select` narrows the data (it must return a
 * stored value, not a new object), so a block re-renders only when the part it shows changed.
 */
function useTopic<K extends TopicName, R = TopicData<K> | null>(
  topic: K,
  params: TopicParams<K>,
  select?: (data: TopicData<K> | null) => R,
): R {
  return useSnapshotData(topic, params, (snapshot) => (select ? select(snapshot.data) : (snapshot.data as R)));
}

/** undefined while the statistics have not answered, null when they did without a figure. */
const totalLiquidity = (s: SystemStatistics | null): number | null | undefined => (s === null ? undefined : (s.total_liquidity ?? null));
const positionsOf = (h: TopicData<'history'> | null) => h?.positions ?? null;

export function useCards(signedIn: boolean): CardModel[] {
  const system = useTopic('systemStatistics', NO_PARAMS);
  const positionsStats = useTopic('positionsStatistics', NO_PARAMS as { botId?: number });
  const botStats = useTopic('botStatistics', NO_PARAMS);
  const metrics = useTopic('metrics', NO_PARAMS);
  const risk = useRiskScore(signedIn);
  return useMemo(
    () => cardsBlock({ signedIn, system, positionsStats, botStats, metrics, risk }),
    [signedIn, system, positionsStats, botStats, metrics, risk],
  );
}

/** The closed positions the history figures are computed from (DASHBOARD_HISTORY). */
export function useHistory() {
  return useTopic('history', DASHBOARD_HISTORY, positionsOf);
}

export function useOpenPositions() {
  return useTopic('openPositions', NO_PARAMS);
}

export function useBots() {
  return useTopic('bots', NO_PARAMS);
}

/** Today's deployed capital (system statistics), the base of the history's percentages. */
export function useCapital() {
  return useTopic('systemStatistics', NO_PARAMS, totalLiquidity);
}

/** The portfolio's risk score; null signed out (the card shows the labelled sample) and until its sources have answered. */
export function useRiskScore(signedIn: boolean) {
  const history = useHistory();
  const capital = useCapital();
  const open = useOpenPositions();
  return useMemo(() => (signedIn ? riskScoreOf(history, capital, open) : null), [signedIn, history, capital, open]);
}

export function useEquity(signedIn: boolean): Block<EquityPoint[]> & { count: number } {
  const history = useHistory();
  const capital = useCapital();
  return useMemo(() => equityBlock(signedIn, history, capital), [signedIn, history, capital]);
}

export function useRisk(signedIn: boolean): Block<RiskModel> {
  const history = useHistory();
  const capital = useCapital();
  return useMemo(() => riskBlock(signedIn, history, capital), [signedIn, history, capital]);
}

export function useHourly(signedIn: boolean): Block<number[]> {
  const history = useHistory();
  return useMemo(() => hourlyBlock(signedIn, history), [signedIn, history]);
}

export function useNetwork(signedIn: boolean): Block<NetworkShare[]> {
  const bots = useTopic('bots', NO_PARAMS);
  return useMemo(() => networkBlock(signedIn, bots), [signedIn, bots]);
}

export function useActivity(signedIn: boolean): Block<ActivityEvent[]> {
  const open = useTopic('openPositions', NO_PARAMS);
  const history = useHistory();
  return useMemo(() => activityBlock(signedIn, open, history), [signedIn, open, history]);
}

/**
 * The market block, or null while the feed's first answer is awaited: the spec's sample stands in
 * (labelled) only once the feed has failed or has nothing, never for a moment before real prices.
 */
export function useMarket(): Block<TickerLike[]> | null {
  const snapshot = useSnapshotData('tickers', TICKERS, (s) => s);
  const tickers = snapshot.data;
  const waiting = tickers === null && snapshot.status === 'loading';
  return useMemo(() => (waiting ? null : marketBlock(tickers)), [waiting, tickers]);
}

/** What the quick actions act on: the bots (emergency close) and the closed positions (export). */
export function useActionData() {
  const bots = useTopic('bots', NO_PARAMS);
  const open = useTopic('openPositions', NO_PARAMS);
  const history = useHistory();
  return { bots: bots ?? EMPTY, positions: open ?? EMPTY, history: history ?? EMPTY };
}

const EMPTY: never[] = [];
