import { describe, expect, it } from 'vitest';
import { systemClock } from '../clock';
import { ApiClient } from '../http/apiClient';
import { HttpClient } from '../http/httpClient';
import { MemoryAuthStore } from '../../db/authStore';
import { TokenManager } from '../session/tokenManager';
import { fakeFetch, type FakeHandler } from '../testing/fakeFetch';
import { MarketClient } from './marketClient';

function setup(routes: Record<string, FakeHandler>) {
  const f = fakeFetch(routes, 'http://o');
  const http = new HttpClient({ fetch: f.fetch, baseUrl: 'http://o', clock: systemClock });
  const tokens = new TokenManager({ http, store: new MemoryAuthStore(), clock: systemClock, persist: async () => undefined });
  tokens.set({ accessToken: 'SECRET', refreshToken: 'R', tokenExpiresAt: Date.now() + 1e6 });
  const api = new ApiClient({ http, tokens, clock: systemClock, onAuthLost: () => undefined });
  return { f, market: new MarketClient(api, { primary: 'http://o/market/primary', fallback: 'http://o/market/fallback' }) };
}

const row = (s: string, p: string) => ({
  symbol: s,
  lastPrice: p,
  openPrice: p,
  highPrice: '3100.5',
  lowPrice: '2900',
  priceChangePercent: '1.25',
  volume: '10',
  quoteVolume: '30000',
});

describe('market data', () => {
  it('reads primary tickers (code 0), symbols without slash, numbers from strings, no token sent', async () => {
    const { f, market } = setup({
      'GET /market/primary/ticker/24hr': () => ({
        body: { code: 0, msg: 'success', data: [row('ETHUSDT', '3000.1'), row('BTCUSDT', '60000')] },
      }),
    });
    const t = await market.tickers(['ETH/USDT', 'BTC/USDT']);
    expect(t).toEqual([
      { symbol: 'ETHUSDT', lastPrice: 3000.1, priceChangePercent: 1.25, highPrice: 3100.5, lowPrice: 2900, volume: 10, quoteVolume: 30000 },
      { symbol: 'BTCUSDT', lastPrice: 60000, priceChangePercent: 1.25, highPrice: 3100.5, lowPrice: 2900, volume: 10, quoteVolume: 30000 },
    ]);
    expect(f.calls[0].path).toBe('/market/primary/ticker/24hr?symbols=ETHUSDT,BTCUSDT');
    expect(f.calls[0].auth).toBeNull();
    expect(market.lastProvider).toBe('primary');
  });

  it('falls back to the second provider when the primary fails or answers a non-zero code', async () => {
    for (const primary of [
      () => ({ status: 503, body: { code: 50001, msg: 'down' } }),
      () => ({ body: { code: 7, msg: 'bad', data: [] } }),
    ] as FakeHandler[]) {
      const { f, market } = setup({
        'GET /market/primary/ticker/24hr': primary,
        'GET /market/fallback/api/v3/ticker/price': (c) => ({ body: { symbol: c.path.split('=')[1], price: '2999.5' } }),
        'GET /market/primary/klines': primary,
        'GET /market/fallback/api/v3/klines': () => ({ body: [[1000, '1', '2', '0.5', '1.5', '10', 1999]] }),
      });
      // The fallback's price ticker has no 24 h figures: unknown, not 0.
      expect(await market.tickers(['ETH/USDT'])).toEqual([
        {
          symbol: 'ETHUSDT',
          lastPrice: 2999.5,
          priceChangePercent: null,
          highPrice: null,
          lowPrice: null,
          volume: null,
          quoteVolume: null,
        },
      ]);
      expect(await market.klines('ETH/USDT')).toEqual([{ timestamp: 1000, open: 1, high: 2, low: 0.5, close: 1.5, volume: 10 }]);
      expect(f.calls.at(-1)?.path).toBe('/market/fallback/api/v3/klines?symbol=ETHUSDT&interval=15m&limit=100');
      expect(market.lastProvider).toBe('fallback');
    }
  });

  it('klines default to 15m and 100, and pass 120 / 8 through', async () => {
    const { f, market } = setup({ 'GET /market/primary/klines': () => ({ body: { code: 0, data: [[1, '1', '1', '1', '1', '1']] } }) });
    await market.klines('BTC/USDT', undefined, 120);
    await market.klines('ETH/USDT', '1h', 8);
    expect(f.calls.map((c) => c.path)).toEqual([
      '/market/primary/klines?symbol=BTCUSDT&interval=15m&limit=120',
      '/market/primary/klines?symbol=ETHUSDT&interval=1h&limit=8',
    ]);
  });
});
