// TanStack Query is the page's cache of server state (docs/architecture.md): the worker pushes every
// snapshot into it (./subscriptions.ts) and runs every command (./useCommand.ts). Nothing here
// fetches by itself, retries or refetches on focus: the worker owns the network, its timers and
// its retries, and says in each snapshot whether the data is live, stale, offline or failed.
import { QueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../domain/contracts/types';

declare module '@tanstack/react-query' {
  interface Register {
    /** Commands fail with the worker's `{ detail, status }` (status 0: no connection). */
    defaultError: ApiError;
  }
}

/** How long a snapshot nobody reads stays: a screen opened again within it shows its data at once. */
const KEEP_MS = 5 * 60_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // networkMode 'always': the worker decides what a lost connection means. Query's default
      // pauses a mutation offline and runs it later; a stop sent an hour late is worse than an error.
      queries: {
        staleTime: Infinity,
        gcTime: KEEP_MS,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
