// The code of a backtest worker thread (./pool.ts): runs each job it is sent, one at a time, and
// answers with the backtest or with what went wrong.
import { parentPort } from 'node:worker_threads';
import { runJob, type BacktestJob } from './job';

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
