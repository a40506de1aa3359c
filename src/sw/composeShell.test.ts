import { describe, expect, it } from 'vitest';
import { composeShell } from './composeShell';
import type { User } from '../domain/types';

const SHELL = `<!doctype html>
<html lang="ru" class="theme-dark">
  <head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">
    <link rel="stylesheet" crossorigin href="/assets/theme-1.css">
    <link rel="preload" as="script" crossorigin fetchpriority="low" href="/assets/dashboard-1.js">
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

  it('puts the frame before #root, links the stylesheets the shell lacks, and sets the theme', () => {
    const out = composeShell(SHELL, frame)!;
    expect(out).toContain(
      '<div id="last-frame" inert><main><article data-token="7">ETH/USDC $& $1</article></main></div><div id="root"></div>',
    );
    expect(out.match(/theme-1\.css/g)).toHaveLength(1);
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/assets/mining-1.css"></head>');
    expect(out).toContain('<html lang="ru" class="theme-light">');
  });

  it("moves the app's scripts after the frame: the boot script loads them once the frame is parsed", () => {
    const out = composeShell(SHELL, frame)!;
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head).not.toContain('<script');
    expect(head).not.toContain('preload');
    expect(out).toContain(
      '<div id="root"></div><script src="/frame-boot.js" data-entry="/assets/index-1.js" data-preload="/assets/react-1.js /assets/runtime-1.js"></script>',
    );
    expect(out.indexOf('data-token="7"')).toBeLessThan(out.indexOf('frame-boot.js'));
    // The landing route's low-priority preload is not this page's: dropped, not handed on.
    expect(out).not.toContain('dashboard-1.js');
  });

  it("loads the page's section chunks beside the entry, once each", () => {
    const out = composeShell(SHELL, { ...frame, scripts: ['/assets/mining-1.js', '/assets/react-1.js', '/assets/index-1.js'] })!;
    expect(out).toContain('data-preload="/assets/react-1.js /assets/runtime-1.js /assets/mining-1.js"');
  });

  it('cannot be broken out of by a class or a stylesheet path', () => {
    const out = composeShell(SHELL, { ...frame, htmlClass: '"><script>x</script>', styles: ['/a.css"><script>y</script>'] })!;
    expect(out).not.toContain('<script>x');
    expect(out).not.toContain('<script>y');
  });

  it("puts the frame's seed after the frame as JSON the page cannot run, or nothing without one", () => {
    const seed = {
      session: { user: { user_id: 7 } as User, session: null, limits: null },
      snapshots: [{ key: 'bots:{}', data: [{ name: '</script><script>x</script>' }], updatedAt: 1 }],
    };
    const out = composeShell(SHELL, { ...frame, seed })!;
    const [, text] = /<script type="application\/json" id="last-frame-seed">(.*?)<\/script><div id="root">/.exec(out)!;
    expect(JSON.parse(text)).toEqual(seed);
    expect(out).not.toContain('<script>x');
    expect(composeShell(SHELL, frame)).not.toContain('last-frame-seed');
  });

  it('refuses a shell it does not know', () => {
    expect(composeShell('<html><body></body></html>', frame)).toBeNull();
    // Without the entry script there would be nothing to boot: the plain shell is served instead.
    expect(composeShell(SHELL.replace(/<script[^>]*><\/script>/, ''), frame)).toBeNull();
  });
});
