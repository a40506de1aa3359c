// The overview dashboard's sample values (docs/product.md §1, §2 "Overview dashboard": static sample data).
// Shown only where no real figure exists (a signed-out visitor, a user without history), and
// always labelled 'демо-данные' on screen.
import type { ActivityEvent, EquityPoint, NetworkShare } from '../../domain/rules/portfolio/portfolioMetrics';

export interface SampleCards {
  totalCapital: number;
  dailyPnl: number;
  mtdPnl: number;
  activeBots: number;
  totalBots: number;
  openPositions: number;
  totalVolume: number;
  averageRoi: number;
  riskScore: number;
}

export const SAMPLE_CARDS: SampleCards = {
  totalCapital: 125_430.5,
  dailyPnl: 1_234.56,
  mtdPnl: 8_765.43,
  activeBots: 8,
  totalBots: 12,
  openPositions: 15,
  totalVolume: 2_456_789,
  averageRoi: 12.45,
  riskScore: 35,
};

/** The spec's network split: Arbitrum 45, Ethereum 25, Base 20, Polygon 10. */
export const SAMPLE_NETWORK_SPLIT: readonly NetworkShare[] = [
  { network: 'arbitrum', count: 45, percent: 45 },
  { network: 'ethereum', count: 25, percent: 25 },
  { network: 'base', count: 20, percent: 20 },
  { network: 'polygon', count: 10, percent: 10 },
];

const DAY = 86_400_000;
/** A fixed reference day so the sample never pretends to be today's figures. */
const SAMPLE_END = Date.UTC(2026, 0, 31);

/** Thirty days of a gently rising equity with two dips: a fixed series, not random. */
export const SAMPLE_EQUITY: readonly EquityPoint[] = [
  0, 420, 380, 910, 1_260, 1_150, 1_640, 2_020, 1_880, 1_540, 1_720, 2_300, 2_760, 2_610, 3_080, 3_420, 3_310, 3_960, 4_240, 3_870, 3_520,
  3_910, 4_480, 4_950, 5_210, 5_060, 5_640, 6_020, 6_480, 6_930,
].map((delta, i) => ({ t: SAMPLE_END - (29 - i) * DAY, equity: 118_500 + delta }));

/** Closes per hour of the day, busier in the European and American sessions. */
export const SAMPLE_HOURLY: readonly number[] = [2, 1, 1, 0, 1, 2, 3, 5, 7, 9, 8, 7, 6, 8, 10, 12, 11, 9, 7, 6, 5, 4, 3, 2];

export const SAMPLE_RISK = {
  var95: 2_340.5,
  maxDrawdownPercent: 8.5,
  maxDrawdownAmount: 10_650,
  sharpe: 1.85,
  sortino: 2.41,
} as const;

export const SAMPLE_ACTIVITY: readonly ActivityEvent[] = [
  {
    kind: 'closed',
    at: SAMPLE_END - 2 * 3_600_000,
    botId: 1,
    tokenId: 1042,
    symbol: 'ETH/USDT',
    network: 'arbitrum',
    pnl: 125.4,
    exitReason: 'manual',
  },
  {
    kind: 'opened',
    at: SAMPLE_END - 3 * 3_600_000,
    botId: 2,
    tokenId: 1043,
    symbol: 'ETH/USDT',
    network: 'base',
    pnl: null,
    exitReason: null,
  },
  {
    kind: 'closed',
    at: SAMPLE_END - 5 * 3_600_000,
    botId: 3,
    tokenId: 1038,
    symbol: 'ETH/USDT',
    network: 'ethereum',
    pnl: -42.1,
    exitReason: 'lower_stop_loss',
  },
  {
    kind: 'opened',
    at: SAMPLE_END - 8 * 3_600_000,
    botId: 1,
    tokenId: 1041,
    symbol: 'ETH/USDT',
    network: 'arbitrum',
    pnl: null,
    exitReason: null,
  },
  {
    kind: 'closed',
    at: SAMPLE_END - 12 * 3_600_000,
    botId: 4,
    tokenId: 1035,
    symbol: 'ETH/USDT',
    network: 'polygon',
    pnl: 18.9,
    exitReason: 'upper_stop_losss',
  },
];

export interface SampleTicker {
  symbol: string;
  lastPrice: number;
  priceChangePercent: number;
}

export const SAMPLE_MARKET: readonly SampleTicker[] = [
  { symbol: 'BTCUSDT', lastPrice: 43_250, priceChangePercent: 2.35 },
  { symbol: 'ETHUSDT', lastPrice: 2_280.5, priceChangePercent: -1.12 },
  { symbol: 'ARBUSDT', lastPrice: 1.85, priceChangePercent: 4.6 },
  { symbol: 'MATICUSDT', lastPrice: 0.82, priceChangePercent: -0.45 },
];
