// Public market data (docs/product.md §7): symbols without the slash, the two providers' answers as tickers
// and candles. A malformed answer throws the invalid-format error.
import { INVALID_FORMAT_DETAIL, apiError } from '../sync/httpError';
import type { Candle } from '../../contracts/types';

export const DEFAULT_INTERVAL = '15m';
const DEFAULT_CANDLE_LIMIT = 100;
export const PRICE_POLL_MS = 5_000;
export const CHART_RELOAD_MS = 30_000;

/** A ticker; the 24 h figures are null when the provider did not give them (never a made-up 0). */
export interface MarketTicker {
  symbol: string;
  lastPrice: number;
  priceChangePercent: number | null;
  highPrice: number | null;
  lowPrice: number | null;
  volume: number | null;
  quoteVolume: number | null;
}

/** 'BTC/USDT' → 'BTC', the asset an amount of the pair counts. */
export function baseAsset(pair: string): string {
  return pair.split('/')[0];
}

/** 'ETH/USDT' → 'ETHUSDT'. */
export function marketSymbol(pair: string): string {
  return pair.replace(/[/\s_-]/g, '').toUpperCase();
}

export function candleLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return DEFAULT_CANDLE_LIMIT;
  return Math.min(1000, Math.max(1, Math.round(limit)));
}

function toNumber(value: unknown): number {
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) throw apiError(INVALID_FORMAT_DETAIL, 200);
  return n;
}

/** A figure the answer may leave out: absent is unknown (null), present must be a number. */
function optionalNumber(value: unknown): number | null {
  return value === undefined || value === null ? null : toNumber(value);
}

function record(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw apiError(INVALID_FORMAT_DETAIL, 200);
  return value as Record<string, unknown>;
}

/** Primary provider envelope: `{code: 0, data}`; any other code is a failure. */
export function primaryData(body: unknown): unknown {
  const env = record(body);
  if (env.code !== 0 && env.code !== '0') throw apiError(typeof env.msg === 'string' ? env.msg : INVALID_FORMAT_DETAIL, 200);
  return env.data;
}

export function parsePrimaryTickers(data: unknown): MarketTicker[] {
  if (!Array.isArray(data)) throw apiError(INVALID_FORMAT_DETAIL, 200);
  return data.map((row) => {
    const r = record(row);
    return {
      symbol: String(r.symbol),
      lastPrice: toNumber(r.lastPrice),
      priceChangePercent: optionalNumber(r.priceChangePercent),
      highPrice: optionalNumber(r.highPrice),
      lowPrice: optionalNumber(r.lowPrice),
      volume: optionalNumber(r.volume),
      quoteVolume: optionalNumber(r.quoteVolume),
    };
  });
}

/** The fallback provider has only a price ticker: its 24 h figures are unknown (null), shown as '—'. */
export function parseFallbackTicker(body: unknown): MarketTicker {
  const r = record(body);
  return {
    symbol: String(r.symbol),
    lastPrice: toNumber(r.price),
    priceChangePercent: null,
    highPrice: null,
    lowPrice: null,
    volume: null,
    quoteVolume: null,
  };
}

/** Rows `[openTime, "o", "h", "l", "c", "v", …]` oldest first, from either provider. */
export function parseKlines(data: unknown): Candle[] {
  if (!Array.isArray(data)) throw apiError(INVALID_FORMAT_DETAIL, 200);
  return data.map((row) => {
    if (!Array.isArray(row) || row.length < 6) throw apiError(INVALID_FORMAT_DETAIL, 200);
    return {
      timestamp: toNumber(row[0]),
      open: toNumber(row[1]),
      high: toNumber(row[2]),
      low: toNumber(row[3]),
      close: toNumber(row[4]),
      volume: toNumber(row[5]),
    };
  });
}
