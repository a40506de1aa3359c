import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { useDrawnAfterFirstPaint } from './useDrawnAfterFirstPaint';

const frames: FrameRequestCallback[] = [];
vi.spyOn(window, 'requestAnimationFrame').mockImplementation((fn) => frames.push(fn));
/** The frame is drawn and the task after it runs. */
const paint = () =>
  act(() => {
    vi.useFakeTimers();
    frames.splice(0).forEach((fn) => fn(0));
    vi.runAllTimers();
    vi.useRealTimers();
  });

afterEach(() => {
  cleanup();
  frames.length = 0;
});

function Probe({ since }: { since?: unknown }) {
  return <p>{useDrawnAfterFirstPaint(since) ? 'painted' : 'waiting'}</p>;
}

describe('useDrawnAfterFirstPaint', () => {
  it('is false in the first commit and true once it has been painted', () => {
    const { container } = render(<Probe />);
    expect(container.textContent).toBe('waiting');
    paint();
    expect(container.textContent).toBe('painted');
  });

  it('with `since`, is false again in the commit where it changed, until that one is painted', () => {
    const { container, rerender } = render(<Probe since={false} />);
    paint();
    expect(container.textContent).toBe('painted');
    rerender(<Probe since />);
    expect(container.textContent).toBe('waiting');
    paint();
    expect(container.textContent).toBe('painted');
    rerender(<Probe since />);
    expect(container.textContent).toBe('painted');
  });
});
