import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoadAndIdle } from './registerSW';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('afterLoadAndIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('waits for the load event, then for an idle moment', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    let idle: (() => void) | null = null;
    const requestIdle = vi.fn((callback: () => void, _options?: { timeout: number }) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', requestIdle);
    let done = false;
    void afterLoadAndIdle(2_000).then(() => {
      done = true;
    });

    await flush();
    expect(requestIdle).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await flush();
    expect(requestIdle).toHaveBeenCalledWith(expect.any(Function), { timeout: 2_000 });
    expect(done).toBe(false);
    idle!();
    await flush();
    expect(done).toBe(true);
  });

  it('does not wait for a load that has already happened', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      callback();
      return 1;
    });
    await expect(afterLoadAndIdle()).resolves.toBeUndefined();
  });
});
