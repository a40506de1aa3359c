// Positions (docs/product.md §3 Mining position, Generic position, Price point, Candle; §7 Positions).
import { Answer, Bool, Id, Input, Int, List, Nullable, OneOf, Str, Type, type Static } from './schema';
import { HISTORY_SORTS, HISTORY_STATUSES, INTERVALS, STRATEGY_SYMBOLS } from './values';

const N = Type.Number();
const S = Type.String();

const HedgeInfo = Answer({
  hedge_id: Type.Union([Type.Integer(), Type.String()]),
  status: S,
  amount_usdt: N,
  entry_price: N,
  current_price: N,
  tp_price: N,
  sl_price: N,
  pnl_usd: Type.Optional(N),
  // the short's margin and funding (isolated margin, funding every 8 h)
  leverage: Type.Optional(N),
  margin_usd: Type.Optional(N),
  liquidation_price: Type.Optional(Nullable(N)),
  funding_usd: Type.Optional(Type.Number({ description: 'funding settled: received (+) or paid (−)' })),
  exit_reason: Type.Optional(Nullable(S)),
});

/** docs/product.md §3's mining position, field for field, as the positions routes and live updates send it. */
export const MiningPosition = Answer({
  token_id: Type.Integer(),
  bot_id: Type.Integer(),
  symbol: S,
  network: S,
  status: Type.String({ description: 'open | closed | rebalancing (others shown raw)' }),
  channel_type: OneOf(['balanced_50_50', 'eth_heavy', 'usdt_heavy']),
  timestamp: Type.String({ description: 'opened at, ISO' }),
  last_update: S,
  exit_timestamp: Nullable(S),
  exit_reason: Nullable(S),
  time_in_position: Type.String({ description: 'h:mm:ss' }),
  duration: Type.Number({ description: 'seconds' }),
  needs_rebalancing: Bool,
  entry_price: N,
  current_price: N,
  exit_price: Type.Optional(Nullable(N)),
  upper_price: N,
  lower_price: N,
  channel_width: N,
  stop_loss_percent: N,
  stop_loss_upper: N,
  stop_loss_lower: N,
  position_size: N,
  initial_investment_usd: N,
  current_position_value_usd: N,
  current_eth_value: N,
  eth_amount: N,
  usdt_amount: N,
  earned_fees: N,
  liquidity_rewards_usd: N,
  mining_yield_percent: N,
  estimated_hourly_income_usd: N,
  estimated_daily_income_usd: N,
  pnl: N,
  pnl_percent: N,
  capital_usd: Type.Optional(
    Type.Number({ description: 'what pnl_percent divides by: the capital put into the position plus the margin posted for its hedge' }),
  ),
  net_pnl_usd: N,
  net_price_pnl_usd: N,
  net_price_pnl_percent: N,
  mining_price_pnl_usd: N,
  mining_price_pnl_percent: N,
  hedge_pnl_usd: N,
  hedge_pnl_percent: N,
  hedge_efficiency_percent: N,
  compensation_percent: N,
  lp_expenses_usd: N,
  hedge_fees_usd: N,
  impermanent_loss_usd: Type.Optional(N),
  // what lp_expenses_usd is made of, the hedge's funding (in pnl), and the range on the pool's ticks
  lp_gas_usd: Type.Optional(Type.Number({ description: 'gas: mint, and decrease + collect + burn at close' })),
  lp_swap_cost_usd: Type.Optional(Type.Number({ description: 'the swap into the range at mint: fee tier plus price impact' })),
  hedge_funding_usd: Type.Optional(Type.Number({ description: 'funding of the hedge: received (+) or paid (−)' })),
  lower_tick: Type.Optional(Nullable(Type.Integer())),
  upper_tick: Type.Optional(Nullable(Type.Integer())),
  hedge_info: Nullable(HedgeInfo),
});

