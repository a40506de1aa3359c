import { describe, expect, it } from 'vitest';
import { composeShell } from './composeShell';

const SHELL = `<!doctype html>
<html lang="ru" class="theme-dark">
  <head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/theme-1.css">
    <link rel="stylesheet" crossorigin href="/assets/ui-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('composeShell', () => {
  const frame = { html: '<main><article data-token="7">ETH/USDC $& $1</article></main>', htmlClass: 'theme-light' };

  it('inlines the frame before #root, its stylesheets in place of their links, and its theme', () => {
    const out = composeShell(SHELL, frame, [{ href: '/assets/theme-1.css', css: 'body{color:red}' }, { href: '/assets/mining-1.css', css: '.a{}' }])!;
    expect(out).toContain('<div id="last-frame" inert><main><article data-token="7">ETH/USDC $& $1</article></main></div><div id="root"></div>');
    // Inlined sheets keep a disabled link (not fetched), so the chunk loader does not load them again.
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/assets/theme-1.css" disabled>');
    expect(out).not.toContain('<link rel="stylesheet" crossorigin href="/assets/theme-1.css">');
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/assets/ui-1.css">');
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/assets/mining-1.css" disabled><style data-href="/assets/theme-1.css">body{color:red}</style><style data-href="/assets/mining-1.css">.a{}</style></head>');
    expect(out).toContain('<html lang="ru" class="theme-light">');
    expect(out).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
  });

  it('cannot be closed early by a stylesheet, nor by a class', () => {
    const out = composeShell(SHELL, { ...frame, htmlClass: '"><script>x</script>' }, [{ href: '/a.css', css: 'a{content:"</style><script>"}' }])!;
    expect(out).not.toContain('</style><script>');
    expect(out).not.toContain('<script>x');
  });

  it('refuses a shell it does not know', () => {
    expect(composeShell('<html><body></body></html>', frame, [])).toBeNull();
  });
});
