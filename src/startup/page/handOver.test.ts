import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastFrame, replaceFrameWhenShown } from './handOver';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const MARKED = '<main><article data-token="1">old</article><span data-page-ready="" hidden></span></main>';

function setup(frameHtml = '<main><article data-token="1">old</article></main>') {
  document.body.innerHTML = `<div id="last-frame" inert>${frameHtml}</div><div id="root"></div>`;
  return { frame: document.getElementById('last-frame')!, root: document.getElementById('root')! };
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const frameShown = () => lastFrame() !== null;

describe('replaceFrameWhenShown', () => {
  it('keeps the frame through the loading steps and replaces it once the page has settled', async () => {
    const { frame, root } = setup();
    replaceFrameWhenShown(frame, root);
    expect(root.style.visibility).toBe('hidden');
    root.innerHTML = '<div role="status" aria-busy="true">Инициализация сессии...</div>';
    await flush();
    expect(frameShown()).toBe(true);
    root.innerHTML = '<main><article data-token="1">live</article></main>';
    await flush();
    expect(frameShown()).toBe(false);
    expect(root.getAttribute('style')).toBeNull();
    expect(root.hasAttribute('aria-hidden')).toBe(false);
  });

  it('does not take a lone notifications region for the page', async () => {
    const { frame, root } = setup();
    replaceFrameWhenShown(frame, root);
    root.innerHTML = '<section data-frame-skip="" aria-label="Уведомления"></section>';
    await flush();
    expect(frameShown()).toBe(true);
  });

  it("waits for a marked frame's page to mark itself ready, past its empty header and loading-free shell", async () => {
    const { frame, root } = setup(MARKED);
    replaceFrameWhenShown(frame, root);
    root.innerHTML = '<header>Данные ещё не загружены</header><main></main>';
    await flush();
    expect(frameShown()).toBe(true);
    root.innerHTML =
      '<header>12:00:01</header><main><article data-token="1">live</article><span data-page-pending="" hidden></span><span data-page-ready="" hidden></span></main>';
    await flush();
    expect(frameShown(), 'cards still being drawn').toBe(true);
    root.querySelector('[data-page-pending]')!.remove();
    await flush();
    expect(frameShown()).toBe(false);
  });

  it('gives up on the frame after the longest wait even if the page still loads', () => {
    vi.useFakeTimers();
    const { frame, root } = setup();
    replaceFrameWhenShown(frame, root, 5_000);
    root.innerHTML = '<div role="status" aria-busy="true">Загрузка...</div>';
    vi.advanceTimersByTime(4_999);
    expect(frameShown()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(frameShown()).toBe(false);
  });
});
