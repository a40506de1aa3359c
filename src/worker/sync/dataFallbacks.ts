// The fallbacks of docs/product.md §8 used when a call fails and nothing is mirrored: the UI labels them
// 'демо-данные'. Bot list: the two sample bots of docs/product.md §3; statistics: demo statistics derived
// from those two bots; positions statistics: zeros; history, logs, alerts: empty.
import type { Bot, BotStatistics, HistoryPage, PositionsStatistics } from '../../domain/contracts/types';

export function demoBots(): Bot[] {
  const base = {
    sharpe: 0,
    dailyPnL: 0,
    mtdPnL: 0,
    totalPnL: 0,
    winRate: 0,
    totalTrades: 0,
    avgTradeSize: 0,
    createdAt: '',
    lastActive: null,
    strategy: null,
    strategyId: null,
    walletAddress: '',
  };
  return [
    {
      ...base,
      id: 1,
      name: 'LP Alpha',
      kind: 'liquidity_mining',
      symbol: 'ETH/USDT',
      network: 'arbitrum',
      enabled: true,
      status: 'running',
      risk: 'MEDIUM',
    },
    {
      ...base,
      id: 2,
      name: 'Futures HFT #1',
      kind: 'futures_hft',
      symbol: 'ETH/USDT',
      network: 'base',
      enabled: false,
      status: 'stopped',
      risk: 'MEDIUM',
    },
  ];
}

/** Statistics over the demo bots (counts only: the demo bots carry no figures). */
export function demoBotStatistics(): BotStatistics {
  const bots = demoBots();
  return {
    totalBots: bots.length,
    activeBots: bots.filter((b) => b.enabled).length,
    profitableBots: 0,
    unprofitableBots: 0,
    lowRiskBots: bots.filter((b) => b.risk === 'LOW').length,
    mediumRiskBots: bots.filter((b) => b.risk === 'MEDIUM').length,
    highRiskBots: bots.filter((b) => b.risk === 'HIGH').length,
    averageSharpe: 0,
    totalDailyPnL: 0,
    totalMTDPnL: 0,
  };
}

export function zeroPositionsStatistics(): PositionsStatistics {
  return { total_positions: 0, active_positions: 0, closed_positions: 0, total_pnl: 0, total_volume: 0, average_roi: 0, win_rate: 0 };
}

export function emptyHistoryPage(): HistoryPage {
  return { positions: [], total: 0, hasMore: false };
}
