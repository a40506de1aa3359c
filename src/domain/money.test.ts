import { describe, expect, it } from 'vitest';
import { changePercent, feePercentOfSize, feesSummary, fullSizeUsd, impermanentLoss, pnlPerPair } from './money';

describe('fees summary and net profit (SPEC §2 position card)', () => {
  it('net profit is fees plus price PnL minus expenses', () => {
    const s = feesSummary({ lp_expenses_usd: 2, hedge_fees_usd: 1.5, earned_fees: 10, liquidity_rewards_usd: 0.5, net_price_pnl_usd: -4 });
    expect(s).toEqual({ lpExpenses: 2, hedgeFees: 1.5, totalExpenses: 3.5, totalIncome: 10.5, pricePnl: -4, netProfit: 3 });
  });

  it('treats missing figures as zero rather than NaN', () => {
    const s = feesSummary({
      lp_expenses_usd: Number.NaN,
      hedge_fees_usd: 0,
      earned_fees: 1,
      liquidity_rewards_usd: 0,
      net_price_pnl_usd: 0,
    });
    expect(s.netProfit).toBe(1);
  });
});

describe('statistics (SPEC §2)', () => {
  it('impermanent loss is |total PnL − daily PnL|', () => {
    expect(impermanentLoss(100, 130)).toBe(30);
    expect(impermanentLoss(-50, 20)).toBe(70);
    expect(impermanentLoss(null, 5)).toBe(5);
  });

  it('PnL per pair sums by symbol, biggest first', () => {
    const rows = pnlPerPair([
      { symbol: 'ETH/USDT', pnl: 10, count: 3, fees: 1 },
      { symbol: 'BTC/USDT', pnl: -30 },
      { symbol: 'ETH/USDT', pnl: 5, count: 2, fees: 0.5 },
    ]);
    expect(rows).toEqual([
      { symbol: 'BTC/USDT', pnl: -30, count: 1, fees: 0 },
      { symbol: 'ETH/USDT', pnl: 15, count: 5, fees: 1.5 },
    ]);
  });
});

describe('history record figures', () => {
  const rec = {
    entry_price: 2000,
    current_price: 2100,
    exit_price: 2200,
    eth_amount: 0.5,
    usdt_amount: 900,
    position_size: 1000,
    earned_fees: 4,
  };
  it('change % from entry to exit, null without an entry', () => {
    expect(changePercent(2000, 2200)).toBeCloseTo(10, 9);
    expect(changePercent(0, 2200)).toBeNull();
  });
  it('full size is ETH at the exit price plus USDT, fee % of it', () => {
    expect(fullSizeUsd(rec)).toBe(2000);
    expect(feePercentOfSize(rec)).toBeCloseTo(0.2, 9);
    expect(fullSizeUsd({ ...rec, exit_price: null })).toBe(1950);
    expect(fullSizeUsd({ ...rec, eth_amount: 0, usdt_amount: 0 })).toBe(1000);
    expect(feePercentOfSize({ ...rec, eth_amount: 0, usdt_amount: 0, position_size: 0 })).toBeNull();
  });
});
