// Puts a page's last frame into the app shell (pure string work): links for the frame's stylesheets
// the shell does not link yet, the theme class on <html>, and the markup in an inert #last-frame
// before #root. The shell's own scripts are left as they are: the app starts as it does without a
// frame, and takes the frame's place once its page shows its data (../page/handOver.ts).
// The browser may paint while it is still parsing a long frame: a rule before the frame hides it,
// and one after it, parsed once the whole frame is, shows it, so no card is painted half parsed.
import { LAST_FRAME_ID, type FrameInput } from '../frame';

const MOUNT = '<div id="root"></div>';

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The shell with the frame, or null when the shell is not the one this code knows. */
export function composeShell(shell: string, frame: Pick<FrameInput, 'html' | 'htmlClass' | 'styles'>): string | null {
  if (!shell.includes(MOUNT) || !shell.includes('</head>')) return null;
  const links = frame.styles
    .filter((href) => !shell.includes(`href="${attr(href)}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${attr(href)}">`)
    .join('');
  // Replacer functions throughout: markup may contain `$&`-like sequences.
  return shell
    .replace('</head>', () => `${links}</head>`)
    .replace(/<html([^>]*?)\sclass="[^"]*"/, (_m, rest: string) => `<html${rest} class="${attr(frame.htmlClass)}"`)
    .replace(
      MOUNT,
      () =>
        `<style>#${LAST_FRAME_ID}{visibility:hidden}</style><div id="${LAST_FRAME_ID}" inert>${frame.html}</div>` +
        `<style>#${LAST_FRAME_ID}{visibility:visible}</style>${MOUNT}`,
    );
}
