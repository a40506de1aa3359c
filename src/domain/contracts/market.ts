// Public market data (docs/product.md §7): the primary provider's `{code: 0, data}` envelope and the
// fallback exchange's plain shapes, as the reference backend's /market/* feeds serve them.
// Numbers come as decimal strings, as the exchanges send them.
import { Answer, Input, Int, List, OneOf, Str, Type } from './schema';
import { INTERVALS } from './values';

const Decimal = Type.String({ pattern: '^-?[0-9]+(\\.[0-9]+)?$' });

export const TickersQuery = Input({ symbols: Type.Optional(Str(400)), symbol: Type.Optional(Str(20)) });
export const KlinesQuery = Input({
  symbol: Type.Optional(Str(20, 1)),
  interval: Type.Optional(OneOf(INTERVALS)),
  limit: Type.Optional(Int(1, 1000)),
});
export const PriceQuery = Input({ symbol: Type.Optional(Str(20, 1)) });

const PrimaryTicker = Answer({
  symbol: Type.String(),
  lastPrice: Decimal,
  openPrice: Type.Optional(Decimal),
  highPrice: Decimal,
  lowPrice: Decimal,
  priceChangePercent: Decimal,
  volume: Decimal,
  quoteVolume: Decimal,
});
export const PrimaryTickers = Answer({ code: Type.Literal(0), msg: Type.Optional(Type.String()), data: List(PrimaryTicker) });
/** [open time, open, high, low, close, volume] */
const PrimaryKline = Type.Tuple([Type.Integer(), Decimal, Decimal, Decimal, Decimal, Decimal]);
export const PrimaryKlines = Answer({ code: Type.Literal(0), msg: Type.Optional(Type.String()), data: List(PrimaryKline) });
/** The primary feed while it fails (503). */
export const PrimaryFailure = Answer({ code: Type.Integer(), msg: Type.Optional(Type.String()), detail: Type.Optional(Type.String()) });

const FallbackPrice = Answer({ symbol: Type.String(), price: Decimal });
export const FallbackPrices = Type.Union([FallbackPrice, List(FallbackPrice)]);
/** [open time, open, high, low, close, volume, close time] */
export const FallbackKlines = List(Type.Tuple([Type.Integer(), Decimal, Decimal, Decimal, Decimal, Decimal, Type.Integer()]));
