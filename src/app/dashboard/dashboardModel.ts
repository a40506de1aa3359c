// What the overview dashboard shows, block by block: the real figure where the backend has it,
// the spec's sample value only where it does not (signed out), each block flagged `demo` so the
// screen can label it 'демо-данные'. A signed-in user without data gets empty blocks, not samples.
import {
  SAMPLE_ACTIVITY,
  SAMPLE_CARDS,
  SAMPLE_EQUITY,
  SAMPLE_HOURLY,
  SAMPLE_MARKET,
  SAMPLE_NETWORK_SPLIT,
  SAMPLE_RISK,
} from './dashboardSample';
import {
  equityCurve,
  hourlyActivity,
  networkSplit,
  recentActivity,
  riskFigures,
  toTrades,
  type ActivityEvent,
  type EquityPoint,
  type NetworkShare,
  type RiskFigures,
} from '../../domain/rules/portfolio/portfolioMetrics';
import { positionRisk } from '../../domain/rules/mining/positionRisk';
import { riskScore, type RiskScore } from '../../domain/rules/portfolio/riskScore';
import type { BotStatistics, MiningPosition, PositionsStatistics, SystemStatistics } from '../../domain/contracts/types';

export interface TickerLike {
  symbol: string;
  lastPrice: number;
  /** null: the source did not give it (the fallback provider has no 24 h figures). */
  priceChangePercent: number | null;
}

export interface DashboardInputs {
  signedIn: boolean;
  system: SystemStatistics | null;
  positionsStats: PositionsStatistics | null;
  botStats: BotStatistics | null;
  bots: ReadonlyArray<{ network: string }> | null;
  openPositions: readonly MiningPosition[] | null;
  history: readonly MiningPosition[] | null;
  tickers: readonly TickerLike[] | null;
  /** GET /api/metrics (flat name → number): the fallback for a card whose statistics call failed. */
  metrics?: Readonly<Record<string, number>> | null;
  /** The portfolio's risk score (riskScoreOf), for its card. */
  risk?: RiskScore | null;
}

type CardKey = 'totalCapital' | 'dailyPnl' | 'mtdPnl' | 'activeBots' | 'openPositions' | 'totalVolume' | 'averageRoi' | 'riskScore';
type CardFormat = 'usd' | 'signedUsd' | 'count' | 'ratio' | 'percent' | 'score';

export interface CardModel {
  key: CardKey;
  value: number | null;
  /** For 'ratio' cards: the "of" figure (active bots of total). */
  of?: number | null;
  format: CardFormat;
  demo: boolean;
  /** The risk score card: what the score is made of. */
  risk?: RiskScore | null;
}

export interface Block<T> {
  data: T;
  demo: boolean;
}

export interface RiskModel {
  var95: number | null;
  maxDrawdownAmount: number | null;
  maxDrawdownPercent: number | null;
  sharpe: number | null;
  sortino: number | null;
  trades: number;
  days: number;
}

function sampleCards(): CardModel[] {
  const s = SAMPLE_CARDS;
  return [
    { key: 'totalCapital', value: s.totalCapital, format: 'usd', demo: true },
    { key: 'dailyPnl', value: s.dailyPnl, format: 'signedUsd', demo: true },
    { key: 'mtdPnl', value: s.mtdPnl, format: 'signedUsd', demo: true },
    { key: 'activeBots', value: s.activeBots, of: s.totalBots, format: 'ratio', demo: true },
    { key: 'openPositions', value: s.openPositions, format: 'count', demo: true },
    { key: 'totalVolume', value: s.totalVolume, format: 'usd', demo: true },
    { key: 'averageRoi', value: s.averageRoi, format: 'percent', demo: true },
    { key: 'riskScore', value: s.riskScore, format: 'score', demo: true },
  ];
}

