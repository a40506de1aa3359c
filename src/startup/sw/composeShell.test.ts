import { describe, expect, it } from 'vitest';
import { composeShell } from './composeShell';

const SHELL = `<!doctype html>
<html lang="ru" class="theme-dark">
  <head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/theme-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('composeShell', () => {
  const frame = {
    html: '<main><article data-token="7">ETH/USDC $& $1</article></main>',
    htmlClass: 'theme-light',
    styles: ['/assets/theme-1.css', '/assets/mining-1.css'],
  };

  it('puts the frame, inert, before #root, links the stylesheets the shell lacks, and sets the theme', () => {
    const out = composeShell(SHELL, frame)!;
    expect(out).toContain('<div id="last-frame" inert><main><article data-token="7">ETH/USDC $& $1</article></main></div>');
    expect(out.indexOf('</main></div>')).toBeLessThan(out.indexOf('<div id="root"></div>'));
    expect(out.match(/theme-1\.css/g)).toHaveLength(1);
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/assets/mining-1.css"></head>');
    expect(out).toContain('<html lang="ru" class="theme-light">');
  });

  it('shows the frame only once all of it is parsed: hidden by a rule before it, shown by one after it', () => {
    const out = composeShell(SHELL, frame)!;
    const hide = out.indexOf('<style>#last-frame{visibility:hidden}</style>');
    const show = out.indexOf('<style>#last-frame{visibility:visible}</style>');
    expect(hide).toBeGreaterThan(-1);
    expect(hide).toBeLessThan(out.indexOf('<div id="last-frame"'));
    expect(show).toBeGreaterThan(out.indexOf('</main></div>'));
  });

  it("leaves the app's scripts as the shell has them: the app starts as it would without a frame", () => {
    const out = composeShell(SHELL, frame)!;
    expect(out.match(/<script/g)).toHaveLength(1);
    expect(out).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
  });

  it('cannot be broken out of by a class or a stylesheet path', () => {
    const out = composeShell(SHELL, { ...frame, htmlClass: '"><script>x</script>', styles: ['/a.css"><script>y</script>'] })!;
    expect(out).not.toContain('<script>x');
    expect(out).not.toContain('<script>y');
  });

  it('refuses a shell it does not know', () => {
    expect(composeShell('<html><body></body></html>', frame)).toBeNull();
  });
});
