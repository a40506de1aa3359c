// The server slots as the worker reports them (src/worker/servers): one watch for the whole page,
// read by the header's selector, the overview and /settings/api. Until the worker answers, the
// four slots show their default names with Server1 active, as the selector always did.
import { useSyncExternalStore } from 'react';
import * as Comlink from 'comlink';
import { SLOT_IDS, defaultSlotName, type SlotId } from '../../domain/rules/servers/serverSlots';
import type { ServersView, SlotView, WorkerApi } from '../../worker/api';
import { workerApi } from '../worker/client';

const PENDING: ServersView = {
  active: 1,
  slots: SLOT_IDS.map((id) => ({
    id,
    name: defaultSlotName(id),
    addresses: null,
    source: null,
    hasDefault: id === 1,
    signedIn: false,
    username: null,
    online: true,
    mode: null,
  })),
};

let view: ServersView = PENDING;
let watchedApi: unknown = null;
const listeners = new Set<() => void>();

function watch(): void {
  let api: Partial<WorkerApi>;
  try {
    api = workerApi() as unknown as Partial<WorkerApi>;
  } catch {
    return; // no worker in this environment (component tests without one)
  }
  if (watchedApi === api) return;
  watchedApi = api;
  view = PENDING;
  // Component tests stand in a worker without slots: the pending view stays.
  if (!api?.servers) return;
  api.servers
    .watch(
      Comlink.proxy((next: ServersView) => {
        if (watchedApi !== api) return;
        view = next;
        listeners.forEach((l) => l());
      }),
    )
    .catch(() => {
      if (watchedApi === api) watchedApi = null;
    });
}

function subscribe(listener: () => void): () => void {
  watch();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => view;

/** The slots and the active one; every reader updates together. */
export function useServers(): ServersView {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

export function activeServer(servers: ServersView): SlotView | undefined {
  return servers.slots.find((s) => s.id === servers.active);
}

/** More than one slot is set: screens then say which server they show. */
export function severalServers(servers: ServersView): boolean {
  return servers.slots.filter((s) => s.addresses).length > 1;
}

export function selectServer(id: SlotId): Promise<void> {
  return (workerApi() as unknown as WorkerApi).servers.select(id);
}
