// While signed in, the page's frame is handed to the worker shortly after the page settles, again
// at most every FRAME_MIN_INTERVAL_MS while it keeps changing (frameCaptureDelay), and when the tab
// is hidden (a phone putting the app away), so the next start can show it at once.
import { useEffect } from 'react';
import { frameCaptureDelay, framePath, type FrameInput } from '../../domain/lastFrame';
import { useQueryClient } from '@tanstack/react-query';
import { workerApi } from '../worker/client';
import { captureFrame } from './captureFrame';
import { seedSnapshotsOf } from './frameSeed';

function send(frame: FrameInput): void {
  // Fire and forget: a frame that is not kept only costs the next start its head start.
  void Promise.resolve()
    .then(() => workerApi().saveFrame(frame))
    .catch(() => undefined);
}

/** The module chunks the page has linked so far (Vite links each import's chunks): a frame lists them for the next start. */
function pageChunks(): string[] {
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"][href], link[data-frame-boot][href]');
  return [...new Set(Array.from(links, (link) => new URL(link.href).pathname))];
}

/** The snapshots screens read now (their query's hash and data): what a frame is drawn from. */
function snapshotsRead(client: ReturnType<typeof useQueryClient>): Array<[string, unknown]> {
  return client
    .getQueryCache()
    .findAll({ queryKey: ['snapshot'], type: 'active' })
    .map((query) => [query.queryHash, query.state.data]);
}

export function useFrameCapture(enabled: boolean, save: (frame: FrameInput) => void = send): void {
  const client = useQueryClient();
  useEffect(() => {
    const root = document.getElementById('root');
    if (!enabled || !root || typeof MutationObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let lastAt = -Infinity;
    let lastPath = '';
    const take = () => {
      timer = null;
      const frame = captureFrame(root);
      if (!frame) return;
      lastAt = Date.now();
      lastPath = frame.path;
      const snapshots = seedSnapshotsOf(snapshotsRead(client));
      const scripts = pageChunks();
      save({ ...frame, ...(snapshots.length > 0 && { snapshots }), ...(scripts.length > 0 && { scripts }) });
    };
    const schedule = () => {
      if (timer !== null) return;
      const samePage = framePath(location.pathname, location.search) === lastPath;
      timer = setTimeout(take, frameCaptureDelay(samePage, lastAt, Date.now()));
    };
    const onVisibility = () => {
      if (document.visibilityState !== 'hidden') return;
      if (timer !== null) clearTimeout(timer);
      take();
    };
    const observer = new MutationObserver(schedule);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    document.addEventListener('visibilitychange', onVisibility);
    schedule();
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
      if (timer !== null) clearTimeout(timer);
    };
  }, [enabled, save, client]);
}
