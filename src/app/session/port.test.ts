import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkerApi } from '../../worker/api';
import { setWorkerApiForTests } from '../worker/client';
import { openSessionWatch, sessionSoFar, workerSessionPort } from './port';
import { ANONYMOUS, demoUser, signedIn } from './testing';

afterEach(() => setWorkerApiForTests(null));

describe('workerSessionPort', () => {
  it('opens one worker watch with the app and hands every watcher the state so far, then each change', async () => {
    let push: (s: unknown) => void = () => undefined;
    const watchSession = vi.fn(async (onState: (s: unknown) => void) => {
      push = onState;
      onState(signedIn(demoUser('trader')));
      return () => undefined;
    });
    setWorkerApiForTests({ watchSession, session: {} } as unknown as WorkerApi);
    openSessionWatch();
    await Promise.resolve();
    expect(sessionSoFar()?.status).toBe('authenticated');

    const seen: string[] = [];
    const stop = await workerSessionPort().watchSession(
      (s) => seen.push(s.status),
      () => undefined,
    );
    await workerSessionPort().watchSession(
      () => undefined,
      () => undefined,
    );
    push(ANONYMOUS);
    expect(seen).toEqual(['authenticated', 'anonymous']);
    expect(watchSession).toHaveBeenCalledTimes(1);
    stop();
    push(signedIn(demoUser('trader')));
    expect(seen).toHaveLength(2);
  });

  it("keeps the worker's events sent before the provider watches, for the provider", async () => {
    vi.resetModules();
    const client = await import('../worker/client');
    const port = await import('./port');
    const watchSession = vi.fn(async (_onState: unknown, onEvent: (e: unknown) => void) => {
      // A stored session refused at once: both events come before React has mounted anything.
      onEvent({ type: 'expired', reason: 'refresh_failed' });
      onEvent({ type: 'navigate', to: '/' });
      return () => undefined;
    });
    client.setWorkerApiForTests({ watchSession, session: {} } as unknown as WorkerApi);
    port.openSessionWatch();
    await Promise.resolve();
    const events: string[] = [];
    await port.workerSessionPort().watchSession(
      () => undefined,
      (e) => events.push(e.type),
    );
    expect(events).toEqual(['expired', 'navigate']);
    client.setWorkerApiForTests(null);
  });
});
