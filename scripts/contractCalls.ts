// The calls of the contract a dashboard backend must publish, as its OpenAPI document names them
// ('GET /api/bots/{id}'), read from the call catalogue at build time: the worker's connection check
// (src/worker/servers/checkServer.ts) gets them as __CONTRACT_CALLS__ without the schemas' runtime.
// The socket upgrade has no OpenAPI form, and market feeds are checked by their own answers; calls
// marked optional (added later) are not required of a backend.
import { API, type Call } from '../src/domain/contracts/api';

export function contractCalls(): string[] {
  return (Object.values(API) as Call[])
    .filter((c) => c.raw !== 'websocket' && !c.url.startsWith('/market/') && !c.optional)
    .map((c) => `${c.method} ${c.url.replace(/:(\w+)/g, '{$1}')}`);
}
