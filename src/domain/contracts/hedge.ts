// Hedge bots and their shorts (docs/product.md §3 Hedge bot, performance, Hedge position; §7 Hedge bots).
import { Answer, Bool, Id, Input, List, Nullable, Num, OneOf, Optionals, Str, Text, Type, type Static } from './schema';
import { INTERVALS, TEXT_LIMITS } from './values';

const N = Type.Number();
const S = Type.String();
/** Any number a JSON parser accepts: the hedge rules (./hedgeRules) say which are acceptable, in the spec's words. */
const Amount = Num(-1e12, 1e12);

const hedgeFields = {
  name: Text(TEXT_LIMITS.name),
  symbol: Str(TEXT_LIMITS.symbol),
  network: Str(TEXT_LIMITS.symbol),
  wallet_address: Str(TEXT_LIMITS.wallet),
  rpc_url: Str(TEXT_LIMITS.url),
  price_open: Amount,
  channel_upper: Amount,
  channel_lower: Amount,
  usdt_start: Amount,
  eth_start: Amount,
  gate_testnet: Bool,
  analysis_interval: Str(4),
  enable_technical_analysis: Bool,
  auto_hedge: Bool,
  auto_rebalance: Bool,
  max_hedge_positions: Num(-1e6, 1e6),
  stop_loss_percent: Num(-1e6, 1e6),
};
const secrets = {
  private_key: Str(TEXT_LIMITS.secret),
  gate_api_key: Str(TEXT_LIMITS.secret),
  gate_api_secret: Str(TEXT_LIMITS.secret),
};
/** The create payload of docs/product.md §7 (every field of the Hedge bot but bot_id and status), as the wizard sends it. */
export const HedgeBotPayload = Input({ ...hedgeFields, ...secrets });
/** What the server takes: any field may be missing, and is then refused with the spec's message for it. */
export const HedgeBotCreateBody = Input(Optionals({ ...hedgeFields, ...secrets }));
/** Settings: any of the fields; a blank secret keeps the stored one; fields of the bot itself sent back are ignored. */
export const HedgeBotSettingsBody = Input(
  Optionals({
    ...hedgeFields,
    ...secrets,
    bot_id: Type.Integer(),
    user_id: Type.Integer(),
    status: Str(20),
    created_at: Str(40),
    updated_at: Str(40),
  }),
  { minProperties: 1 },
);

/** A hedge bot as the server returns it: never a secret. */
export const HedgeBot = Answer({
  bot_id: Id,
  user_id: Type.Optional(Type.Integer()),
  /** The owner's username, on lists that hold other users' objects (an admin's). */
  owner: Type.Optional(Type.String()),
  name: S,
  symbol: S,
  network: S,
  wallet_address: S,
  rpc_url: S,
  price_open: N,
  channel_upper: N,
  channel_lower: N,
  usdt_start: N,
  eth_start: N,
  gate_testnet: Bool,
  analysis_interval: OneOf(INTERVALS),
  enable_technical_analysis: Bool,
  auto_hedge: Bool,
  auto_rebalance: Bool,
  max_hedge_positions: N,
  stop_loss_percent: N,
  status: Type.String({ description: 'running | stopped | paused | error' }),
  created_at: Type.Optional(S),
  updated_at: Type.Optional(S),
});
export const HedgeBotDeleted = Answer({ message: S, bot_id: Id });

export const HedgeBotPerformance = Answer({
  hedge_performance: Answer({
    total_positions: Type.Integer(),
    active_positions: Type.Integer(),
    total_income: Type.Number({ description: 'total_overflow_income + channel_price_pnl + total_short_income' }),
    total_overflow_income: Type.Number({ description: "the fees (and incentives) the bot's liquidity channel earned" }),
    channel_price_pnl: Type.Optional(
      Type.Number({ description: "the channel's price PnL, open and closed positions, after their gas and swap costs" }),
    ),
    total_short_income: Type.Number({
      description: "the bot's shorts on its own channel and opened by hand, after fees, with funding",
    }),
    mining_hedge_income: Type.Optional(
      Type.Number({ description: "the shorts hedging the owner's mining positions: counted in those positions' PnL, not in total_income" }),
    ),
    average_leverage: N,
  }),
  bot_stats: Answer({
    total_trades: Type.Integer(),
    channel_positions: Type.Optional(Type.Integer()),
    open_channel_positions: Type.Optional(Type.Integer()),
    channel_pnl: Type.Optional(N),
  }),
});

/** docs/product.md §3's hedge position ('active' counts as active), and the detail the reference backend adds. */
export const HedgePosition = Answer({
  position_id: Type.Integer(),
  bot_id: Type.Integer(),
  status: S,
  price_open: N,
  leverage: N,
  income_module: N,
  created_at: S,
  symbol: Type.Optional(S),
  token_id: Type.Optional(Nullable(Type.Integer())),
  amount_usdt: Type.Optional(N),
  compensation_percent: Type.Optional(N),
  current_price: Type.Optional(N),
  tp_price: Type.Optional(N),
  sl_price: Type.Optional(N),
  pnl_usd: Type.Optional(N),
  fees_usd: Type.Optional(N),
  funding_usd: Type.Optional(Type.Number({ description: 'funding settled: received (+) or paid (−)' })),
  margin_usd: Type.Optional(N),
  liquidation_price: Type.Optional(Nullable(N)),
  exit_reason: Type.Optional(Nullable(S)),
  closed_at: Type.Optional(Nullable(S)),
});
export const HedgePositionsQuery = Input({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })) });
export const HedgePositionOpenBody = Input({
  bot_id: Type.Optional(Id),
  price_open: Type.Optional(Num(1e-9, 1e12)),
  leverage: Type.Optional(Num(1, 125)),
});
export const HedgePositionOpened = Answer({ position_id: Type.Integer() });
export const HedgePositionOpenV2Body = Input({
  bot_id: Id,
  price_open: Type.Optional(Num(1e-9, 1e12)),
  leverage: Type.Optional(Num(1, 125)),
});
export const HedgePositionOpenedV2 = Answer({ position_id: Type.Integer(), position: HedgePosition });
export const HedgePerformanceV2 = Type.Intersect([Answer({ bot_id: Id, positions: List(HedgePosition) }), HedgeBotPerformance]);

export type HedgeBotPayload = Static<typeof HedgeBotPayload>;
export type HedgeBotCreateBody = Static<typeof HedgeBotCreateBody>;
export type HedgeBot = Static<typeof HedgeBot>;
export type HedgeBotPerformance = Static<typeof HedgeBotPerformance>;
export type HedgePosition = Static<typeof HedgePosition>;
export type HedgePositionOpenBody = Static<typeof HedgePositionOpenBody>;
