/// <reference lib="webworker" />
// The data worker's script with the connect-src it needs: the page's policy (the server's header,
// kept with the precached script) plus the origins of the servers the user saved in /settings/api
// (docs/decisions/0120). A dedicated worker takes its policy from its own script's response, so
// only the worker, which makes every request, may reach them; the page's policy stays as served.
// A worker started before a server was saved keeps its policy until the page reloads.
import { matchPrecache } from 'workbox-precaching';
import { SERVERS_CHANNEL, savedSlotSources, widenConnectSrc } from '../domain/rules/servers/serverSlots';
import { slotStore } from './appDb';

const POLICY = 'content-security-policy';

// Read once per service worker lifetime (and at its start, so a warm start does not wait for it),
// again after a data worker says the slots changed.
let saved: Promise<string[]> | null = null;
export function savedSources(): Promise<string[]> {
  saved ??= slotStore()
    .edits()
    .then(savedSlotSources)
    .catch(() => {
      saved = null;
      return [];
    });
  return saved;
}
if (typeof BroadcastChannel === 'function') {
  new BroadcastChannel(SERVERS_CHANNEL).onmessage = () => {
    saved = null;
  };
}

export async function workerScript(request: Request): Promise<Response> {
  const [precached, sources] = await Promise.all([matchPrecache(request.url), savedSources()]);
  const response = precached ?? (await fetch(request));
  const policy = response.headers.get(POLICY);
  if (!policy || sources.length === 0) return response;
  const headers = new Headers(response.headers);
  headers.set(POLICY, widenConnectSrc(policy, sources));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
