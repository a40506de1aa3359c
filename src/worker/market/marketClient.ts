// Public market data (docs/product.md §7): the primary provider, checked for code 0, then the fallback
// provider's price ticker and klines. Base URLs are configuration (config.ts).
import {
  DEFAULT_INTERVAL,
  candleLimit,
  marketSymbol,
  parseFallbackTicker,
  parseKlines,
  parsePrimaryTickers,
  primaryData,
  type MarketTicker,
} from '../../domain/rules/market/marketData';
import type { Candle } from '../../domain/contracts/types';
import type { ApiClient, GetOptions } from '../http/apiClient';

export interface MarketConfig {
  primary: string;
  fallback: string;
}

export class MarketClient {
  /** Which provider answered last (diagnostics, settings screen). */
  lastProvider: 'primary' | 'fallback' | null = null;

  constructor(
    private readonly api: ApiClient,
    private readonly config: MarketConfig,
  ) {}

  async tickers(pairs: string[], maxAge?: number): Promise<MarketTicker[]> {
    const symbols = [...new Set(pairs.map(marketSymbol))].filter(Boolean);
    if (symbols.length === 0) return [];
    const opts: GetOptions = { auth: false, maxAge };
    try {
      const body = await this.api.get(`${this.config.primary}/ticker/24hr?symbols=${symbols.map(encodeURIComponent).join(',')}`, opts);
      const tickers = parsePrimaryTickers(primaryData(body));
      this.lastProvider = 'primary';
      return symbols.map((s) => tickers.find((t) => t.symbol === s)).filter((t): t is MarketTicker => !!t);
    } catch {
      const rows = await Promise.all(
        symbols.map(async (s) =>
          parseFallbackTicker(await this.api.get(`${this.config.fallback}/api/v3/ticker/price?symbol=${encodeURIComponent(s)}`, opts)),
        ),
      );
      this.lastProvider = 'fallback';
      return rows;
    }
  }

  async klines(pair: string, interval = DEFAULT_INTERVAL, limit?: number, maxAge?: number): Promise<Candle[]> {
    const q = `symbol=${encodeURIComponent(marketSymbol(pair))}&interval=${encodeURIComponent(interval || DEFAULT_INTERVAL)}&limit=${candleLimit(limit)}`;
    const opts: GetOptions = { auth: false, maxAge };
    try {
      const candles = parseKlines(primaryData(await this.api.get(`${this.config.primary}/klines?${q}`, opts)));
      this.lastProvider = 'primary';
      return candles;
    } catch {
      const candles = parseKlines(await this.api.get(`${this.config.fallback}/api/v3/klines?${q}`, opts));
      this.lastProvider = 'fallback';
      return candles;
    }
  }
}
