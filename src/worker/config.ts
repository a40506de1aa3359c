// Addresses one world talks to (src/domain/serverSlots.ts: one world per server slot). Defaults:
// the given origin for the API and that server's market feeds under /market/*; a build may override
// them with VITE_API_BASE, VITE_MARKET_PRIMARY and VITE_MARKET_FALLBACK (slot 1's last fallback).
import { serverAddresses, type BuildFallback, type ServerAddresses } from '../domain/serverSlots';

export type WorkerConfig = ServerAddresses;

export function defaultConfig(origin: string, env: BuildFallback = {}): WorkerConfig {
  return serverAddresses(env.VITE_API_BASE || origin, { primary: env.VITE_MARKET_PRIMARY, fallback: env.VITE_MARKET_FALLBACK });
}
