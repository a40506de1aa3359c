import { describe, expect, it } from 'vitest';
import {
  activityBlock,
  cardsBlock,
  equityBlock,
  hourlyBlock,
  marketBlock,
  networkBlock,
  riskBlock,
  riskScoreOf,
  startingCapital,
  type DashboardInputs,
} from './dashboardModel';
import { SAMPLE_NETWORK_SPLIT } from './dashboardSample';
import type { BotStatistics, MiningPosition, PositionsStatistics, SystemStatistics } from '../../domain/contracts/types';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 1, 12);

const system: SystemStatistics = {
  total_pnl: 900,
  daily_pnl: 42.5,
  weekly_pnl: 120,
  monthly_pnl: 600,
  active_positions: 3,
  win_rate: 61,
  total_liquidity: 20_000,
  total_fees: 77,
};
const positionsStats: PositionsStatistics = {
  total_positions: 210,
  active_positions: 3,
  closed_positions: 207,
  total_pnl: 900,
  total_volume: 1_500_000,
  average_roi: 1.8,
  win_rate: 61,
};
const botStats: BotStatistics = {
  totalBots: 4,
  activeBots: 2,
  profitableBots: 3,
  unprofitableBots: 1,
  lowRiskBots: 2,
  mediumRiskBots: 2,
  highRiskBots: 0,
  averageSharpe: 1.1,
  totalDailyPnL: 40,
  totalMTDPnL: 555,
};

function closed(day: number, pnl: number, id: number): MiningPosition {
  return {
    token_id: id,
    bot_id: 1,
    symbol: 'ETH/USDT',
    network: 'arbitrum',
    status: 'closed',
    timestamp: new Date(T0 + day * DAY - 3_600_000).toISOString(),
    exit_timestamp: new Date(T0 + day * DAY).toISOString(),
    exit_reason: 'manual',
    net_pnl_usd: pnl,
    pnl,
    initial_investment_usd: 1000,
  } as MiningPosition;
}

/** Every block of the dashboard from one set of inputs, as the blocks on screen build them. */
function buildDashboard(i: DashboardInputs) {
  const capital = i.system?.total_liquidity;
  const { count, ...equity } = equityBlock(i.signedIn, i.history, capital);
  return {
    cards: cardsBlock({ ...i, risk: riskScoreOf(i.history, capital, i.openPositions) }),
    equity,
    network: networkBlock(i.signedIn, i.bots),
    hourly: hourlyBlock(i.signedIn, i.history),
    risk: riskBlock(i.signedIn, i.history, capital),
    activity: activityBlock(i.signedIn, i.openPositions, i.history),
    market: marketBlock(i.tickers),
    historyCount: count,
  };
}

const signedOut: DashboardInputs = {
  signedIn: false,
  system: null,
  positionsStats: null,
  botStats: null,
  bots: null,
  openPositions: null,
  history: null,
  tickers: null,
};

