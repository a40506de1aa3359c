// The simulated markets (the exchange feeds of /market): start prices near real levels, annual
// volatility and traded volume. The pools bots provide liquidity to are in ../pools/table.ts.

export interface SymbolSpec {
  symbol: string; // exchange form, 'ETHUSDT'
  base: string; // 'ETH'
  startPrice: number;
  annualVol: number; // e.g. 0.65 = 65 %
  dailyVolumeUsd: number; // exchange volume per day
  priceDecimals: number;
}

export const SYMBOLS: readonly SymbolSpec[] = [
  {
    symbol: 'ETHUSDT',
    base: 'ETH',
    startPrice: 3000,
    annualVol: 0.65,
    dailyVolumeUsd: 120e6,
    priceDecimals: 2,
  },
  {
    symbol: 'BTCUSDT',
    base: 'BTC',
    startPrice: 65000,
    annualVol: 0.5,
    dailyVolumeUsd: 150e6,
    priceDecimals: 2,
  },
  {
    symbol: 'BNBUSDT',
    base: 'BNB',
    startPrice: 580,
    annualVol: 0.55,
    dailyVolumeUsd: 25e6,
    priceDecimals: 2,
  },
  {
    symbol: 'MATICUSDT',
    base: 'MATIC',
    startPrice: 0.7,
    annualVol: 0.85,
    dailyVolumeUsd: 8e6,
    priceDecimals: 4,
  },
  {
    symbol: 'ARBUSDT',
    base: 'ARB',
    startPrice: 1.1,
    annualVol: 0.95,
    dailyVolumeUsd: 12e6,
    priceDecimals: 4,
  },
  {
    symbol: 'ADAUSDT',
    base: 'ADA',
    startPrice: 0.45,
    annualVol: 0.75,
    dailyVolumeUsd: 6e6,
    priceDecimals: 4,
  },
  {
    symbol: 'SOLUSDT',
    base: 'SOL',
    startPrice: 150,
    annualVol: 0.85,
    dailyVolumeUsd: 40e6,
    priceDecimals: 2,
  },
];

const BY_SYMBOL = new Map(SYMBOLS.map((s) => [s.symbol, s]));

/** 'ETH/USDT', 'eth-usdt', 'ETHUSDT' or 'ETH' → 'ETHUSDT'; null when not simulated. */
export function normaliseSymbol(input: string | null | undefined): string | null {
  if (typeof input !== 'string') return null;
  let s = input.toUpperCase().replace(/[^A-Z]/g, '');
  if (!s.endsWith('USDT')) s += 'USDT';
  if (s === 'WETHUSDT') s = 'ETHUSDT';
  if (s === 'POLUSDT') s = 'MATICUSDT';
  return BY_SYMBOL.has(s) ? s : null;
}

/** 'ETHUSDT' → 'ETH/USDT'. */
export function slashSymbol(symbol: string): string {
  return symbol.endsWith('USDT') ? `${symbol.slice(0, -4)}/USDT` : symbol;
}

export const SECONDS_PER_YEAR = 365 * 24 * 3600;
