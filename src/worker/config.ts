// Addresses one world talks to (src/domain/rules/servers/serverSlots.ts: one world per server slot, its
// addresses resolved there from the slot's settings, the deployment's preset and the build's
// VITE_API_BASE, VITE_MARKET_PRIMARY and VITE_MARKET_FALLBACK).
import type { ServerAddresses } from '../domain/rules/servers/serverSlots';

export type WorkerConfig = ServerAddresses;
