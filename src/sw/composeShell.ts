// Puts a page's last frame into the app shell (pure string work, tested in composeShell.test.ts):
// the frame's stylesheets inlined (their <link>s disabled), so nothing blocks the first paint,
// the theme class on <html>, and the markup in an inert #last-frame before #root.

export interface InlineStyle { href: string; css: string }
export interface ShellFrame { html: string; htmlClass: string }

const MOUNT = '<div id="root"></div>';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The shell with the frame, or null when the shell is not the one this code knows. */
export function composeShell(shell: string, frame: ShellFrame, styles: InlineStyle[]): string | null {
  if (!shell.includes(MOUNT) || !shell.includes('</head>')) return null;
  let out = shell;
  // Each inlined sheet keeps a disabled <link> (not fetched, not render-blocking): Vite's chunk
  // loader sees the sheet as present and does not fetch it again and wait for it.
  const marker = (href: string) => `<link rel="stylesheet" crossorigin href="${attr(href)}" disabled>`;
  const missing: string[] = [];
  for (const { href } of styles) {
    const link = new RegExp(`<link rel="stylesheet"[^>]*\\shref="${escapeRegExp(href)}"[^>]*>`);
    if (link.test(out)) out = out.replace(link, () => marker(href));
    else missing.push(marker(href));
  }
  // data-href lets the app name these sheets when it takes the next frame.
  const css = styles.map(({ href, css: text }) => `<style data-href="${attr(href)}">${text.replace(/<\/style/gi, '<\\/style')}</style>`).join('');
  // Replacer functions throughout: markup and CSS may contain `$&`-like sequences.
  out = out.replace('</head>', () => `${missing.join('')}${css}</head>`);
  out = out.replace(/<html([^>]*?)\sclass="[^"]*"/, (_m, rest: string) => `<html${rest} class="${attr(frame.htmlClass)}"`);
  return out.replace(MOUNT, () => `<div id="last-frame" inert>${frame.html}</div>${MOUNT}`);
}
