import { describe, expect, it } from 'vitest';
import { changePercent, feePercentOfSize, feesSummary, fullSizeUsd, pnlBeforeToday, pnlPerPair } from './money';

describe('fees summary and net profit (docs/product.md §2 position card)', () => {
  it('net profit is fees plus price PnL minus expenses', () => {
    const s = feesSummary({ lp_expenses_usd: 2, hedge_fees_usd: 1.5, earned_fees: 10, liquidity_rewards_usd: 0.5, net_price_pnl_usd: -4 });
    expect(s).toEqual({
      lpExpenses: 2,
      lpGas: 2,
      lpSwap: 0,
      hedgeFees: 1.5,
      hedgeFunding: 0,
      totalExpenses: 3.5,
      totalIncome: 10.5,
      pricePnl: -4,
      netProfit: 3,
    });
  });

  it('LP expenses split into gas and the swap at mint; the hedge’s funding counts in the net profit, paid or received', () => {
    const base = {
      lp_expenses_usd: 2,
      lp_gas_usd: 0.5,
      lp_swap_cost_usd: 1.5,
      hedge_fees_usd: 1,
      earned_fees: 10,
      liquidity_rewards_usd: 0,
      net_price_pnl_usd: -4,
    };
    const paid = feesSummary({ ...base, hedge_funding_usd: -0.75 });
    expect([paid.lpGas, paid.lpSwap, paid.hedgeFunding]).toEqual([0.5, 1.5, -0.75]);
    expect(paid.netProfit).toBeCloseTo(10 - 4 - 0.75 - 3, 10);
    expect(feesSummary({ ...base, hedge_funding_usd: 2 }).netProfit).toBeCloseTo(5, 10);
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

describe('statistics (docs/product.md §2)', () => {
  it('the spec’s "impermanent loss" figure is |total PnL − daily PnL|: the size of the result before today', () => {
    expect(pnlBeforeToday(100, 130)).toBe(30);
    expect(pnlBeforeToday(-50, 20)).toBe(70);
    expect(pnlBeforeToday(null, 5)).toBe(5);
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
