import { describe, expect, it } from 'vitest';
import { decide, DEMO_SIGNALS, SIGNAL_SOURCES } from './demoSignals';

const all = SIGNAL_SOURCES;

describe('signal placeholder decisions', () => {
  it('buys above the band, sells below it, holds inside it', () => {
    expect(decide({ indicators: 0.6, news: 0.6, ml: 0.6, onchain: 0.6 }, all)).toEqual({ decision: 'BUY', confidence: 80 });
    expect(decide({ indicators: -1, news: -1, ml: -1, onchain: -1 }, all)).toEqual({ decision: 'SELL', confidence: 100 });
    expect(decide({ indicators: 0, news: 0, ml: 0, onchain: 0 }, all)).toEqual({ decision: 'HOLD', confidence: 100 });
  });

  it('counts only the chosen sources', () => {
    const scores = { indicators: 0.8, news: -0.8, ml: 0, onchain: 0 };
    expect(decide(scores, ['indicators']).decision).toBe('BUY');
    expect(decide(scores, ['news']).decision).toBe('SELL');
    expect(decide(scores, ['indicators', 'news']).decision).toBe('HOLD');
    expect(decide(scores, [])).toEqual({ decision: 'HOLD', confidence: 0 });
  });

  it('clamps scores outside −1…1 and keeps confidence within 50-100 for every sample', () => {
    expect(decide({ indicators: 5, news: 5, ml: 5, onchain: 5 }, all).confidence).toBe(100);
    for (const s of DEMO_SIGNALS) {
      const v = decide(s.scores, all);
      expect(v.confidence).toBeGreaterThanOrEqual(50);
      expect(v.confidence).toBeLessThanOrEqual(100);
    }
  });
});
