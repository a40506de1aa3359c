import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAST_FRAME_SEED_ID, seedScriptText } from '../../domain/lastFrame';
import { QueryClient } from '@tanstack/react-query';
import { setWorkerApiForTests } from '../worker/client';
import { ANONYMOUS, demoUser, isolatedSessionWatch, signedIn } from '../session/testing';
import { seedSnapshots, seedSnapshotsOf, takeFrameSeed } from './frameSeed';

afterEach(() => {
  setWorkerApiForTests(null);
  document.body.innerHTML = '';
});

const positions = { data: [{ token_id: 7, symbol: 'ETH/USDT' }], status: 'live', updatedAt: 1_700_000_000_000 };
/** A snapshot query's hash: the seed's key of the page's open positions. */
const KEY = '["snapshot","openPositions",{}]';

/**
 * The part of a composed page the app reads, from a frame taken with `read` on screen: built here in
 * the shape src/sw/composeShell.ts writes (composeShell.test.ts checks that side with the same id and text).
 */
function composedBody(read: Array<[string, unknown]>, user = demoUser('trader')): string {
  const text = seedScriptText({ session: { user, session: null, limits: null }, snapshots: seedSnapshotsOf(read) })!;
  return `<div id="last-frame" inert><main>p</main></div><script type="application/json" id="${LAST_FRAME_SEED_ID}">${text}</script><div id="root"></div>`;
}

describe('a last frame’s seed', () => {
  it('holds the data a screen reads, not demo fallbacks or snapshots still loading', () => {
    const snapshots = seedSnapshotsOf([
      [KEY, positions],
      ['bots:{}', { data: [{ id: 1 }], status: 'error', updatedAt: null, demo: true }],
      ['systemStatistics:{}', { data: null, status: 'loading', updatedAt: null }],
    ]);
    expect(snapshots).toEqual([{ key: KEY, data: positions.data, updatedAt: positions.updatedAt }]);
  });

  it('goes through the composed page and back, once, as the mirror would first answer it', () => {
    document.body.innerHTML = composedBody([[KEY, positions]]);
    const seed = takeFrameSeed()!;
    expect(seed.session.user.username).toBe('trader');
    expect(seedSnapshots(seed, true)).toEqual([
      [KEY, { data: positions.data, status: 'stale', updatedAt: positions.updatedAt, refreshing: true }],
    ]);
    // an offline start says so, as the worker's mirror would
    expect(seedSnapshots(seed, false)[0][1].status).toBe('offline');
    // taken out of the document: read once
    expect(takeFrameSeed()).toBeNull();
  });

  it('is ignored when it does not read as a seed', () => {
    document.body.innerHTML = '<script type="application/json" id="last-frame-seed">{"session":</script>';
    expect(takeFrameSeed()).toBeNull();
    document.body.innerHTML = '<script type="application/json" id="last-frame-seed">{"session":{"user":{}},"snapshots":[]}</script>';
    expect(takeFrameSeed()).toBeNull();
  });

  it('starts the page on the seed, and drops its snapshots when the worker restores someone else', async () => {
    const { port, push, done } = await isolatedSessionWatch();
    const { startFromFrameSeed } = await import('./frameSeed');
    document.body.innerHTML = composedBody([[KEY, positions]]);
    const cache = new QueryClient();
    expect(startFromFrameSeed(cache)).toBe(true);
    expect(port.sessionSoFar()?.user?.username).toBe('trader');
    expect(cache.getQueryData(JSON.parse(KEY))).toMatchObject({ data: positions.data, status: 'stale' });
    push(signedIn(demoUser('viewer', { user_id: 99 })));
    expect(cache.getQueryData(JSON.parse(KEY))).toBeUndefined();
    done();
  });

  it('is not used when the worker has answered first: its own session and snapshots stand', async () => {
    const { port, push, done } = await isolatedSessionWatch();
    const { startFromFrameSeed } = await import('./frameSeed');
    await Promise.resolve();
    push(ANONYMOUS);
    document.body.innerHTML = composedBody([[KEY, positions]]);
    const cache = new QueryClient();
    expect(startFromFrameSeed(cache)).toBe(false);
    expect(port.sessionSoFar()?.status).toBe('anonymous');
    expect(cache.getQueryData(JSON.parse(KEY))).toBeUndefined();
    done();
  });

  it('drops its snapshots when the worker cannot be watched (nobody will confirm the session)', async () => {
    vi.resetModules();
    const client = await import('../worker/client');
    client.setWorkerApiForTests({
      watchSession: () => Promise.reject(new Error('worker failed to start')),
      session: {},
    } as unknown as Parameters<typeof client.setWorkerApiForTests>[0]);
    const { startFromFrameSeed } = await import('./frameSeed');
    document.body.innerHTML = composedBody([[KEY, positions]]);
    const cache = new QueryClient();
    expect(startFromFrameSeed(cache)).toBe(true);
    expect(cache.getQueryData(JSON.parse(KEY))).toBeDefined();
    const { workerSessionPort } = await import('../session/port');
    const noop = () => undefined;
    await expect(workerSessionPort().watchSession(noop, noop)).rejects.toThrow('worker failed to start');
    expect(cache.getQueryData(JSON.parse(KEY))).toBeUndefined();
    client.setWorkerApiForTests(null);
  });
});