export const PositionList = List(MiningPosition);
export const OpenPositionsQuery = Input({ check_blockchain: Type.Optional(Bool), bot_id: Type.Optional(Id) });
export const OpenPositionsAnswer = Answer({ positions: PositionList, verified: Bool });

/** The filters of a history list and of its totals. Dates are ISO dates or date-times (the server checks the form and answers 400 otherwise). */
const historyFilters = {
  bot_id: Type.Optional(Id),
  symbol: Type.Optional(OneOf(STRATEGY_SYMBOLS)),
  status: Type.Optional(OneOf(HISTORY_STATUSES)),
  start_date: Type.Optional(Str(40)),
  end_date: Type.Optional(Str(40)),
};
export const HistoryQuery = Input({
  ...historyFilters,
  limit: Type.Optional(Int(1, 1000)),
  offset: Type.Optional(Int(0, 1e9)),
  sort: Type.Optional(OneOf(HISTORY_SORTS)),
});
export const HistoryAnswer = Answer({ positions: PositionList, total: Type.Integer() });
export const HistoryTotalsQuery = Input(historyFilters);
/** Totals of every position the history filters match (not only a page of them). */
export const HistoryTotals = Answer({
  count: Type.Integer({ description: 'positions matching' }),
  closed: Type.Integer({ description: 'of them closed' }),
  wins: Type.Integer({ description: 'closed with a positive net result' }),
  win_rate: Nullable(Type.Number({ description: 'wins / closed, percent; null without a closed position' })),
  pnl_usd: Type.Number({ description: 'net result: realised of closed positions plus unrealised of open ones' }),
  fees_usd: Type.Number({ description: 'fees earned' }),
});
export const BotHistoryQuery = Input({
  status: Type.Optional(OneOf(HISTORY_STATUSES)),
  limit: Type.Optional(Int(1, 1000)),
  offset: Type.Optional(Int(0, 1e9)),
  sort: Type.Optional(OneOf(HISTORY_SORTS)),
});
export const TradingHistoryQuery = Input({
  limit: Type.Optional(Int(1, 1000)),
  offset: Type.Optional(Int(0, 1e9)),
  status: Type.Optional(OneOf(HISTORY_STATUSES)),
});
export const PositionParams = Input({ id: Id, positionId: Id });

/** docs/product.md §3's generic position. */
export const ApiPosition = Answer({
  position_id: Type.Integer(),
  bot_id: Type.Integer(),
  network: S,
  pair: S,
  pool: S,
  opened_at: S,
  status: S,
  lower_tick: Type.Integer(),
  upper_tick: Type.Integer(),
  // the pool's own liquidity units (uint128, as a decimal string) and its grid
  liquidity: Type.Optional(Type.String({ description: 'position liquidity in the pool units (uint128, decimal)' })),
  fee_tier: Type.Optional(N),
  tick_spacing: Type.Optional(Type.Integer()),
  liquidity_usd: N,
  fees_usd: N,
  unrealized_pnl: N,
  realized_pnl: N,
});
export const ApiPositionsQuery = Input({
  status: Type.Optional(OneOf(['all', 'open', 'closed'])),
  limit: Type.Optional(Int(1, 1000)),
  offset: Type.Optional(Int(0, 1e9)),
});

export const Candle = Answer({ timestamp: Type.Integer(), open: N, high: N, low: N, close: N, volume: N });
const PricePoint = Answer({ timestamp: Type.Integer(), price: N });
export const BotChartQuery = Input({ interval: Type.Optional(OneOf(INTERVALS)), limit: Type.Optional(Int(1, 1000)) });
export const BotChart = Answer({
  symbol: S,
  interval: OneOf(INTERVALS),
  current_price: N,
  prices: List(PricePoint),
  candles: List(Candle),
});

export type MiningPosition = Static<typeof MiningPosition>;
export type ApiPosition = Static<typeof ApiPosition>;
export type Candle = Static<typeof Candle>;
export type HistoryTotals = Static<typeof HistoryTotals>;
