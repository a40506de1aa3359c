import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoadAndIdle, UPDATE_CHECK_MS, watchForUpdates } from './registerSW';

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

describe('watchForUpdates', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('looks for a new version every hour and when the tab becomes visible, until stopped', async () => {
    vi.useFakeTimers();
    const check = vi.fn(() => Promise.resolve());
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const stop = watchForUpdates(check);
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(UPDATE_CHECK_MS - 1);
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(UPDATE_CHECK_MS);
    expect(check).toHaveBeenCalledTimes(2);

    document.dispatchEvent(new Event('visibilitychange'));
    expect(check).toHaveBeenCalledTimes(3);
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(check).toHaveBeenCalledTimes(3);

    stop();
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(UPDATE_CHECK_MS);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('keeps looking after a check that failed (offline)', async () => {
    vi.useFakeTimers();
    const check = vi.fn(() => Promise.reject(new Error('offline')));
    const stop = watchForUpdates(check, 1000);
    vi.advanceTimersByTime(1000);
    await Promise.resolve();
    vi.advanceTimersByTime(1000);
    expect(check).toHaveBeenCalledTimes(2);
    stop();
  });
});
