// Addresses one world talks to (src/domain/serverSlots.ts: one world per server slot, its
// addresses resolved there from the slot's settings, the deployment's preset and the build's
// VITE_API_BASE, VITE_MARKET_PRIMARY and VITE_MARKET_FALLBACK).
import type { ServerAddresses } from '../domain/serverSlots';

export type WorkerConfig = ServerAddresses;
