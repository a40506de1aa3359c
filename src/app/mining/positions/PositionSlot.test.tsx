import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { positionFixture } from '../../data/positionFixture';
import { comeNear, installFakeIntersectionObserver } from '../../ui/fakeIntersectionObserver';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../data/queryClient';
import { setWorkerApiForTests } from '../../worker/client';
import type { WorkerApi } from '../../../worker/api';
import type { MiningPosition } from '../../../domain/types';
import { CATCH_UP_MS, FAR, NEAR, PositionSlot } from './PositionSlot';

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

const cache = createQueryClient();
const slot = (position: MiningPosition, onFirstScreen = true) => (
  <QueryClientProvider client={cache}>
    <PositionSlot position={position} onFirstScreen={onFirstScreen} />
  </QueryClientProvider>
);

const price = () =>
  screen.getAllByText('Текущая цена', { selector: 'dt' })[0].nextElementSibling?.textContent?.replace(/[\u00a0\u202f]/g, ' ');

const at = (current_price: number, last_update: string) => positionFixture({ current_price, last_update });
/** Off screen, still within a screen's height of it: a drawn slot stays drawn. */
const leave = () => comeNear(false, [NEAR]);

describe('PositionSlot', () => {
  it('off the first screen holds a card’s room until it first comes near, then shows the position as it is and stays drawn near the screen', () => {
    const { container, rerender } = render(slot(at(3000, '1'), false));
    expect(container.querySelector('article')).toBeNull();
    expect(container.querySelector('[data-slot]')).not.toBeNull(); // the list still names the position
    comeNear(false);
    rerender(slot(at(3100, '2'), false));
    comeNear(true);
    expect(price()).toMatch(/^3 100/);
    leave();
    expect(container.querySelector('article')).not.toBeNull();
  });

  it('is given back farther than a screen away, holding the room it took, and drawn again when it comes near', () => {
    const { container, rerender } = render(slot(at(3000, '1')));
    expect(container.querySelector('article')).not.toBeNull();
    leave();
    expect(container.querySelector('article')).not.toBeNull();
    comeNear(false, [FAR], 1873.4);
    expect(container.querySelector('article')).toBeNull();
    const placeholder = container.querySelector<HTMLElement>('[data-slot]')!;
    expect(placeholder.style.minHeight).toBe('1873.4px');
    // not drawn as it comes within a screen's height, only once it is near
    comeNear(true, [FAR]);
    expect(container.querySelector('article')).toBeNull();
    rerender(slot(at(3200, '2')));
    comeNear(true, [NEAR]);
    // the position as it is now, not as it was when it left, all of it laid out in its first frame
    expect(price()).toMatch(/^3 200/);
    expect(container.querySelector('[data-slot]')?.hasAttribute('data-redrawn')).toBe(true);
  });

  it('off screen keeps the position as it left, and catches up with the first newer one after it comes back', () => {
    const { rerender } = render(slot(at(3000, '1')));
    expect(price()).toMatch(/^3 000/);
    leave();
    rerender(slot(at(3100, '2')));
    expect(price()).toMatch(/^3 000/);
    comeNear(true);
    // back on screen: no render of its own, the next push brings it up to date
    expect(price()).toMatch(/^3 000/);
    rerender(slot(at(3200, '3')));
    expect(price()).toMatch(/^3 200/);
    rerender(slot(at(3300, '4')));
    expect(price()).toMatch(/^3 300/);
  });

  it('catches up on its own when no push follows, and not while off screen', () => {
    vi.useFakeTimers();
    try {
      const { rerender } = render(slot(at(3000, '1')));
      leave();
      rerender(slot(at(3100, '2')));
      act(() => void vi.advanceTimersByTime(CATCH_UP_MS * 3));
      expect(price()).toMatch(/^3 000/);
      comeNear(true);
      act(() => void vi.advanceTimersByTime(CATCH_UP_MS - 1));
      expect(price()).toMatch(/^3 000/);
      act(() => void vi.advanceTimersByTime(1));
      expect(price()).toMatch(/^3 100/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaving again before it caught up keeps what it showed', () => {
    const { rerender } = render(slot(at(3000, '1')));
    leave();
    rerender(slot(at(3100, '2')));
    comeNear(true);
    leave();
    rerender(slot(at(3200, '3')));
    expect(price()).toMatch(/^3 000/);
    comeNear(true);
    rerender(slot(at(3300, '4')));
    expect(price()).toMatch(/^3 300/);
  });
});
