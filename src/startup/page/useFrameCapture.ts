// While signed in, the page's frame is handed to the worker shortly after the page settles, again
// at most every FRAME_MIN_INTERVAL_MS while it keeps changing (frameCaptureDelay), and when the tab
// is hidden (a phone putting the app away), so the next start can show it at once.
import { useEffect } from 'react';
import { workerApi } from '../../app/worker/client';
import { frameCaptureDelay, framePath, type FrameInput } from '../frame';
import { captureFrame } from './captureFrame';

function send(frame: FrameInput): void {
  // Fire and forget: a frame that is not kept only costs the next start its picture.
  void Promise.resolve()
    .then(() => workerApi().saveFrame(frame))
    .catch(() => undefined);
}

export function useFrameCapture(enabled: boolean, save: (frame: FrameInput) => void = send): void {
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
      save(frame);
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
  }, [enabled, save]);
}
