// Statistics (docs/product.md §3 Bot statistics, Mining summary, System and Positions statistics; §7).
import { Answer, Id, Input, List, Type, type Static } from './schema';

const N = Type.Number();

export const BotStatisticsAnswer = Answer({
  total_bots: Type.Integer(),
  running_bots: Type.Integer(),
  totalBots: Type.Integer(),
  activeBots: Type.Integer(),
  profitableBots: Type.Integer(),
  unprofitableBots: Type.Integer(),
  lowRiskBots: Type.Integer(),
  mediumRiskBots: Type.Integer(),
  highRiskBots: Type.Integer(),
  averageSharpe: N,
  totalDailyPnL: N,
  totalMTDPnL: N,
});

export const SystemStatistics = Answer({
  total_pnl: N,
  daily_pnl: N,
  weekly_pnl: N,
  monthly_pnl: N,
  active_positions: Type.Integer(),
  win_rate: N,
  total_liquidity: N,
  total_fees: N,
  weekly_win_rate: Type.Optional(Type.Number({ description: 'win rate over positions closed since the week of weekly_pnl began' })),
  total_rewards: Type.Optional(Type.Number({ description: 'incentive programme rewards, apart from the swap fees of total_fees' })),
  day_start: Type.Optional(Type.String({ description: 'the 00:00 daily_pnl counts from, ISO' })),
  time_zone: Type.Optional(Type.String({ description: 'the time zone of day_start' })),
});

const PairStatistics = Answer({ symbol: Type.String(), positions: Type.Integer(), pnl: N, fees: N, rewards: Type.Optional(N) });

export const PositionsStatistics = Answer({
  total_positions: Type.Integer(),
  active_positions: Type.Integer(),
  closed_positions: Type.Integer(),
  total_pnl: N,
  total_volume: N,
  average_roi: N,
  win_rate: N,
  // the statistics tab's extras
  by_pair: Type.Optional(List(PairStatistics)),
  weekly_fees: Type.Optional(Type.Number({ description: 'swap fees earned since week_start, counted when earned' })),
  weekly_rewards: Type.Optional(N),
  week_start: Type.Optional(Type.String({ description: 'the 00:00 UTC the week of weekly_fees and weekly_pnl starts, ISO' })),
  total_liquidity: Type.Optional(N),
  total_fees: Type.Optional(N),
  total_rewards: Type.Optional(N),
  daily_pnl: Type.Optional(N),
  open_impermanent_loss_usd: Type.Optional(
    Type.Number({ description: 'open positions: value now minus the value of holding the tokens deposited (≤ 0)' }),
  ),
});
export const BotScopeQuery = Input({ bot_id: Type.Optional(Id) });

/** Flat figures, name → number (positions, PnL, fees, prices, simulator counters). */
export const Metrics = Type.Record(Type.String(), Type.Number());

export type SystemStatistics = Static<typeof SystemStatistics>;
export type PositionsStatistics = Static<typeof PositionsStatistics>;
