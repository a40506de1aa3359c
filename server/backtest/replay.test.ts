// The backtest's replay and its figures over fixed recorded paths: the total adds up, the same
// input gives the same answer, a wider channel never re-mints more often, and no decision uses a
// bar that came after it.
import { describe, expect, it } from 'vitest';
import type { Backtest } from '../../src/domain/contracts/backtest';
import { DEFAULT_STRATEGY } from '../sim/engine/plan';
import type { HedgeBotRow, StrategyRow } from '../sim/engine/rows';
import type { Bar } from '../sim/prices/market';
import { backtestAnswer } from './answer';
import { runJob, type BacktestJob } from './job';
import { packBars, RecordedMarket } from './packedBars';
import { replay, type ReplayInput } from './replay';
import { recordedPath } from './testing/paths';

const DAY_HOURS = 24;
const MODEL = { seed: 20260101, programmes: [], hedgeBandPercent: 20 };

function strategy(width: number, over: Partial<StrategyRow> = {}): StrategyRow {
  return { ...DEFAULT_STRATEGY, strategy_id: 0, user_id: 1, channel_width: width, ...over };
}

const HEDGE_BOT: HedgeBotRow = {
  bot_id: 9,
  user_id: 1,
  name: 'Хедж',
  symbol: 'ETHUSDT',
  network: 'arbitrum',
  price_open: 3000,
  channel_upper: 3100,
  channel_lower: 2900,
  usdt_start: 10_000,
  eth_start: 3,
  auto_hedge: 1,
  auto_rebalance: 1,
  max_hedge_positions: 5,
  stop_loss_percent: 4,
  status: 'running',
};

function input(bars: readonly Bar[], s: StrategyRow, over: Partial<ReplayInput> = {}): ReplayInput {
  return {
    bars,
    market: new RecordedMarket(new Map([['ETHUSDT', bars]]), new Map([['ETHUSDT', 0.65]])),
    userId: 1,
    network: 'arbitrum',
    symbol: 'ETHUSDT',
    strategy: s,
    others: [],
    investment: 10_000,
    hedge: null,
    seed: 42,
    model: MODEL,
    sampleMs: 3_600_000,
    ...over,
  };
}

function job(bars: readonly Bar[], s: StrategyRow, over: Partial<BacktestJob> = {}): BacktestJob {
  return {
    userId: 1,
    network: 'arbitrum',
    symbol: 'ETHUSDT',
    bars: packBars(bars),
    coin: null,
    annualVol: 0.65,
    strategy: s,
    others: [],
    investment: 10_000,
    hedge: null,
    seed: 42,
    model: MODEL,
    sampleMs: 3_600_000,
    meta: { days: 30, network: 'arbitrum', symbol: 'ETHUSDT', investment: 10_000, hedge: null },
    ...over,
  };
}

const partsSum = (b: Backtest) => b.fees_usd + b.price_pnl_usd + b.hedge_pnl_usd - b.costs_usd;

describe('backtest figures', () => {
  const bars = recordedPath(1, 20 * DAY_HOURS, 3 * 1440);

  it.each([
    ['a narrow channel', strategy(2)],
    ['the default channel', strategy(12)],
    ['a wide channel, one position', strategy(30, { max_positions: 1 })],
    ['a channel in USDT, off-centre', strategy(250, { channel_width_unit: 'USDT', upper_channel_percent: 70, lower_channel_percent: 30 })],
  ])('net_usd is fees + price PnL + hedge − costs to the cent: %s', (_name, s) => {
    for (const hedge of [null, HEDGE_BOT]) {
      const result = replay(input(bars, s, { hedge }));
      const b = backtestAnswer(result, bars, { days: 30, network: 'arbitrum', symbol: 'ETHUSDT', investment: 10_000, hedge: null });
      expect(Math.abs(b.net_usd - partsSum(b))).toBeLessThan(0.005);
      // …and it is what the engine's own results of the positions add up to
      const engineTotal = result.positions.reduce((sum, p) => sum + (p.row.pnl_usd ?? 0), 0);
      expect(Math.abs(b.net_usd - engineTotal)).toBeLessThanOrEqual(0.03);
      // the curve ends at the investment with that result
      expect(Math.abs(b.equity.at(-1)!.value_usd - (10_000 + b.net_usd))).toBeLessThanOrEqual(0.03);
      expect(b.il_usd).toBeLessThanOrEqual(0);
      expect(b.costs_usd).toBeGreaterThan(0);
      if (hedge) expect(b.hedge_pnl_usd).not.toBe(0);
      else expect(b.hedge_pnl_usd).toBe(0);
    }
  });

  it('pays gas in the network coin: a polygon backtest reads the coin’s own path', () => {
    const coin = recordedPath(2, 20 * DAY_HOURS, 3 * 1440, 'MATICUSDT');
    const b = runJob(job(bars, strategy(8), { network: 'polygon', coin: { symbol: 'MATICUSDT', bars: packBars(coin) } }));
    expect(Math.abs(b.net_usd - partsSum(b))).toBeLessThan(0.005);
    expect(b.costs_usd).toBeGreaterThan(0);
  });

  it('the same input gives the same answer', () => {
    const a = runJob(job(bars, strategy(6), { hedge: HEDGE_BOT }));
    const b = runJob(job(bars, strategy(6), { hedge: HEDGE_BOT }));
    expect(b).toEqual(a);
    expect(a.events.length).toBeGreaterThan(5);
  });
});

describe('channel width and re-mints', () => {
  it.each([11, 12, 13])('a wider channel never re-mints more often than a narrower one (path %i)', (seed) => {
    const bars = recordedPath(seed, 20 * DAY_HOURS, 5 * 1440);
    for (const maxPositions of [1, 3]) {
      const remints = [1, 2, 4, 8, 16, 32].map((w) => replay(input(bars, strategy(w, { max_positions: maxPositions }))).remints);
      for (let i = 1; i < remints.length; i++) expect(remints[i]).toBeLessThanOrEqual(remints[i - 1]);
      expect(remints[0]).toBeGreaterThan(remints.at(-1)!);
    }
  });
});

describe('no look-ahead', () => {
  it('changing the candles after bar k leaves every event up to bar k as it was', () => {
    const bars = recordedPath(21, 10 * DAY_HOURS, 4 * 1440);
    const k = Math.floor(bars.length * 0.6);
    // another future from bar k's close: a different walk, a sharp fall then a rise
    const other = recordedPath(99, 0, bars.length - k - 1);
    const scale = bars[k].close / other[0].open;
    const future = other.map((b, i) => ({
      ...b,
      ts: bars[k + 1 + i].ts,
      open: b.open * scale * 0.9,
      high: b.high * scale * 0.9,
      low: b.low * scale * 0.9,
      close: b.close * scale * 0.9,
    }));
    const changed = [...bars.slice(0, k + 1), ...future];
    for (const s of [strategy(3), strategy(10, { max_positions: 1 })]) {
      for (const hedge of [null, HEDGE_BOT]) {
        const a = runJob(job(bars, s, { hedge }));
        const b = runJob(job(changed, s, { hedge }));
        const cut = bars[k + 1].ts;
        const before = (list: Backtest['events']) => list.filter((e) => e.timestamp < cut);
        expect(before(a.events).length).toBeGreaterThan(3);
        expect(before(b.events)).toEqual(before(a.events));
        const curve = (list: Backtest['equity']) => list.filter((p) => p.timestamp < cut);
        expect(curve(b.equity)).toEqual(curve(a.equity));
        // the futures differ, and so do the answers
        expect(b.net_usd).not.toBe(a.net_usd);
      }
    }
  });
});
