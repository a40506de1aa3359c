// The main thread's handle on the worker: started once with the app, shared by every hook.
import * as Comlink from 'comlink';
import type { WorkerApi } from '../../worker/api';

declare global {
  interface Window {
    /** The worker public/frame-boot.js started beside a last frame, before this code arrived. */
    __lpOpsDataWorker?: Worker;
  }
}

let remote: Comlink.Remote<WorkerApi> | null = null;

/** The worker frame-boot.js started, taken once; otherwise a new one. */
function startWorker(): Worker {
  const early = typeof window === 'undefined' ? undefined : window.__lpOpsDataWorker;
  if (early) {
    delete window.__lpOpsDataWorker;
    return early;
  }
  return new Worker(new URL('../../worker/main.ts', import.meta.url), { type: 'module', name: 'data' });
}

export function workerApi(): Comlink.Remote<WorkerApi> {
  if (!remote) remote = Comlink.wrap<WorkerApi>(startWorker());
  return remote;
}

/** Tests (happy-dom has no Worker) put an in-process implementation in place of the worker. */
export function setWorkerApiForTests(api: WorkerApi | null): void {
  remote = api as unknown as Comlink.Remote<WorkerApi> | null;
}

/** Releases a Comlink proxy received from the worker (no-op for in-process test doubles). */
export function releaseRemote(value: unknown): void {
  const release = (value as { [Comlink.releaseProxy]?: () => void } | null)?.[Comlink.releaseProxy];
  if (typeof release === 'function') release.call(value);
}
