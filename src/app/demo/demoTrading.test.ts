import { describe, expect, it } from 'vitest';
import {
  FUTURES_CLOSED_TRADES,
  FUTURES_CURRENT_LEVERAGE,
  FUTURES_MAX_LEVERAGE,
  FUTURES_POSITIONS,
  futuresMargin,
  futuresPnl,
  futuresTotals,
  holdingPnl,
  roePercent,
  spotTotals,
  winRate,
} from './demoTrading';

describe('spot and futures demos', () => {
  it('leverage is 2.5x of max 10x and the sample win rate is 75 %', () => {
    expect(FUTURES_CURRENT_LEVERAGE).toBe(2.5);
    expect(FUTURES_MAX_LEVERAGE).toBe(10);
    expect(winRate(FUTURES_CLOSED_TRADES)).toBe(75);
    expect(winRate([])).toBe(0);
  });

  it('spot PnL is amount × (current − average), ROI over the cost', () => {
    expect(holdingPnl({ asset: 'X', amount: 2, avgPrice: 10, currentPrice: 13 })).toBe(6);
    const totals = spotTotals([
      { asset: 'X', amount: 2, avgPrice: 10, currentPrice: 13 },
      { asset: 'Y', amount: 1, avgPrice: 30, currentPrice: 24 },
    ]);
    expect(totals).toEqual({ cost: 50, value: 50, pnl: 0, roi: 0 });
    expect(spotTotals([]).roi).toBe(0);
  });

  it('a long gains when the price rises, a short when it falls; ROE is PnL over margin', () => {
    const long = { pair: 'A', side: 'long' as const, size: 2, entryPrice: 100, markPrice: 110, leverage: 2 };
    const short = { ...long, side: 'short' as const };
    expect(futuresPnl(long)).toBe(20);
    expect(futuresPnl(short)).toBe(-20);
    expect(futuresMargin(long)).toBe(100);
    expect(roePercent(long)).toBe(20);
    expect(roePercent({ ...long, leverage: 0 })).toBe(0);
    expect(futuresTotals(FUTURES_POSITIONS).pnl).toBeCloseTo(
      FUTURES_POSITIONS.reduce((s, p) => s + futuresPnl(p), 0),
      9,
    );
  });
});
