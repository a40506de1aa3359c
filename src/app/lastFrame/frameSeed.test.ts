import { afterEach, describe, expect, it } from 'vitest';
import { LAST_FRAME_SEED_ID, seedScriptText } from '../../domain/lastFrame';
import { SnapshotCache } from '../data/snapshotCache';
import { setWorkerApiForTests } from '../worker/client';
import { ANONYMOUS, demoUser, isolatedSessionWatch, signedIn } from '../session/testing';
import { frameSeedOf, seedSnapshots, takeFrameSeed } from './frameSeed';

afterEach(() => {
  setWorkerApiForTests(null);
  document.body.innerHTML = '';
});

const positions = { data: [{ token_id: 7, symbol: 'ETH/USDT' }], status: 'live', updatedAt: 1_700_000_000_000 };

/** The part of a composed page the app reads (src/sw/composeShell.ts writes it the same way), from a frame taken with `read` on screen. */
function composedBody(read: Array<[string, unknown]>, session = signedIn(demoUser('trader'))): string {
  const text = seedScriptText(frameSeedOf(session, read)!)!;
  return `<div id="last-frame" inert><main>p</main></div><script type="application/json" id="${LAST_FRAME_SEED_ID}">${text}</script><div id="root"></div>`;
}

describe('a last frame’s seed', () => {
  it('holds the session and the data a screen reads, not demo fallbacks or snapshots still loading', () => {
    const seed = frameSeedOf(signedIn(demoUser('trader')), [
      ['openPositions:{}', positions],
      ['bots:{}', { data: [{ id: 1 }], status: 'error', updatedAt: null, demo: true }],
      ['systemStatistics:{}', { data: null, status: 'loading', updatedAt: null }],
    ])!;
    expect(seed.session.user.username).toBe('trader');
    expect(seed.snapshots).toEqual([{ key: 'openPositions:{}', data: positions.data, updatedAt: positions.updatedAt }]);
    expect(frameSeedOf(ANONYMOUS, [['openPositions:{}', positions]])).toBeUndefined();
  });

  it('goes through the composed page and back, once, as the mirror would first answer it', () => {
    document.body.innerHTML = composedBody([['openPositions:{}', positions]]);
    const seed = takeFrameSeed()!;
    expect(seed.session.user.username).toBe('trader');
    expect(seedSnapshots(seed)).toEqual([
      ['openPositions:{}', { data: positions.data, status: 'stale', updatedAt: positions.updatedAt, refreshing: true }],
    ]);
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
    document.body.innerHTML = composedBody([['openPositions:{}', positions]]);
    const cache = new SnapshotCache();
    expect(startFromFrameSeed(cache)).toBe(true);
    expect(port.sessionSoFar()?.user?.username).toBe('trader');
    expect(cache.get('openPositions:{}')).toMatchObject({ data: positions.data, status: 'stale' });
    push(signedIn(demoUser('viewer', { user_id: 99 })));
    expect(cache.get('openPositions:{}')).toBeUndefined();
    done();
  });
});
