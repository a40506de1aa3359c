// The v2 analysis calls of docs/product.md §7 (payloads "not shown" there; these are the reference backend's).
import { Answer, Input, Int, Nullable, Num, OneOf, Str, Type } from './schema';
import { INTERVALS } from './values';

const N = Type.Number();
const NN = Nullable(N);

export const TechnicalBody = Input({
  symbol: Str(20, 1),
  interval: Type.Optional(OneOf(INTERVALS)),
  limit: Type.Optional(Int(30, 1000)),
});
export const Technical = Answer({
  symbol: Type.String(),
  interval: OneOf(INTERVALS),
  price: N,
  candles_used: Type.Integer(),
  sma_20: NN,
  sma_50: NN,
  ema_12: NN,
  ema_26: NN,
  macd: NN,
  rsi_14: NN,
  bollinger: Nullable(Answer({ middle: N, upper: N, lower: N })),
  volatility_percent: N,
  trend: OneOf(['up', 'down', 'sideways']),
  signal: OneOf(['buy', 'sell', 'hold']),
});
export const CombinedBody = Input({
  symbol: Str(20, 1),
  interval: Type.Optional(OneOf(INTERVALS)),
  investment_usd: Type.Optional(Num(1, 1e9)),
  channel_width_percent: Type.Optional(Num(0.1, 50)),
  compensation_percent: Type.Optional(Num(0, 100)),
});
export const Combined = Answer({
  symbol: Type.String(),
  technical: Technical,
  liquidity: Answer({
    lower_price: N,
    upper_price: N,
    channel_width_percent: N,
    upper_channel_percent: N,
    lower_channel_percent: N,
    eth_amount: N,
    usdt_amount: N,
    expected_daily_fees_usd: N,
    expected_daily_yield_percent: N,
  }),
  hedge: Answer({ compensation_percent: N, amount_usdt: N, leverage: N, stop_loss_price: N, take_profit_price: N }),
  recommendation: Type.String(),
});
export const TokenPriceParams = Input({ token: Str(40, 1) });
export const TokenPrice = Answer({
  token: Type.String(),
  symbol: Type.String(),
  price: N,
  source: Type.String(),
  timestamp: Type.String(),
});
export const PoolParams = Input({ pool: Str(80, 1) });
export const PoolLiquidity = Answer({
  pool: Type.String(),
  symbol: Type.String(),
  fee_tier: N,
  price: N,
  tick: Type.Integer(),
  liquidity: N,
  token0_amount: N,
  token1_amount: N,
  tvl_usd: N,
  volume_24h_usd: N,
  timestamp: Type.String(),
});
