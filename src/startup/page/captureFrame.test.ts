import { afterEach, describe, expect, it } from 'vitest';
import { captureFrame } from './captureFrame';
import { isBusy } from './handOver';

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

function mount(html: string): HTMLElement {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  return document.getElementById('root')!;
}

describe('captureFrame', () => {
  it('takes the markup under the «Восстановление…» strip, the theme class and the same-origin stylesheets in order', () => {
    document.head.innerHTML =
      '<link rel="stylesheet" href="/assets/theme.css"><link rel="stylesheet" href="/assets/ui.css"><link rel="stylesheet" href="https://cdn.example/x.css"><link rel="stylesheet" href="/assets/theme.css">';
    document.documentElement.className = 'theme-light';
    const root = mount('<main><article data-token="1">ETH/USDC</article></main>');
    const frame = captureFrame(root)!;
    expect(frame.html).toMatch(/^<div class="[^"]+">Восстановление…<\/div><main><article data-token="1">ETH\/USDC<\/article><\/main>$/);
    expect(frame.htmlClass).toBe('theme-light');
    expect(frame.styles).toEqual(['/assets/theme.css', '/assets/ui.css']);
    expect(frame.path).toBe(location.pathname + location.search);
  });

  it('never carries what was typed into a field', () => {
    const root = mount(
      '<main><input type="password" value="hunter2"><input name="private_key" value="0xabc"><textarea>seed words</textarea><select><option selected value="a">a</option></select></main>',
    );
    const html = captureFrame(root)!.html;
    expect(html).not.toContain('hunter2');
    expect(html).not.toContain('0xabc');
    expect(html).not.toContain('seed words');
    expect(html).not.toContain('selected');
  });

  it('leaves out toasts and prompts, and is not taken while loading or with a dialog open', () => {
    expect(
      captureFrame(mount('<main>ok</main><section data-frame-skip=""><div role="status">Сессия успешно продлена</div></section>'))!.html,
    ).toMatch(/<\/div><main>ok<\/main>$/);
    expect(captureFrame(mount('<div role="status" aria-busy="true">Загрузка...</div>'))).toBeNull();
    expect(captureFrame(mount('<main>x</main><div role="dialog">edit</div>'))).toBeNull();
    expect(captureFrame(mount(''))).toBeNull();
  });

  it('is not taken while the page is scrolled down: a start shows its top', () => {
    const root = mount('<main>x</main>');
    window.innerHeight = 800;
    window.scrollY = 600;
    expect(captureFrame(root)).toBeNull();
    window.scrollY = 0;
    expect(captureFrame(root)).not.toBeNull();
  });
});

describe('isBusy', () => {
  it('is busy while empty or while a loading indicator is shown', () => {
    expect(isBusy(mount(''))).toBe(true);
    expect(isBusy(mount('<div role="status" aria-busy="true"></div>'))).toBe(true);
    expect(isBusy(mount('<dl aria-busy="true"></dl><main>x</main>'))).toBe(false);
  });
});
