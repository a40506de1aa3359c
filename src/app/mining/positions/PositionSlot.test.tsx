import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { positionFixture } from '../../data/positionFixture';
import { comeNear, installFakeIntersectionObserver } from '../../ui/fakeIntersectionObserver';
import { SnapshotCache, SnapshotCacheProvider } from '../../data/snapshotCache';
import { setWorkerApiForTests } from '../../worker/client';
import type { WorkerApi } from '../../../worker/api';
import type { MiningPosition } from '../../../domain/types';
import { PositionSlot } from './PositionSlot';

beforeEach(() => {
  installFakeIntersectionObserver();
  // The chart's candles are asked for and never answered: this test is about the card.
  setWorkerApiForTests({ subscribe: async () => () => undefined } as unknown as WorkerApi);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setWorkerApiForTests(null);
});

const cache = new SnapshotCache();
const slot = (position: MiningPosition) => (
  <SnapshotCacheProvider cache={cache}>
    <PositionSlot position={position} />
  </SnapshotCacheProvider>
);

const price = () =>
  screen.getAllByText('Текущая цена', { selector: 'dt' })[0].nextElementSibling?.textContent?.replace(/[\u00a0\u202f]/g, ' ');

describe('PositionSlot', () => {
  it('off screen keeps the position as it left, and catches up as it comes near', () => {
    const at = (current_price: number, last_update: string) => positionFixture({ current_price, last_update });
    const { rerender } = render(slot(at(3000, '1')));
    expect(price()).toMatch(/^3 000/);
    comeNear(false);
    rerender(slot(at(3100, '2')));
    expect(price()).toMatch(/^3 000/);
    comeNear(true);
    expect(price()).toMatch(/^3 100/);
    rerender(slot(at(3200, '3')));
    expect(price()).toMatch(/^3 200/);
  });
});
