import { describe, expect, it, vi } from 'vitest';
import { lazyWithPrefetch } from './lazyWithPrefetch';

/** Node's process, where vitest runs the page's code (the app's types have no Node). */
type Listener = (reason: unknown) => void;
const node = (globalThis as unknown as { process: { on(event: string, l: Listener): void; off(event: string, l: Listener): void } })
  .process;

describe('lazyWithPrefetch', () => {
  it('fetches nothing until asked, then the code ahead of the first render', () => {
    const load = vi.fn(() => Promise.resolve(() => null));
    const Help = lazyWithPrefetch(load);
    expect(load).not.toHaveBeenCalled();
    Help.prefetch();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed prefetch to the render: no unhandled rejection', async () => {
    const unhandled = vi.fn();
    node.on('unhandledRejection', unhandled);
    try {
      const Help = lazyWithPrefetch(() => Promise.reject(new Error('offline')));
      Help.prefetch();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      node.off('unhandledRejection', unhandled);
    }
  });
});
