import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { simMigrations } from '../migrations';
import { aggregate, HOUR, MINUTE } from './candles';
import { Market } from './market';

const NOW = Date.UTC(2026, 0, 10, 12, 30, 15);

function memoryDb() {
  const db = new Database(':memory:');
  for (const m of simMigrations) m.up(db);
  return db;
}

describe('market', () => {
  it('is deterministic for a seed and differs across seeds', () => {
    const run = (seed: number) => {
      const m = new Market(seed);
      m.load(NOW);
      const out: number[] = [];
      for (let i = 1; i <= 50; i++) out.push(m.tick(NOW + i * 1000, 1)[0].price);
      return out;
    };
    expect(run(7)).toEqual(run(7));
    expect(run(7)).not.toEqual(run(8));
  });

  it('back-fills history ending at the start price, with candles for every interval', () => {
    const m = new Market(1);
    m.load(NOW);
    expect(m.price('ETHUSDT')).toBeCloseTo(3000, 6);
    const s = m.series('ETHUSDT')!;
    for (const [interval, ms] of [
      ['1m', MINUTE],
      ['5m', 5 * MINUTE],
      ['15m', 15 * MINUTE],
      ['1h', HOUR],
      ['4h', 4 * HOUR],
    ] as const) {
      const c = s.candles(interval, 1000);
      expect(c.length).toBe(1000);
      expect(c[1].timestamp - c[0].timestamp).toBe(ms);
      expect(c.every((x) => x.high >= Math.max(x.open, x.close) && x.low <= Math.min(x.open, x.close) && x.volume > 0)).toBe(true);
    }
    // the last candle of every interval closes at the current price
    expect(s.candles('4h', 1)[0].close).toBeCloseTo(m.price('ETHUSDT'), 8);
    expect(s.candles('1m', 1)[0].close).toBeCloseTo(m.price('ETHUSDT'), 8);
  });

  it('has a realistic daily volatility for ETH (a few percent)', () => {
    const m = new Market(3);
    m.load(NOW);
    const hours = m
      .series('ETHUSDT')!
      .candles('1h', 1000)
      .map((c) => c.close);
    const r = hours.slice(1).map((p, i) => Math.log(p / hours[i]));
    const sd = Math.sqrt(r.reduce((a, b) => a + b * b, 0) / r.length) * Math.sqrt(24) * 100;
    expect(sd).toBeGreaterThan(1.5);
    expect(sd).toBeLessThan(8);
  });

  it('aggregates candles into coarser buckets', () => {
    const c = (t: number, o: number, h: number, l: number, cl: number) => ({
      timestamp: t,
      open: o,
      high: h,
      low: l,
      close: cl,
      volume: 1,
    });
    const out = aggregate([c(0, 1, 2, 0.5, 1.5), c(MINUTE, 1.5, 3, 1, 2), c(5 * MINUTE, 2, 2, 2, 2)], 5 * MINUTE, 10);
    expect(out).toEqual([
      { timestamp: 0, open: 1, high: 3, low: 0.5, close: 2, volume: 2 },
      { timestamp: 5 * MINUTE, open: 2, high: 2, low: 2, close: 2, volume: 1 },
    ]);
  });

  it('stores candles and continues from them after a restart', () => {
    const db = memoryDb();
    const a = new Market(5, db);
    a.load(NOW);
    for (let i = 1; i <= 130; i++) a.tick(NOW + i * 1000, 1);
    const before = a.series('BTCUSDT')!.candles('1m', 3);
    const b = new Market(5, db);
    b.load(NOW + 10 * MINUTE);
    const after = b.series('BTCUSDT')!.candles('1m', 20);
    // the minutes closed before the restart are there as they were
    const same = after.find((x) => x.timestamp === before[0].timestamp)!;
    expect(same.close).toBeCloseTo(before[0].close, 8);
    expect(after.at(-1)!.timestamp).toBe(Math.floor((NOW + 10 * MINUTE) / MINUTE) * MINUTE);
  });
});
