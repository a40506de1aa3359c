// Statistics (docs/product.md §3 Bot statistics, Mining summary, System and Positions statistics; §7).
import { Answer, Id, Input, Int, List, OneOf, Str, Type, type Static } from './schema';
import { PERIOD_MAX_COUNT, PERIOD_UNITS } from './values';

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

/**
 * The breakdown by calendar period: `unit` day (default), week (from Monday) or month, the last
 * `limit` periods up to the current one, in the time zone `tz` (an IANA name; UTC by default).
 */
export const PeriodsQuery = Input({
  unit: Type.Optional(OneOf(PERIOD_UNITS)),
  bot_id: Type.Optional(Id),
  limit: Type.Optional(Int(1, PERIOD_MAX_COUNT)),
  tz: Type.Optional(Str(64, 1)),
});
const PeriodRow = Answer({
  start: Type.String({ description: 'the period begins (ISO, the first instant of the day, week or month in time_zone)' }),
  end: Type.String({ description: 'the next period begins (ISO)' }),
  closed: Type.Integer({ description: 'positions closed in the period' }),
  wins: Type.Integer({ description: 'of them with a positive net result' }),
  pnl_usd: N,
  fees_usd: N,
  invested_usd: Type.Number({ description: 'the sizes of the positions closed in the period' }),
  roi_percent: Type.Number({ description: 'pnl_usd / invested_usd × 100; 0 without a closed position' }),
  win_rate: Type.Number({ description: 'wins / closed × 100; 0 without a closed position' }),
});
export const PeriodStatistics = Answer({
  unit: OneOf(PERIOD_UNITS),
  time_zone: Type.String({ description: 'the canonical IANA name the periods were cut in' }),
  periods: Type.Array(PeriodRow, { description: 'oldest first; periods without a closed position are listed with zeros' }),
});

/** Flat figures, name → number (positions, PnL, fees, prices, simulator counters). */
export const Metrics = Type.Record(Type.String(), Type.Number());

export type SystemStatistics = Static<typeof SystemStatistics>;
export type PositionsStatistics = Static<typeof PositionsStatistics>;
export type PeriodStatistics = Static<typeof PeriodStatistics>;
export type PeriodRow = Static<typeof PeriodRow>;
export type PeriodsQuery = Static<typeof PeriodsQuery>;
