/// <reference lib="webworker" />
// The service worker's answer to a navigation to a page the signed-in user saw before: the
// precached shell with that page's last frame in it (composeShell.ts), or null for the plain shell
// (no frame, another user's, a session that cannot be restored, or stylesheets of another build).
import { getCacheKeyForURL } from 'workbox-precaching';
import { framePath, frameUsable } from '../frame';
import { composeShell } from './composeShell';
import { readFrame, warmFrameStore } from './readFrame';

interface ShellCopy {
  text: string;
  headers: Headers;
}

// The shell's text, read once per service worker lifetime (the precached index.html changes only
// with a new service worker): a navigation then composes without waiting on Cache Storage.
let shellCopy: Promise<ShellCopy | null> | null = null;
function precachedShell(): Promise<ShellCopy | null> {
  shellCopy ??= (async () => {
    const key = getCacheKeyForURL('/index.html');
    const res = key ? await caches.match(key) : undefined;
    if (!res?.ok) return null;
    return { text: await res.text(), headers: new Headers(res.headers) };
  })()
    .catch(() => null)
    .then((copy) => {
      if (!copy) shellCopy = null; // not precached yet (installing): the next navigation reads again
      return copy;
    });
  return shellCopy;
}

/** Opens the frames' database and reads the shell ahead of the first navigation. */
export function prepareFrameShell(): void {
  void warmFrameStore();
  void precachedShell();
}

/** Every stylesheet of the frame is in this build's precache (else it is a frame of an older build). */
const stylesPrecached = (paths: string[]): boolean => paths.every((href) => getCacheKeyForURL(href) !== undefined);

export async function shellWithFrame(url: URL): Promise<Response | null> {
  const [found, shell] = await Promise.all([readFrame(framePath(url.pathname, url.search)), precachedShell()]);
  if (!shell || !found || !frameUsable(found.frame, found.auth, Date.now()) || !stylesPrecached(found.frame.styles)) return null;
  const html = composeShell(shell.text, found.frame);
  if (html === null) return null;
  const headers = new Headers(shell.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  headers.set('content-type', 'text/html; charset=utf-8');
  return new Response(html, { status: 200, headers });
}