function metric(metrics: DashboardInputs['metrics'], name: string): number | null {
  const v = metrics?.[name];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

function realCards(i: DashboardInputs): CardModel[] {
  const { system, positionsStats: ps, botStats: bs, metrics: m } = i;
  return [
    { key: 'totalCapital', value: system?.total_liquidity ?? metric(m, 'liquidity_total_usd'), format: 'usd', demo: false },
    { key: 'dailyPnl', value: system?.daily_pnl ?? bs?.totalDailyPnL ?? metric(m, 'pnl_daily_usd'), format: 'signedUsd', demo: false },
    { key: 'mtdPnl', value: bs?.totalMTDPnL ?? system?.monthly_pnl ?? metric(m, 'pnl_monthly_usd'), format: 'signedUsd', demo: false },
    { key: 'activeBots', value: bs?.activeBots ?? null, of: bs?.totalBots ?? null, format: 'ratio', demo: false },
    {
      key: 'openPositions',
      value: system?.active_positions ?? ps?.active_positions ?? metric(m, 'positions_open'),
      format: 'count',
      demo: false,
    },
    { key: 'totalVolume', value: ps?.total_volume ?? metric(m, 'volume_total_usd'), format: 'usd', demo: false },
    { key: 'averageRoi', value: ps?.average_roi ?? metric(m, 'average_roi_percent'), format: 'percent', demo: false },
    { key: 'riskScore', value: i.risk?.score ?? null, format: 'score', demo: false, risk: i.risk ?? null },
  ];
}

function sampleRisk(): RiskModel {
  return {
    var95: SAMPLE_RISK.var95,
    maxDrawdownAmount: SAMPLE_RISK.maxDrawdownAmount,
    maxDrawdownPercent: SAMPLE_RISK.maxDrawdownPercent,
    sharpe: SAMPLE_RISK.sharpe,
    sortino: SAMPLE_RISK.sortino,
    trades: 0,
    days: 0,
  };
}

/** Without a capital base a drawdown percent would be a share of the PnL itself: leave it unknown. */
function toRiskModel(r: RiskFigures, hasBase: boolean): RiskModel {
  return {
    var95: r.var95,
    maxDrawdownAmount: r.trades > 0 ? r.maxDrawdown.amount : null,
    maxDrawdownPercent: hasBase ? r.maxDrawdown.percent : null,
    sharpe: r.sharpe,
    sortino: r.sortino,
    trades: r.trades,
    days: r.days,
  };
}

/**
 * The capital the equity curve starts from: today's deployed capital less what the history earned,
 * so the curve ends at today's capital. Falls back to 0 (a plain cumulative PnL) when unknown.
 */
export function startingCapital(totalCapital: number | null | undefined, historyPnl: number): number {
  if (typeof totalCapital !== 'number' || !Number.isFinite(totalCapital) || totalCapital <= 0) return 0;
  return Math.max(0, totalCapital - historyPnl);
}

/** The market overview block alone: real tickers, else the labelled samples. */
export function marketBlock(tickers: DashboardInputs['tickers']): Block<TickerLike[]> {
  return tickers && tickers.length > 0 ? { data: [...tickers], demo: false } : { data: [...SAMPLE_MARKET], demo: true };
}

// Block by block, so that a screen can rebuild one block when only its own source changed.

export function cardsBlock(
  i: Pick<DashboardInputs, 'signedIn' | 'system' | 'positionsStats' | 'botStats' | 'metrics' | 'risk'>,
): CardModel[] {
  return i.signedIn ? realCards(i as DashboardInputs) : sampleCards();
}

/** The capital base of the history figures (equity, risk, drawdown) and the trades they are computed from. */
export function historyBasis(history: DashboardInputs['history'], totalCapital: number | null | undefined) {
  const trades = toTrades(history ?? []);
  const earned = trades.reduce((s, t) => s + t.pnl, 0);
  return { trades, base: startingCapital(totalCapital, earned) };
}

export function equityBlock(
  signedIn: boolean,
  history: DashboardInputs['history'],
  totalCapital: number | null | undefined,
): Block<EquityPoint[]> & { count: number } {
  if (!signedIn) return { data: [...SAMPLE_EQUITY], demo: true, count: 0 };
  const { trades, base } = historyBasis(history, totalCapital);
  return { data: equityCurve(trades, base), demo: false, count: trades.length };
}

export function riskBlock(
  signedIn: boolean,
  history: DashboardInputs['history'],
  totalCapital: number | null | undefined,
): Block<RiskModel> {
  if (!signedIn) return { data: sampleRisk(), demo: true };
  const { trades, base } = historyBasis(history, totalCapital);
  return { data: toRiskModel(riskFigures(trades, base), base > 0), demo: false };
}

/**
 * The portfolio's risk score from the history's drawdown and VaR (against today's capital) and the
 * open positions' risk (src/domain/rules/portfolio/riskScore.ts). Null until all three sources have answered: a
 * score from some of them is another number (open positions not loaded yet would count as none
 * open; capital not loaded yet leaves the positions alone to score the portfolio). `totalCapital`
 * undefined is "not answered yet", null "answered without a figure".
 */
export function riskScoreOf(
  history: DashboardInputs['history'],
  totalCapital: number | null | undefined,
  openPositions: DashboardInputs['openPositions'],
): RiskScore | null {
  if (history === null || openPositions === null || totalCapital === undefined) return null;
  const { trades, base } = historyBasis(history, totalCapital);
  const figures = riskFigures(trades, base);
  return riskScore({
    // no fall yet is a drawdown of 0 %, not an unknown one
    maxDrawdownPercent: base > 0 && trades.length > 0 ? (figures.maxDrawdown.amount === 0 ? 0 : figures.maxDrawdown.percent) : null,
    var95: figures.var95,
    capital: typeof totalCapital === 'number' ? totalCapital : null,
    positionRisks: openPositions.map(positionRisk),
  });
}

export function hourlyBlock(signedIn: boolean, history: DashboardInputs['history']): Block<number[]> {
  return signedIn ? { data: hourlyActivity(toTrades(history ?? [])), demo: false } : { data: [...SAMPLE_HOURLY], demo: true };
}

export function networkBlock(signedIn: boolean, bots: DashboardInputs['bots']): Block<NetworkShare[]> {
  return signedIn ? { data: networkSplit(bots ?? []), demo: false } : { data: [...SAMPLE_NETWORK_SPLIT], demo: true };
}

export function activityBlock(
  signedIn: boolean,
  openPositions: DashboardInputs['openPositions'],
  history: DashboardInputs['history'],
): Block<ActivityEvent[]> {
  return signedIn ? { data: recentActivity(openPositions ?? [], history ?? []), demo: false } : { data: [...SAMPLE_ACTIVITY], demo: true };
}
