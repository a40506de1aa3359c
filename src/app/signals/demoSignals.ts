// The signal feed placeholder of docs/product.md §2 "Other demos": sample signals whose decision and
// confidence come from the sources the user counts (indicators, news, ML, on-chain).
export type SignalSource = 'indicators' | 'news' | 'ml' | 'onchain';
export type Decision = 'BUY' | 'SELL' | 'HOLD';

export const SIGNAL_SOURCES: readonly SignalSource[] = ['indicators', 'news', 'ml', 'onchain'];

export interface DemoSignal {
  id: number;
  pair: string;
  at: string;
  /** Still in force (the 'active' list) or past (the history). */
  active: boolean;
  /** Each source's view from −1 (sell) to +1 (buy). */
  scores: Record<SignalSource, number>;
}

export const DEMO_SIGNALS: readonly DemoSignal[] = [
  { id: 1, pair: 'ETH/USDT', at: '2026-01-31T09:45:00Z', active: true, scores: { indicators: 0.72, news: 0.4, ml: 0.81, onchain: 0.55 } },
  {
    id: 2,
    pair: 'BTC/USDT',
    at: '2026-01-31T09:30:00Z',
    active: true,
    scores: { indicators: -0.35, news: -0.6, ml: -0.52, onchain: -0.2 },
  },
  { id: 3, pair: 'ARB/USDT', at: '2026-01-31T09:10:00Z', active: true, scores: { indicators: 0.1, news: -0.05, ml: 0.08, onchain: -0.1 } },
  { id: 4, pair: 'MATIC/USDT', at: '2026-01-31T08:50:00Z', active: true, scores: { indicators: 0.3, news: 0.1, ml: 0.25, onchain: 0.45 } },
  { id: 5, pair: 'ETH/USDT', at: '2026-01-30T21:15:00Z', active: false, scores: { indicators: -0.45, news: 0.2, ml: -0.3, onchain: -0.5 } },
  { id: 6, pair: 'SOL/USDT', at: '2026-01-30T17:40:00Z', active: false, scores: { indicators: 0.9, news: 0.7, ml: 0.6, onchain: 0.8 } },
  { id: 7, pair: 'BNB/USDT', at: '2026-01-30T12:05:00Z', active: false, scores: { indicators: 0.05, news: 0.15, ml: -0.1, onchain: 0 } },
];

/** Below this mean score in either direction the decision is to hold. */
const DECISION_BAND = 0.15;

export interface Verdict {
  decision: Decision;
  confidence: number;
}

/**
 * Decision from the mean score of the counted sources; confidence 50-100 %: how far past the band
 * a buy or sell is, or how close to neutral a hold is. No counted source → HOLD at 0 %.
 */
export function decide(scores: Record<SignalSource, number>, sources: readonly SignalSource[]): Verdict {
  if (sources.length === 0) return { decision: 'HOLD', confidence: 0 };
  const m = sources.reduce((s, k) => s + Math.max(-1, Math.min(1, scores[k])), 0) / sources.length;
  if (m > DECISION_BAND) return { decision: 'BUY', confidence: Math.round(50 + 50 * m) };
  if (m < -DECISION_BAND) return { decision: 'SELL', confidence: Math.round(50 - 50 * m) };
  return { decision: 'HOLD', confidence: Math.round(100 - (Math.abs(m) / DECISION_BAND) * 50) };
}