describe('overview dashboard model', () => {
  it('a signed-out visitor gets the sample values, every block flagged demo, with the spec network split', () => {
    const m = buildDashboard(signedOut);
    expect(m.cards).toHaveLength(8);
    expect(m.cards.every((c) => c.demo)).toBe(true);
    for (const block of [m.equity, m.network, m.hourly, m.risk, m.activity, m.market]) expect(block.demo).toBe(true);
    expect(m.network.data.map((s) => [s.network, s.percent])).toEqual([
      ['arbitrum', 45],
      ['ethereum', 25],
      ['base', 20],
      ['polygon', 10],
    ]);
    expect(m.network.data).toEqual(SAMPLE_NETWORK_SPLIT);
  });

  it('real market tickers replace the sample even when signed out', () => {
    const m = buildDashboard({ ...signedOut, tickers: [{ symbol: 'ETHUSDT', lastPrice: 3012.5, priceChangePercent: 0.4 }] });
    expect(m.market).toEqual({ data: [{ symbol: 'ETHUSDT', lastPrice: 3012.5, priceChangePercent: 0.4 }], demo: false });
    expect(m.cards[0].demo).toBe(true);
  });

  it('signed in: the eight cards come from system, positions and bot statistics, none demo', () => {
    const m = buildDashboard({
      ...signedOut,
      signedIn: true,
      system,
      positionsStats,
      botStats,
      bots: [],
      openPositions: [],
      history: [],
      tickers: [],
    });
    const byKey = Object.fromEntries(m.cards.map((c) => [c.key, c]));
    expect(m.cards.map((c) => c.key)).toEqual([
      'totalCapital',
      'dailyPnl',
      'mtdPnl',
      'activeBots',
      'openPositions',
      'totalVolume',
      'averageRoi',
      'riskScore',
    ]);
    expect(m.cards.some((c) => c.demo)).toBe(false);
    expect(byKey.totalCapital.value).toBe(20_000);
    expect(byKey.dailyPnl.value).toBe(42.5);
    expect(byKey.mtdPnl.value).toBe(555);
    expect([byKey.activeBots.value, byKey.activeBots.of]).toEqual([2, 4]);
    expect(byKey.openPositions.value).toBe(3);
    expect(byKey.totalVolume.value).toBe(1_500_000);
    expect(byKey.averageRoi.value).toBe(1.8);
    expect(byKey.riskScore.value).toBeNull(); // no history yet: nothing to measure the risk by
    expect(m.market.demo).toBe(true); // no tickers yet: the market block stays sample and labelled
  });

  it('signed in without data yet: unknown figures are null, not sample', () => {
    const m = buildDashboard({ ...signedOut, signedIn: true });
    expect(m.cards.every((c) => c.value === null && !c.demo)).toBe(true);
    expect(m.equity).toEqual({ data: [], demo: false });
    expect(m.network).toEqual({ data: [], demo: false });
    expect(m.risk.data.maxDrawdownAmount).toBeNull();
    expect(m.hourly.data.every((n) => n === 0)).toBe(true);
  });

  it('history drives equity, risk, hourly activity and recent activity; bots drive the network split', () => {
    const history = [closed(0, 100, 1), closed(1, -300, 2), closed(2, 500, 3)];
    const m = buildDashboard({
      ...signedOut,
      signedIn: true,
      system,
      positionsStats,
      botStats,
      bots: [{ network: 'base' }, { network: 'arbitrum' }, { network: 'base' }],
      openPositions: [],
      history,
      tickers: null,
    });
    expect(m.historyCount).toBe(3);
    // the curve ends at today's capital: it starts at capital − earned (20 000 − 300)
    expect(m.equity.data.map((p) => p.equity)).toEqual([19_800, 19_500, 20_000]);
    expect(m.risk.data.maxDrawdownAmount).toBe(300);
    expect(m.risk.data.maxDrawdownPercent).toBeCloseTo((300 / 19_800) * 100, 9);
    // the risk score card: drawdown 1,5 % of the peak (5 points), no open position, VaR over 3 days
    const score = m.cards.find((c) => c.key === 'riskScore')!;
    expect(score.risk?.parts.map((p) => p.key)).toEqual(['drawdown', 'var', 'positions']);
    expect(score.risk?.parts[0].value).toBeCloseTo((300 / 19_800) * 100, 9);
    expect(score.value).toBe(score.risk?.score);
    expect(score.risk?.level).toBe('low');
    expect(m.hourly.data.reduce((a, b) => a + b, 0)).toBe(3);
    expect(m.activity.data[0]).toMatchObject({ kind: 'closed', tokenId: 3, pnl: 500 });
    expect(m.network.data.map((s) => [s.network, s.count])).toEqual([
      ['base', 2],
      ['arbitrum', 1],
    ]);
  });

  it('the risk score waits for the history, the capital and the open positions: none is taken as empty', () => {
    const history = [closed(0, 100, 1), closed(1, -300, 2), closed(2, 500, 3)];
    const open = [{ entry_price: 100, current_price: 100, duration: 60, pnl_percent: 0 } as MiningPosition];
    // open positions not answered yet would score as "none open" (0 points)
    expect(riskScoreOf(history, 20_000, null)).toBeNull();
    // capital not answered yet would leave the positions alone to score the portfolio
    expect(riskScoreOf(history, undefined, open)).toBeNull();
    expect(riskScoreOf(null, 20_000, open)).toBeNull();
    const all = riskScoreOf(history, 20_000, open);
    expect(all?.parts.every((p) => p.points !== null)).toBe(true);
    // answered without a capital figure: drawdown and VaR are unknown, the positions still score
    expect(riskScoreOf(history, null, open)?.parts.map((p) => p.points === null)).toEqual([true, true, false]);
  });

  it('a failed statistics call falls back to the flat metrics', () => {
    const metrics = {
      liquidity_total_usd: 2986.99,
      pnl_daily_usd: 6.24,
      pnl_monthly_usd: -575.35,
      positions_open: 3,
      volume_total_usd: 233_000,
      average_roi_percent: -0.4,
    };
    const m = buildDashboard({ ...signedOut, signedIn: true, metrics });
    expect(m.cards.map((c) => c.value)).toEqual([2986.99, 6.24, -575.35, null, 3, 233_000, -0.4, null]);
    // the statistics win over the metrics when both are there
    expect(buildDashboard({ ...signedOut, signedIn: true, system, metrics }).cards[0].value).toBe(20_000);
  });

  it('without deployed capital the drawdown percent is unknown', () => {
    const m = buildDashboard({
      ...signedOut,
      signedIn: true,
      system: { ...system, total_liquidity: 0 },
      history: [closed(0, 100, 1), closed(1, -50, 2)],
    });
    expect(m.risk.data.maxDrawdownAmount).toBe(50);
    expect(m.risk.data.maxDrawdownPercent).toBeNull();
  });

  it('starting capital is today’s capital less the history result, never negative', () => {
    expect(startingCapital(10_000, 1_500)).toBe(8_500);
    expect(startingCapital(1_000, 5_000)).toBe(0);
    expect(startingCapital(null, 10)).toBe(0);
    expect(startingCapital(0, 10)).toBe(0);
  });
});
