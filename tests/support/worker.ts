// The data worker's modules in Node against a reference server, for the integration tests: Node's
// fetch, tokens in memory, the system clock; a mirror and a socket factory as the test needs.
import { serverAddresses } from '../../src/domain/rules/servers/serverSlots';
import { systemClock } from '../../src/worker/clock';
import { DataWorker, type WorkerDeps } from '../../src/worker/dataWorker';
import { MemoryAuthStore } from '../../src/db/authStore';
import { MemoryMirror } from '../../src/db/mirror';
import { DEMO_PASSWORD } from './login';

export function workerFor(baseUrl: string, given: Partial<Pick<WorkerDeps, 'mirror' | 'createSocket'>> = {}): DataWorker {
  return new DataWorker({
    config: serverAddresses(baseUrl),
    fetch: (input, init) => fetch(input, init),
    createSocket: given.createSocket ?? null,
    store: new MemoryAuthStore(),
    mirror: given.mirror ?? new MemoryMirror(),
    clock: systemClock,
    userAgent: 'integration-test',
    browserOnline: () => true,
  });
}

/** A worker signed in as a demo account, for tests that act as that user. */
export async function signedInWorker(baseUrl: string, username: string): Promise<DataWorker> {
  const worker = workerFor(baseUrl);
  await worker.ready();
  const result = await worker.sessionApi.login(username, DEMO_PASSWORD);
  if (result.kind !== 'signedIn') throw new Error(`the demo account ${username} could not sign in`);
  return worker;
}
