// Every command from a screen: a mutation that asks the worker (src/worker/commands.ts). Its
// pending state and its `{ detail, status }` error are the mutation's; the worker refreshes the
// topics a command changes, so nothing here invalidates queries.
import { useMutation } from '@tanstack/react-query';
import { toApiError } from '../../domain/rules/sync/httpError';
import type { CommandName, Commands } from '../../worker/api';
import { workerApi } from '../worker/client';

export function useCommand<K extends CommandName>(name: K) {
  return useMutation({
    mutationKey: ['command', name],
    mutationFn: (payload: Commands[K]['payload']): Promise<Commands[K]['result']> =>
      (workerApi().command(name, payload) as Promise<Commands[K]['result']>).catch((error: unknown) => {
        throw toApiError(error);
      }),
  });
}
