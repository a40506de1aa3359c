import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyWithPrefetch } from './lazyWithPrefetch';

/** Node's process, where vitest runs the page's code (the app's types have no Node). */
type Listener = (reason: unknown) => void;
const node = (globalThis as unknown as { process: { on(event: string, l: Listener): void; off(event: string, l: Listener): void } })
  .process;

afterEach(cleanup);

describe('lazyWithPrefetch', () => {
  it('fetches nothing until asked, then the code ahead of the first render', async () => {
    const load = vi.fn(() => Promise.resolve(() => null));
    const Help = lazyWithPrefetch(load);
    expect(load).not.toHaveBeenCalled();
    await Help.prefetch();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without its fallback, once the code is in', async () => {
    const Card = lazyWithPrefetch(() => Promise.resolve(() => <p>карточка</p>));
    await Card.prefetch();
    render(
      <Suspense fallback={<p>ожидание</p>}>
        <Card />
      </Suspense>,
    );
    // React.lazy alone would commit the fallback here and the card a turn later.
    expect(screen.queryByText('ожидание')).toBeNull();
    expect(screen.getByText('карточка')).toBeTruthy();
  });

  it('suspends to its fallback while the code is still loading, then shows it', async () => {
    const Card = lazyWithPrefetch(() => Promise.resolve(() => <p>карточка</p>));
    await act(async () => {
      render(
        <Suspense fallback={<p>ожидание</p>}>
          <Card />
        </Suspense>,
      );
    });
    expect(await screen.findByText('карточка')).toBeTruthy();
  });

  it('leaves a failed prefetch to the render: no rejection, handled or not', async () => {
    const unhandled = vi.fn();
    node.on('unhandledRejection', unhandled);
    try {
      const Help = lazyWithPrefetch(() => Promise.reject(new Error('offline')));
      await expect(Help.prefetch()).resolves.toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      node.off('unhandledRejection', unhandled);
    }
  });
});
