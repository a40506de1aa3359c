// One backtest as a worker thread receives it (everything it needs, nothing to look up) and its
// run: the replay over the recorded bars, then the answer. Tests run it in-process.
import type { Backtest } from '../../src/domain/contracts/backtest';
import type { EngineOptions } from '../sim/engine/engine';
import type { HedgeBotRow, StrategyRow } from '../sim/engine/rows';
import type { AnswerMeta } from './answer';
import { backtestAnswer } from './answer';
import { RecordedMarket, unpackBars } from './packedBars';
import { replay } from './replay';

export interface BacktestJob {
  userId: number;
  network: string;
  /** Market symbol, 'ETHUSDT'. */
  symbol: string;
  /** The pair's bars (./packedBars.ts). */
  bars: Float64Array;
  /** The gas coin's bars over the same period, when the coin is not the pair's own base. */
  coin: { symbol: string; bars: Float64Array } | null;
  /** The pair's annual volatility (the overshoot of a stop). */
  annualVol: number;
  strategy: StrategyRow;
  others: StrategyRow[];
  investment: number;
  hedge: HedgeBotRow | null;
  seed: number;
  model: EngineOptions;
  sampleMs: number;
  meta: AnswerMeta;
}

export function runJob(job: BacktestJob): Backtest {
  const bars = unpackBars(job.bars);
  const paths = new Map([[job.symbol, bars]]);
  if (job.coin) paths.set(job.coin.symbol, unpackBars(job.coin.bars));
  const market = new RecordedMarket(paths, new Map([[job.symbol, job.annualVol]]));
  const result = replay({
    bars,
    market,
    userId: job.userId,
    network: job.network,
    symbol: job.symbol,
    strategy: job.strategy,
    others: job.others,
    investment: job.investment,
    hedge: job.hedge,
    seed: job.seed,
    model: job.model,
    sampleMs: job.sampleMs,
  });
  return backtestAnswer(result, bars, job.meta);
}
