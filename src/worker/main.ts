/// <reference lib="webworker" />
// The dedicated worker: owns every request, timer and socket (DESIGN.md §2). The full surface is
// typed in ./api.ts; rooms (http/, session/, sockets/, market/, sync/) plug into it.
import * as Comlink from 'comlink';
import type { WorkerApi } from './api';

const api: Pick<WorkerApi, 'ping'> = {
  async ping() {
    return 'pong';
  },
};

Comlink.expose(api);
