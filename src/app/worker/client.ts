// The main thread's handle on the worker: started once with the app, shared by every hook.
import * as Comlink from 'comlink';
import type { WorkerApi } from '../../worker/api';

let remote: Comlink.Remote<WorkerApi> | null = null;

export function workerApi(): Comlink.Remote<WorkerApi> {
  if (!remote) {
    const worker = new Worker(new URL('../../worker/main.ts', import.meta.url), { type: 'module', name: 'data' });
    remote = Comlink.wrap<WorkerApi>(worker);
  }
  return remote;
}
