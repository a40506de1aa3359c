// The code of a backtest worker thread (./pool.ts): runs each job it is sent, one at a time, and
// answers with the backtest or with what went wrong. The thread runs at the lowest priority, so a
// backtest uses the CPU the server's event loop leaves (docs/decisions/0141-backtests-in-worker-threads.md).
import fs from 'node:fs';
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { runJob, type BacktestJob } from './job';

/** Linux gives each thread a nice value of its own: this thread's id is the last part of /proc/thread-self. */
function lowestPriority(): void {
  try {
    const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) os.setPriority(tid, os.constants.priority.PRIORITY_LOW);
  } catch {
    // not Linux: the thread keeps the process's priority
  }
}

lowestPriority();

export type WorkerAnswer = { id: number; answer: ReturnType<typeof runJob> } | { id: number; error: string };

parentPort?.on('message', (message: { id: number; job: BacktestJob }) => {
  let reply: WorkerAnswer;
  try {
    reply = { id: message.id, answer: runJob(message.job) };
  } catch (error) {
    reply = { id: message.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
