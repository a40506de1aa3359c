// Puts a page's last frame into the app shell (pure string work, tested in composeShell.test.ts):
// links for the frame's stylesheets the shell does not link yet, the theme class on <html>, and the
// markup in an inert #last-frame before #root. Linked, not inlined: the sheet comes from the
// precache as fast; inlining it was measured twice and gained nothing beyond noise (issue 9 notes).
//
// The app's scripts start after the frame: the shell's module script and modulepreloads leave
// <head> and public/frame-boot.js, placed after #root, adds them back. In <head> the preload scanner
// fetches and compiles the entry while the frame is still being parsed, and on a phone's few cores
// that pushed the frame out by ~20 ms (issue 9 note); the app itself starts no later than that.
// Any other preload (the landing route's, scripts/preloadLandingRoute.ts) is dropped: the router
// imports that chunk when this page needs it, from the precache.
// The frame's seed (what the page was drawn from, src/domain/lastFrame.ts) follows the frame as an
// inline JSON script the app reads as it starts: data, never run, so the CSP's script-src stays 'self'.
import { LAST_FRAME_ID, LAST_FRAME_SEED_ID, seedScriptText, type FrameSeed } from '../domain/lastFrame';

export interface ShellFrame {
  html: string;
  htmlClass: string;
  styles: string[];
  seed?: FrameSeed;
  /** module chunks to load beside the entry (the page's section), all in this build's precache */
  scripts?: string[];
}

const MOUNT = '<div id="root"></div>';
/** The classic script (public/, precached) that loads the entry once the frame is in the document. */
const FRAME_BOOT = '/frame-boot.js';

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const OTHER_PRELOAD = /<link rel="(?:modulepreload|preload)"[^>]*>\s*/g;

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The shell with the frame, or null when the shell is not the one this code knows. */
export function composeShell(shell: string, frame: ShellFrame): string | null {
  const entry = ENTRY.exec(shell)?.[1];
  if (!entry || !shell.includes(MOUNT) || !shell.includes('</head>')) return null;
  const own = [...shell.matchAll(PRELOAD)].map((m) => m[1]);
  // The page's section chunks come beside the entry instead of after it has run (a frame lists them).
  const preloads = [...own, ...(frame.scripts ?? []).filter((src) => src !== entry && !own.includes(src))];
  // Appended in the frame's order after the shell's own, as Vite's chunk loader appends them; it
  // then finds them present and neither fetches them again nor waits for them.
  const links = frame.styles
    .filter((href) => !shell.includes(`href="${attr(href)}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${attr(href)}">`)
    .join('');
  const boot = `<script src="${FRAME_BOOT}" data-entry="${attr(entry)}" data-preload="${attr(preloads.join(' '))}"></script>`;
  const seedText = frame.seed ? seedScriptText(frame.seed) : null;
  const seed = seedText === null ? '' : `<script type="application/json" id="${LAST_FRAME_SEED_ID}">${seedText}</script>`;
  // Replacer functions throughout: markup may contain `$&`-like sequences.
  return shell
    .replace(ENTRY, '')
    .replace(PRELOAD, '')
    .replace(OTHER_PRELOAD, '')
    .replace('</head>', () => `${links}</head>`)
    .replace(/<html([^>]*?)\sclass="[^"]*"/, (_m, rest: string) => `<html${rest} class="${attr(frame.htmlClass)}"`)
    .replace(MOUNT, () => `<div id="${LAST_FRAME_ID}" inert>${frame.html}</div>${seed}${MOUNT}${boot}`);
}
