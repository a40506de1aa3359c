// Backtests of a strategy (issue 55): the strategy replayed by the simulator's own engine over the
// market's recorded candles of the last 7, 30 or 90 days (docs/decisions/0140-backtest-figures.md).
import { Answer, Input, List, Nullable, Num, OneOf, Type, type Static } from './schema';
import { StrategyCreateBody } from './strategies';
import { BACKTEST_DAYS, BACKTEST_INVESTMENT } from '../rules/strategies/backtestLimits';
import { ACCEPTED_MINING_NETWORKS } from './values';

const Days = Type.Enum([...BACKTEST_DAYS]);
const Investment = Num(BACKTEST_INVESTMENT.min, BACKTEST_INVESTMENT.max);
const N = Type.Number();

/** A draft: the fields of a strategy as it would be saved (unsaved changes included). */
export const BacktestBody = Input({
  strategy: StrategyCreateBody,
  network: OneOf(ACCEPTED_MINING_NETWORKS),
  days: Days,
  initial_investment: Type.Optional(Investment),
});

/** A saved strategy, on its own network unless another is named. */
export const SavedBacktestBody = Input({
  days: Days,
  initial_investment: Type.Optional(Investment),
  network: Type.Optional(OneOf(ACCEPTED_MINING_NETWORKS)),
});

export const BacktestPoint = Answer({
  /** ms */
  timestamp: Type.Integer(),
  /** The investment with the strategy's result so far, open positions marked at the bar's close. */
  value_usd: N,
  /** The investment had the first deposit's tokens been held instead. */
  hodl_usd: Type.Optional(N),
  /** The pair's price at that close. */
  price: Type.Optional(N),
});

export const BacktestEvent = Answer({
  /** ms */
  timestamp: Type.Integer(),
  /** open: a position minted (first, or added by the ladder); remint: minted again after a stop;
   *  close: a position left (reason: a stop or 'liquidated'); hedge_close: a short ended on its own. */
  kind: Type.String(),
  price: N,
  reason: Nullable(Type.String()),
});

export const Backtest = Answer({
  /** ISO times of the period's first bar's open and its last bar's close. */
  from: Type.String(),
  to: Type.String(),
  days: Type.Integer(),
  symbol: Type.String(),
  network: Type.String(),
  /** The simulated pool the positions were minted on. */
  pool: Type.Optional(Answer({ name: Type.String(), dex: Type.String(), fee_tier: N })),
  /** Bars replayed (hours for the far past, minutes for the recent days). */
  candles: Type.Integer(),
  initial_investment: Type.Optional(N),
  /** The most capital in positions (and hedge margin) at once: what apr_percent is of. */
  capital_usd: Type.Optional(N),
  fees_usd: N,
  /** Incentive rewards, part of fees_usd (none unless the server pays a programme). */
  rewards_usd: Type.Optional(N),
  price_pnl_usd: N,
  /** The positions' value against holding the tokens each deposited (≤ 0). */
  il_usd: N,
  costs_usd: N,
  hedge_pnl_usd: N,
  /** fees_usd + price_pnl_usd + hedge_pnl_usd − costs_usd, to the cent. */
  net_usd: N,
  /** What the investment would be worth had the first deposit's tokens been held. */
  hodl_usd: N,
  apr_percent: N,
  remints: Type.Integer(),
  positions: Type.Optional(Type.Integer()),
  time_in_range_percent: N,
  max_drawdown_usd: N,
  /** The user's auto-hedging hedge bot on the pair that hedged the positions, if any. */
  hedge: Type.Optional(Nullable(Answer({ bot_id: Type.Integer(), name: Type.String(), compensation_percent: N, stop_loss_percent: N }))),
  equity: List(BacktestPoint),
  events: List(BacktestEvent),
  /** Events left out of `events` beyond its limit. */
  events_omitted: Type.Optional(Type.Integer()),
});

export type BacktestBody = Static<typeof BacktestBody>;
export type SavedBacktestBody = Static<typeof SavedBacktestBody>;
export type Backtest = Static<typeof Backtest>;
export type BacktestEvent = Static<typeof BacktestEvent>;
export type BacktestPoint = Static<typeof BacktestPoint>;
