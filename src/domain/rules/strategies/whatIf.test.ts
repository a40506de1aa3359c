import { describe, expect, it } from 'vitest';
import type { MiningPosition } from '../../contracts/types';
import { amountsAt } from './v3';
import { draftWhatIf, hedgeValueAt, positionWhatIf, whatIfAt, whatIfCurve, whatIfLine, whatIfMarks } from './whatIf';
import { newStrategy } from './strategyDefaults';

// The reference position of v3.test.ts: L = 1000 over [2500, 4900] (√50, √70), now at 3600 (√60).
const L = 1000;
const range = { lower: 2500, upper: 4900 };

function position(over: Partial<MiningPosition> = {}): MiningPosition {
  const a = amountsAt(L, range, 3600);
  return {
    token_id: 1,
    bot_id: 1,
    symbol: 'ETH/USDT',
    network: 'arbitrum',
    status: 'open',
    channel_type: 'balanced_50_50',
    timestamp: '2026-11-20T10:00:00Z',
    last_update: '2026-11-20T12:00:00Z',
    exit_timestamp: null,
    exit_reason: null,
    time_in_position: '2:00:00',
    duration: 7200,
    needs_rebalancing: false,
    entry_price: 3600,
    current_price: 3600,
    exit_price: null,
    upper_price: range.upper,
    lower_price: range.lower,
    channel_width: 66.67,
    stop_loss_percent: 5,
    stop_loss_upper: 4600,
    stop_loss_lower: 2700,
    position_size: 18571.43,
    initial_investment_usd: 18571.43,
    current_position_value_usd: a.base * 3600 + a.quote,
    current_eth_value: a.base * 3600,
    eth_amount: a.base,
    usdt_amount: a.quote,
    earned_fees: 12,
    liquidity_rewards_usd: 3,
    mining_yield_percent: 0,
    estimated_hourly_income_usd: 0,
    estimated_daily_income_usd: 0,
    pnl: 0,
    pnl_percent: 0,
    net_pnl_usd: 0,
    net_price_pnl_usd: 0,
    net_price_pnl_percent: 0,
    mining_price_pnl_usd: 0,
    mining_price_pnl_percent: 0,
    hedge_pnl_usd: 0,
    hedge_pnl_percent: 0,
    hedge_efficiency_percent: 0,
    compensation_percent: 0,
    lp_expenses_usd: 0,
    hedge_fees_usd: 0,
    hedge_info: null,
    ...over,
  };
}

describe('what-if of price', () => {
  it('values the LP at the channel bounds as the v3 math does: all base at the lower, all USDT at the upper', () => {
    const input = positionWhatIf(position())!;
    expect(input.liquidity).toBeCloseTo(L, 6);
    // at Pa the position is L(1/√Pa − 1/√Pb) base tokens worth Pa each: 1000·(1/50 − 1/70)·2500
    expect(whatIfAt(input, 2500).lp).toBeCloseTo(1000 * (1 / 50 - 1 / 70) * 2500 + 15, 6);
    // at Pb it is L(√Pb − √Pa) USDT: 1000·(70 − 50)
    expect(whatIfAt(input, 4900).lp).toBeCloseTo(1000 * (70 - 50) + 15, 6);
    // and at the price itself what the position holds now, with its fees
    expect(whatIfAt(input, 3600).lp).toBeCloseTo(position().current_position_value_usd + 15, 6);
    // outside the channel it is one token only: below, the base tokens at the lower bound's amount
    expect(whatIfAt(input, 2000).lp).toBeCloseTo(1000 * (1 / 50 - 1 / 70) * 2000 + 15, 6);
  });

  it('gives every 5 % step from −30 % to +30 % and the marked prices within, in price order', () => {
    const curve = whatIfCurve(positionWhatIf(position())!);
    const steps = curve.filter((p) => Math.abs(p.change - Math.round(p.change / 5) * 5) < 1e-9);
    expect(steps.map((p) => Math.round(p.change))).toEqual([-30, -25, -20, -15, -10, -5, 0, 5, 10, 15, 20, 25, 30]);
    expect(curve.map((p) => p.price)).toEqual([...curve.map((p) => p.price)].sort((a, b) => a - b));
    // the lower bound (−30,6 %) and the upper one (+36 %) are outside the span; the stops are inside
    expect(curve.flatMap((p) => p.marks)).toEqual(['stopLower', 'current', 'stopUpper']);
    expect(curve.find((p) => p.marks.includes('current'))!.change).toBe(0);
  });

  it('draws its line across the whole span, ends included', () => {
    const line = whatIfLine(positionWhatIf(position())!, 61);
    expect(line).toHaveLength(61);
    expect(line[0].change).toBeCloseTo(-30, 9);
    expect(line[60].change).toBeCloseTo(30, 9);
    expect(line[30].lp).toBeCloseTo(whatIfAt(positionWhatIf(position())!, 3600).lp, 6);
  });

  it('values a hedge as its margin with its PnL, and nothing from its liquidation price on', () => {
    const hedge = {
      hedge_id: 5,
      status: 'active',
      amount_usdt: 3000,
      entry_price: 3600,
      current_price: 3600,
      tp_price: 3400,
      sl_price: 3800,
      pnl_usd: 20,
      leverage: 3,
      margin_usd: 1000,
      liquidation_price: 4770,
    };
    const input = positionWhatIf(position({ hedge_info: hedge }))!;
    // 20 realised by re-sizing (its PnL at the current price is 0)
    expect(input.hedge).toMatchObject({ amountUsdt: 3000, entry: 3600, marginUsd: 1000, realisedUsd: 20, liquidationPrice: 4770 });
    expect(hedgeValueAt(input.hedge!, 3240)).toBeCloseTo(1000 + 20 + 3000 * 0.1, 9);
    expect(hedgeValueAt(input.hedge!, 3960)).toBeCloseTo(1000 + 20 - 3000 * 0.1, 9);
    expect(hedgeValueAt(input.hedge!, 4770)).toBe(0);
    const at = whatIfAt(input, 3240);
    expect(at.total).toBeCloseTo(at.lp + at.hedge, 9);
    expect(whatIfMarks(input).map((m) => m.mark)).toContain('liquidation');
    // a closed short hedges nothing
    expect(positionWhatIf(position({ hedge_info: { ...hedge, status: 'closed' } }))!.hedge).toBeNull();
  });

  it('reads a draft strategy as its position size minted now in the editor’s channel, unhedged', () => {
    const s = newStrategy(3000);
    const input = draftWhatIf(s, 3000, 10_000)!;
    expect(whatIfAt(input, 3000).lp).toBeCloseTo(1000, 6);
    expect(input.hedge).toBeNull();
    expect(input.range).toEqual({ lower: s.lower_channel, upper: s.upper_channel });
    expect(draftWhatIf({ ...s, lower_channel: 0 }, 3000, 10_000)).toBeNull();
  });

  it('has nothing to say of a position without a channel or a price', () => {
    expect(positionWhatIf(position({ current_price: 0 }))).toBeNull();
    expect(positionWhatIf(position({ upper_price: 2000 }))).toBeNull();
  });
});
