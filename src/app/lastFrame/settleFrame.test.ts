import { afterEach, describe, expect, it, vi } from 'vitest';
import { replaceFrameWhenSettled } from './settleFrame';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

function setup() {
  document.body.innerHTML = '<div id="last-frame" inert><main><article data-token="1">old</article></main></div><div id="root"></div>';
  return { frame: document.getElementById('last-frame')!, root: document.getElementById('root')! };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('replaceFrameWhenSettled', () => {
  it('keeps the frame through the loading steps and replaces it once the page has settled', async () => {
    const { frame, root } = setup();
    replaceFrameWhenSettled(frame, root);
    expect(root.style.visibility).toBe('hidden');
    root.innerHTML = '<div role="status" aria-busy="true">Инициализация сессии...</div>';
    await flush();
    expect(document.getElementById('last-frame')).not.toBeNull();
    root.innerHTML = '<main><article data-token="1">live</article></main>';
    await flush();
    expect(document.getElementById('last-frame')).toBeNull();
    expect(root.getAttribute('style')).toBeNull();
    expect(root.hasAttribute('aria-hidden')).toBe(false);
  });

  it('gives up on the frame after the longest wait even if the page still loads', () => {
    vi.useFakeTimers();
    const { frame, root } = setup();
    replaceFrameWhenSettled(frame, root, 5_000);
    root.innerHTML = '<div role="status" aria-busy="true">Загрузка...</div>';
    vi.advanceTimersByTime(4_999);
    expect(document.getElementById('last-frame')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.getElementById('last-frame')).toBeNull();
  });
});
