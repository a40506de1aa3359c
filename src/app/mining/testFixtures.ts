// A mining position as the backend sends it, for component tests.
import type { MiningPosition } from '../../domain/types';

export function positionFixture(over: Partial<MiningPosition> = {}): MiningPosition {
  return {
    token_id: 101, bot_id: 7, symbol: 'ETH/USDT', network: 'arbitrum', status: 'open', channel_type: 'balanced_50_50',
    timestamp: '2026-11-20T10:00:00Z', last_update: '2026-11-20T12:00:00Z', exit_timestamp: null, exit_reason: null,
    time_in_position: '2:00:00', duration: 7200, needs_rebalancing: false,
    entry_price: 3000, current_price: 3030, exit_price: null, upper_price: 3180, lower_price: 2820, channel_width: 12,
    stop_loss_percent: 5, stop_loss_upper: 3150, stop_loss_lower: 2850,
    position_size: 1000, initial_investment_usd: 1000, current_position_value_usd: 1012.5, current_eth_value: 500,
    eth_amount: 0.165, usdt_amount: 512.5,
    earned_fees: 3.21, liquidity_rewards_usd: 0.5, mining_yield_percent: 0.37, estimated_hourly_income_usd: 0.12, estimated_daily_income_usd: 2.88,
    pnl: 12.5, pnl_percent: 1.25, net_pnl_usd: 14.2, net_price_pnl_usd: 9, net_price_pnl_percent: 0.9,
    mining_price_pnl_usd: 9, mining_price_pnl_percent: 0.9, hedge_pnl_usd: 0, hedge_pnl_percent: 0, hedge_efficiency_percent: 0,
    compensation_percent: 0, lp_expenses_usd: 1.5, hedge_fees_usd: 0, hedge_info: null,
    ...over,
  };
}
