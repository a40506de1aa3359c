// The main thread's handle on the worker: started once with the app, shared by every hook.
import * as Comlink from 'comlink';
import type { WorkerApi } from '../../worker/api';

let remote: Comlink.Remote<WorkerApi> | null = null;

export function workerApi(): Comlink.Remote<WorkerApi> {
  remote ??= Comlink.wrap<WorkerApi>(new Worker(new URL('../../worker/main.ts', import.meta.url), { type: 'module', name: 'data' }));
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
