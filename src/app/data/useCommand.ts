// Every mutation from a screen: one worker command, with its pending and error state. `run` also
// rejects with the ApiError `{ detail, status }` so a form can react; `error` keeps it for display.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../domain/types';
import type { CommandName, Commands } from '../../worker/api';
import { toApiError } from '../../domain/httpError';
import { workerApi } from '../worker/client';

export interface CommandHandle<K extends CommandName> {
  run(payload: Commands[K]['payload']): Promise<Commands[K]['result']>;
  pending: boolean;
  error: ApiError | null;
  reset(): void;
}

export function useCommand<K extends CommandName>(name: K): CommandHandle<K> {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const mounted = useRef(true);
  const inFlight = useRef(0);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async (payload: Commands[K]['payload']): Promise<Commands[K]['result']> => {
      inFlight.current += 1;
      setPending(true);
      setError(null);
      try {
        const api = workerApi() as unknown as { command(n: K, p: Commands[K]['payload']): Promise<Commands[K]['result']> };
        return await api.command(name, payload);
      } catch (caught) {
        const failure = toApiError(caught);
        if (mounted.current) setError(failure);
        throw failure;
      } finally {
        inFlight.current -= 1;
        if (mounted.current && inFlight.current === 0) setPending(false);
      }
    },
    [name],
  );

  const reset = useCallback(() => {
    setError(null);
  }, []);

  return { run, pending, error, reset };
}
