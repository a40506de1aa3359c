import { describe, expect, it } from 'vitest';
import type { HedgeRow, PositionRow } from './rows';
import { closingPnl, hedgePositionView, positionView } from './view';

// The reference position of src/domain/rules/strategies/v3.test.ts: L = 1000 over [2500, 4900], entered at 3600
// (2.380952 ETH + 10000 USDT = 18571.43 USD).
const row: PositionRow = {
  token_id: 1,
  bot_id: 2,
  bot_kind: 'mining',
  user_id: 3,
  strategy_id: 4,
  symbol: 'ETHUSDT',
  network: 'arbitrum',
  status: 'open',
  opened_ms: Date.UTC(2026, 0, 1, 0, 0, 0),
  updated_ms: Date.UTC(2026, 0, 1, 0, 0, 0),
  closed_ms: null,
  entry_price: 3600,
  last_price: 3600,
  exit_price: null,
  lower_price: 2500,
  upper_price: 4900,
  lower_tick: null,
  upper_tick: null,
  stop_upper: 4800,
  stop_lower: 2600,
  liquidity: 1000,
  invested_usd: 18571.428571428572,
  fees_usd: 40,
  rewards_usd: 4,
  in_range_sec: 7200,
  lp_expenses_usd: 1,
  gas_usd: 0.6,
  swap_cost_usd: 0.4,
  marks: '{}',
  fee_marks: '{}',
  exit_reason: null,
  pnl_usd: null,
};
const twoHours = Date.UTC(2026, 0, 1, 2, 0, 0);

describe('position view', () => {
  it('derives every figure from the stored state at the current price', () => {
    const v = positionView(row, null, 3600, twoHours);
    expect(v.symbol).toBe('ETH/USDT');
    expect(v.time_in_position).toBe('2:00:00');
    expect(v.duration).toBe(7200);
    expect(v.eth_amount).toBeCloseTo(2.380952381, 8);
    expect(v.usdt_amount).toBeCloseTo(10000, 6);
    expect(v.current_eth_value).toBeCloseTo(8571.428571, 5);
    // ETH share 46 %: balanced, no rebalancing
    expect(v.channel_type).toBe('balanced_50_50');
    expect(v.needs_rebalancing).toBe(false);
    expect(v.estimated_hourly_income_usd).toBeCloseTo(20, 8);
    expect(v.estimated_daily_income_usd).toBeCloseTo(480, 8);
    expect(v.mining_yield_percent).toBeCloseTo((44 / 18571.428571) * 100, 4);
    expect(v.pnl).toBeCloseTo(40 + 4 - 1, 6);
    expect(v.channel_width).toBeCloseTo((2400 / 3600) * 100, 4);
    expect(v.hedge_info).toBeNull();
    expect(v.exit_timestamp).toBeNull();
  });

  it('at the upper edge the position is all USDT: usdt-heavy, needs rebalancing, IL of the known move', () => {
    const v = positionView(row, null, 4900, twoHours);
    expect(v.eth_amount).toBe(0);
    expect(v.channel_type).toBe('usdt_heavy');
    expect(v.needs_rebalancing).toBe(true);
    expect(v.current_position_value_usd).toBeCloseTo(20000, 5);
    expect(v.impermanent_loss_usd).toBeCloseTo(-1666.666667, 4);
    expect(v.mining_price_pnl_usd).toBeCloseTo(20000 - 18571.428571, 4);
  });

  it('a closed position is frozen at its exit price and carries its hedge', () => {
    const closed: PositionRow = {
      ...row,
      status: 'closed',
      exit_price: 3000,
      last_price: 3000,
      closed_ms: twoHours,
      exit_reason: 'lower_stop_loss',
    };
    const hedge: HedgeRow = {
      position_id: 9,
      bot_id: 7,
      user_id: 3,
      token_id: 1,
      symbol: 'ETHUSDT',
      status: 'closed',
      price_open: 3600,
      price_close: 3000,
      leverage: 3,
      amount_usdt: 6000,
      compensation_percent: 75,
      tp_price: 3300,
      sl_price: 3800,
      fees_usd: 5.5,
      margin_usd: 2000,
      funding_usd: 0,
      realised_usd: 0,
      funded_ms: row.opened_ms,
      pnl_usd: 1000,
      exit_reason: 'lower_stop_loss',
      created_ms: row.opened_ms,
      closed_ms: twoHours,
    };
    const v = positionView(closed, hedge, 3500, twoHours + 3_600_000);
    expect(v.current_price).toBe(3000);
    expect(v.exit_price).toBe(3000);
    expect(v.duration).toBe(7200);
    expect(v.exit_reason).toBe('lower_stop_loss');
    expect(v.channel_type).toBe('eth_heavy');
    expect(v.hedge_pnl_usd).toBe(1000);
    expect(v.hedge_fees_usd).toBe(5.5);
    expect(v.net_price_pnl_usd).toBeCloseTo(v.mining_price_pnl_usd + 1000, 5);
    expect(v.hedge_efficiency_percent).toBeCloseTo((-1000 / v.mining_price_pnl_usd) * 100, 3);
    expect(v.pnl).toBeCloseTo(40 + 4 + v.mining_price_pnl_usd + 1000 - 1 - 5.5, 5);
    expect(closingPnl(closed, hedge, 3000)).toBeCloseTo(v.pnl, 5);
    const hv = hedgePositionView(hedge, 3500);
    expect(hv.income_module).toBeCloseTo(994.5, 6);
    expect(hv.status).toBe('closed');
  });
});
