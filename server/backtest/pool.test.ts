// The pool shares its worker threads fairly: a user's second backtest waits behind another user's
// first, a user never has more than two in the pool, and the answers are the in-process ones.
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_STRATEGY } from '../sim/engine/plan';
import { TEXT } from '../http/texts';
import { runJob, type BacktestJob } from './job';
import { packBars } from './packedBars';
import { BacktestPool } from './pool';
import { recordedPath } from './testing/paths';

const bars = recordedPath(5, 48, 1440);

function job(width: number): BacktestJob {
  return {
    userId: 1,
    network: 'arbitrum',
    symbol: 'ETHUSDT',
    bars: packBars(bars),
    coin: null,
    annualVol: 0.65,
    strategy: { ...DEFAULT_STRATEGY, strategy_id: 0, user_id: 1, channel_width: width },
    others: [],
    investment: 1000,
    hedge: null,
    seed: 1,
    model: { seed: 1, programmes: [], hedgeBandPercent: 20 },
    sampleMs: 3_600_000,
    meta: { days: 7, network: 'arbitrum', symbol: 'ETHUSDT', investment: 1000, hedge: null },
  };
}

const pool = new BacktestPool(1);
afterAll(() => pool.close());

describe('backtest pool', () => {
  it('answers what the replay answers in-process', async () => {
    expect(await pool.run(1, job(6))).toEqual(runJob(job(6)));
  });

  it('serves the user served least recently first, and refuses a third backtest of one user', async () => {
    const done: string[] = [];
    const track = (name: string, p: Promise<unknown>) => p.then(() => done.push(name));
    const a1 = track('a1', pool.run(10, job(4)));
    const a2 = track('a2', pool.run(10, job(5)));
    await expect(pool.run(10, job(6))).rejects.toMatchObject({ statusCode: 429, detail: TEXT.backtest.perUser });
    const b1 = track('b1', pool.run(20, job(7)));
    await Promise.all([a1, a2, b1]);
    expect(done).toEqual(['a1', 'b1', 'a2']);
    expect(pool.countOf(10)).toBe(0);
  });
});
