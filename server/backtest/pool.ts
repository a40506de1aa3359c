// Backtests run off the event loop, in worker threads (./worker.ts), so a 90-day replay never holds
// up a request or a live update. The pool is shared fairly: each user has at most two backtests
// in the pool at once (a third is refused with 429), one of them running at a time, and the user
// served least recently goes first (../auth/hashQueue.ts), so one user's burst never starves the
// others (docs/decisions/0141-backtests-in-worker-threads.md).
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Backtest } from '../../src/domain/contracts/backtest';
import { FairQueue } from '../auth/hashQueue';
import { HttpError, tooMany } from '../http/errors';
import { TEXT } from '../http/texts';
import type { BacktestJob } from './job';
import type { WorkerAnswer } from './worker';

export interface PoolLimits {
  /** A user's backtests in the pool at once (waiting or running). */
  perUser: number;
  /** Backtests in the pool at once, all users together. */
  total: number;
  /** A backtest that runs longer than this ends its worker (ms). */
  timeoutMs: number;
}

const DEFAULT_LIMITS: PoolLimits = { perUser: 2, total: 64, timeoutMs: 60_000 };
/** What a refused user is told to wait: about one 90-day backtest. */
const RETRY_AFTER_SEC = 2;
const ENTRY = new URL('./workerThread.mjs', import.meta.url);

/** Worker threads by default: every core but the one the server's event loop runs on, at least one, at most four. */
export function defaultWorkers(env: string | undefined): number {
  const n = Number(env);
  if (env !== undefined && env.trim() !== '' && Number.isInteger(n) && n >= 1 && n <= 16) return n;
  return Math.min(4, Math.max(1, os.availableParallelism() - 1));
}

/** One worker thread, running one job at a time. */
class Runner {
  private readonly worker = new Worker(ENTRY);
  private pending: { id: number; resolve(b: Backtest): void; reject(e: Error): void } | null = null;
  private nextId = 1;
  alive = true;

  constructor() {
    this.worker.unref();
    this.worker.on('message', (m: WorkerAnswer) => {
      const p = this.pending;
      if (!p || p.id !== m.id) return;
      this.pending = null;
      if ('answer' in m) p.resolve(m.answer);
      else p.reject(new HttpError(503, TEXT.backtest.failed));
    });
    const fail = () => {
      this.alive = false;
      this.pending?.reject(new HttpError(503, TEXT.backtest.failed));
      this.pending = null;
    };
    this.worker.on('error', fail);
    this.worker.on('exit', fail);
  }

  run(job: BacktestJob, timeoutMs: number): Promise<Backtest> {
    return new Promise<Backtest>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending = null;
        this.alive = false;
        void this.worker.terminate();
        reject(new HttpError(503, TEXT.backtest.timeout));
      }, timeoutMs);
      const done = () => clearTimeout(timer);
      this.pending = {
        id: this.nextId++,
        resolve: (b) => {
          done();
          resolve(b);
        },
        reject: (e) => {
          done();
          reject(e);
        },
      };
      this.worker.postMessage({ id: this.pending.id, job });
    });
  }

  stop(): Promise<number> {
    this.alive = false;
    return this.worker.terminate();
  }
}

export class BacktestPool {
  private readonly queue: FairQueue;
  private readonly idle: Runner[] = [];
  private readonly all = new Set<Runner>();
  private readonly inPool = new Map<number, number>();
  private total = 0;
  private closed = false;

  constructor(
    readonly workers: number,
    private readonly limits: PoolLimits = DEFAULT_LIMITS,
  ) {
    this.queue = new FairQueue(workers, 1);
  }

  /** Runs a user's backtest in turn; refuses it at once (429) beyond the user's or the server's share. */
  run(userId: number, job: BacktestJob): Promise<Backtest> {
    const mine = this.inPool.get(userId) ?? 0;
    if (mine >= this.limits.perUser) return Promise.reject(tooMany(TEXT.backtest.perUser, RETRY_AFTER_SEC));
    if (this.total >= this.limits.total) return Promise.reject(tooMany(TEXT.backtest.busy, RETRY_AFTER_SEC));
    this.inPool.set(userId, mine + 1);
    this.total += 1;
    return this.queue
      .run(String(userId), () => this.onRunner(job))
      .finally(() => {
        const left = (this.inPool.get(userId) ?? 1) - 1;
        if (left > 0) this.inPool.set(userId, left);
        else this.inPool.delete(userId);
        this.total -= 1;
      });
  }

  /** Backtests of a user in the pool now (waiting or running). */
  countOf(userId: number): number {
    return this.inPool.get(userId) ?? 0;
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.all].map((r) => r.stop()));
    this.all.clear();
    this.idle.length = 0;
  }

  private async onRunner(job: BacktestJob): Promise<Backtest> {
    if (this.closed) throw new HttpError(503, TEXT.backtest.failed);
    let runner = this.idle.pop();
    while (runner && !runner.alive) runner = this.idle.pop();
    if (!runner) {
      runner = new Runner();
      this.all.add(runner);
    }
    try {
      return await runner.run(job, this.limits.timeoutMs);
    } finally {
      if (runner.alive && !this.closed) this.idle.push(runner);
      else this.all.delete(runner);
    }
  }
}
