import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { FRAME_SWITCH_EVENT, frameSwitchChoice, frameSwitchGroup, frameSwitchValue, useFrameSwitch } from './frameSwitch';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const MODES = ['grid', 'list'] as const;

/** A last frame with the view switch as it was taken (`pressed` shown as chosen). */
function frameWith(pressed: string): HTMLElement {
  const frame = document.createElement('div');
  frame.id = 'last-frame';
  frame.inert = true;
  frame.innerHTML = `<div data-frame-switch="mode">${MODES.map(
    (m) => `<button aria-pressed="${m === pressed}" data-frame-value="${m}">${m}</button>`,
  ).join('')}</div><div data-mode="${pressed}"></div>`;
  document.body.append(frame);
  return frame;
}

/** What public/frame-boot.js does to the frame when its `value` button is pressed. */
function pressOnFrame(frame: HTMLElement, value: string): void {
  for (const b of frame.querySelectorAll('[data-frame-value]'))
    b.setAttribute('aria-pressed', String(b.getAttribute('data-frame-value') === value));
  document.dispatchEvent(new Event(FRAME_SWITCH_EVENT));
}

function Switch() {
  const [mode, setMode] = useFrameSwitch('mode', MODES, 'grid');
  return (
    <div {...frameSwitchGroup('mode')}>
      {MODES.map((m) => (
        <button key={m} aria-pressed={mode === m} onClick={() => setMode(m)} {...frameSwitchValue(m)}>
          {m}
        </button>
      ))}
      <output>{mode}</output>
    </div>
  );
}

const shown = (container: HTMLElement) => container.querySelector('output')!.textContent;

describe('a view switch the last frame answers', () => {
  it('starts from the fallback without a frame', () => {
    const { container } = render(<Switch />);
    expect(shown(container)).toBe('grid');
    expect(frameSwitchChoice('mode')).toBeNull();
  });

  it('starts from the choice the frame shows (the frame was taken in the list)', () => {
    frameWith('list');
    const { container } = render(<Switch />);
    expect(shown(container)).toBe('list');
  });

  it('follows a press on the frame while the frame shows, and keeps it after the hand-over', () => {
    const frame = frameWith('grid');
    const { container } = render(<Switch />);
    expect(shown(container)).toBe('grid');
    act(() => pressOnFrame(frame, 'list'));
    expect(shown(container)).toBe('list');
    act(() => {
      frame.remove();
      document.dispatchEvent(new Event(FRAME_SWITCH_EVENT));
    });
    expect(shown(container)).toBe('list');
  });

  it('shows a press on the frame at once, not in a later task (the hand-over may come before it)', () => {
    const frame = frameWith('grid');
    const { container } = render(<Switch />);
    // React would warn that this update is outside act(): the press comes from the frame's script.
    const warn = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    pressOnFrame(frame, 'list');
    expect(shown(container)).toBe('list');
    warn.mockRestore();
  });

  it('ignores a value it does not know', () => {
    const frame = frameWith('grid');
    const { container } = render(<Switch />);
    frame.querySelector('[data-frame-value="list"]')!.setAttribute('data-frame-value', 'table');
    act(() => pressOnFrame(frame, 'table'));
    expect(shown(container)).toBe('grid');
  });
});
