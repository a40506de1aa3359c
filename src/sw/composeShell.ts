// Puts a page's last frame into the app shell (pure string work, tested in composeShell.test.ts):
// links for the frame's stylesheets the shell does not link yet (a section's own sheets), the
// theme class on <html>, and the markup in an inert #last-frame before #root. Linked, not inlined:
// the sheets come from the precache as fast, and inlining them measured ~90 ms later app start.

export interface ShellFrame { html: string; htmlClass: string; styles: string[] }

const MOUNT = '<div id="root"></div>';

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The shell with the frame, or null when the shell is not the one this code knows. */
export function composeShell(shell: string, frame: ShellFrame): string | null {
  if (!shell.includes(MOUNT) || !shell.includes('</head>')) return null;
  // Appended in the frame's order after the shell's own, as Vite's chunk loader appends them; it
  // then finds them present and neither fetches them again nor waits for them.
  const links = frame.styles
    .filter((href) => !shell.includes(`href="${attr(href)}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${attr(href)}">`)
    .join('');
  // Replacer functions throughout: markup may contain `$&`-like sequences.
  return shell
    .replace('</head>', () => `${links}</head>`)
    .replace(/<html([^>]*?)\sclass="[^"]*"/, (_m, rest: string) => `<html${rest} class="${attr(frame.htmlClass)}"`)
    .replace(MOUNT, () => `<div id="last-frame" inert>${frame.html}</div>${MOUNT}`);
}
