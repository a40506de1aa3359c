import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useRevealCount } from './useRevealCount';

afterEach(() => {
  vi.useRealTimers();
});

/** Runs the pending step timer and the transition it starts. */
async function nextStep(): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

describe('useRevealCount', () => {
  it('shows the first items at once, then the rest a step per task', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useRevealCount(10, 4, 3));
    expect(result.current).toBe(4);
    await nextStep();
    expect(result.current).toBe(7);
    await nextStep();
    expect(result.current).toBe(10);
    await nextStep();
    expect(result.current).toBe(10);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never reports more than the list holds, and reveals items that arrive later', async () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ total }) => useRevealCount(total, 4, 3), { initialProps: { total: 2 } });
    expect(result.current).toBe(2);
    await nextStep();
    expect(result.current).toBe(2);
    expect(vi.getTimerCount()).toBe(0);
    rerender({ total: 9 });
    expect(result.current).toBe(4);
    await nextStep();
    await nextStep();
    expect(result.current).toBe(9);
  });

  it('stops stepping when the list unmounts', async () => {
    vi.useFakeTimers();
    const { unmount } = renderHook(() => useRevealCount(10, 4, 3));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
