// The static spot and futures demos of docs/product.md §2 "Other demos": sample holdings, orders and trades,
// with the small formulas the screens show (PnL, ROI, ROE, win rate). Futures leverage: current
// 2.5x of max 10x (docs/product.md §9).
export const FUTURES_MAX_LEVERAGE = 10;
export const FUTURES_CURRENT_LEVERAGE = 2.5;

export interface SpotHolding {
  asset: string;
  amount: number;
  avgPrice: number;
  currentPrice: number;
}
export interface DemoOrder {
  id: number;
  pair: string;
  side: 'buy' | 'sell';
  amount: number;
  price: number;
  status: 'filled' | 'open' | 'cancelled';
}
export interface FuturesPosition {
  pair: string;
  side: 'long' | 'short';
  size: number;
  entryPrice: number;
  markPrice: number;
  leverage: number;
}
export interface ClosedTrade {
  pair: string;
  pnl: number;
}

export const SPOT_HOLDINGS: readonly SpotHolding[] = [
  { asset: 'BTC', amount: 0.25, avgPrice: 41_800, currentPrice: 43_250 },
  { asset: 'ETH', amount: 4.2, avgPrice: 2_350, currentPrice: 2_280.5 },
  { asset: 'ARB', amount: 3_500, avgPrice: 1.62, currentPrice: 1.85 },
  { asset: 'MATIC', amount: 6_000, avgPrice: 0.91, currentPrice: 0.82 },
];

export const SPOT_ORDERS: readonly DemoOrder[] = [
  { id: 101, pair: 'BTC/USDT', side: 'buy', amount: 0.05, price: 42_900, status: 'filled' },
  { id: 102, pair: 'ETH/USDT', side: 'sell', amount: 1.2, price: 2_420, status: 'open' },
  { id: 103, pair: 'ARB/USDT', side: 'buy', amount: 1_000, price: 1.7, status: 'open' },
  { id: 104, pair: 'MATIC/USDT', side: 'sell', amount: 2_000, price: 0.95, status: 'cancelled' },
];

export const FUTURES_POSITIONS: readonly FuturesPosition[] = [
  { pair: 'BTC/USDT', side: 'long', size: 0.4, entryPrice: 42_600, markPrice: 43_250, leverage: 2.5 },
  { pair: 'ETH/USDT', side: 'short', size: 5, entryPrice: 2_320, markPrice: 2_280.5, leverage: 2.5 },
  { pair: 'SOL/USDT', side: 'long', size: 60, entryPrice: 98.4, markPrice: 96.1, leverage: 2.5 },
];

export const FUTURES_ORDERS: readonly DemoOrder[] = [
  { id: 201, pair: 'BTC/USDT', side: 'buy', amount: 0.1, price: 42_000, status: 'open' },
  { id: 202, pair: 'ETH/USDT', side: 'sell', amount: 2, price: 2_450, status: 'open' },
  { id: 203, pair: 'SOL/USDT', side: 'buy', amount: 20, price: 95, status: 'filled' },
];

/** Four closed futures trades, three of them won: the spec's 75 % win rate. */
export const FUTURES_CLOSED_TRADES: readonly ClosedTrade[] = [
  { pair: 'BTC/USDT', pnl: 412.5 },
  { pair: 'ETH/USDT', pnl: 188.2 },
  { pair: 'SOL/USDT', pnl: -96.4 },
  { pair: 'ETH/USDT', pnl: 254.7 },
];

export function holdingPnl(h: SpotHolding): number {
  return h.amount * (h.currentPrice - h.avgPrice);
}

export function spotTotals(holdings: readonly SpotHolding[]): { cost: number; value: number; pnl: number; roi: number } {
  const cost = holdings.reduce((s, h) => s + h.amount * h.avgPrice, 0);
  const value = holdings.reduce((s, h) => s + h.amount * h.currentPrice, 0);
  const pnl = value - cost;
  return { cost, value, pnl, roi: cost > 0 ? (pnl / cost) * 100 : 0 };
}

/** A short gains when the price falls. */
export function futuresPnl(p: FuturesPosition): number {
  const direction = p.side === 'long' ? 1 : -1;
  return direction * p.size * (p.markPrice - p.entryPrice);
}

/** Margin put up for the position: notional at entry over the leverage. */
export function futuresMargin(p: FuturesPosition): number {
  return p.leverage > 0 ? (p.size * p.entryPrice) / p.leverage : 0;
}

/** ROE: PnL over the margin, in percent. */
export function roePercent(p: FuturesPosition): number {
  const margin = futuresMargin(p);
  return margin > 0 ? (futuresPnl(p) / margin) * 100 : 0;
}

export function futuresTotals(positions: readonly FuturesPosition[]): { margin: number; pnl: number; roe: number } {
  const margin = positions.reduce((s, p) => s + futuresMargin(p), 0);
  const pnl = positions.reduce((s, p) => s + futuresPnl(p), 0);
  return { margin, pnl, roe: margin > 0 ? (pnl / margin) * 100 : 0 };
}

/** Share of closed trades with a positive result, in percent (0 without trades). */
export function winRate(trades: readonly ClosedTrade[]): number {
  return trades.length > 0 ? (trades.filter((t) => t.pnl > 0).length / trades.length) * 100 : 0;
}
