import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { lazyPage, pageChunks, remember } from './lazyPage';

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

/** What Vite's preload step does before a section's import: links each chunk not linked yet. */
function viteImport(chunks: string[], module: Record<string, unknown>) {
  return () => {
    for (const href of chunks) {
      if (document.querySelector(`link[href="${href}"]`)) continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    }
    return Promise.resolve(module);
  };
}

const Page = () => <p>страница</p>;

describe('lazyPage', () => {
  it('lists the chunks of the section pages on screen, and forgets them when they leave', async () => {
    const load = remember(viteImport(['/assets/Mining-1.js', '/assets/shared-1.js'], { MiningPage: Page }));
    const MiningPage = lazyPage(load, 'MiningPage');
    expect(pageChunks()).toEqual([]);
    render(<MiningPage />);
    await screen.findByText('страница');
    expect(pageChunks()).toEqual(['/assets/Mining-1.js', '/assets/shared-1.js']);
    cleanup();
    expect(pageChunks()).toEqual([]);
  });

  it('a section loading under a last frame takes the chunks the frame preloaded as its own', async () => {
    document.body.innerHTML = '<div id="last-frame" inert></div>';
    // public/frame-boot.js preloaded what the frame listed; the import links nothing new.
    const preload = document.createElement('link');
    preload.rel = 'preload';
    preload.href = '/assets/Mining-1.js';
    preload.setAttribute('data-frame-boot', '');
    document.head.appendChild(preload);
    const load = remember(viteImport(['/assets/Mining-1.js'], { MiningPage: Page }));
    const MiningPage = lazyPage(load, 'MiningPage');
    render(<MiningPage />);
    await act(() => load());
    expect(pageChunks()).toEqual(['/assets/Mining-1.js']);
  });

  it('once the module is in, a later load answers with it and imports nothing again', async () => {
    let imports = 0;
    const module = { MiningPage: Page };
    const load = remember(() => {
      imports += 1;
      return Promise.resolve(module);
    });
    await load();
    expect(await load()).toBe(module);
    expect(imports).toBe(1);
  });
});
