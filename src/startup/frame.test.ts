import { describe, expect, it } from 'vitest';
import {
  FRAME_CAPTURE_DELAY_MS,
  FRAME_MIN_INTERVAL_MS,
  frameCaptureDelay,
  framePath,
  framesToDrop,
  frameUsable,
  MAX_FRAME_CHARS,
  validFrameInput,
} from './frame';
import type { SessionRecord } from '../domain/contracts/types';

const now = 1_700_000_000_000;
const session = (userId: number, expiresAt = now + 3_600_000): SessionRecord => ({
  sessionId: 's',
  userId,
  expiresAt,
  lastActivity: now,
  userAgent: 'test',
});
const auth = (userId: number, over: Partial<{ tokenExpiresAt: number; expiresAt: number }> = {}) => ({
  tokenExpiresAt: over.tokenExpiresAt ?? now + 3_600_000,
  session: session(userId, over.expiresAt),
  user: { user_id: userId },
});

describe('frameUsable', () => {
  it('shows the frame of the signed-in user while the session can be restored', () => {
    expect(frameUsable({ userId: 7 }, auth(7), now)).toBe(true);
  });
  it('never shows another user’s frame', () => {
    expect(frameUsable({ userId: 7 }, auth(8), now)).toBe(false);
  });
  it('shows nothing when signed out or when the token or session has expired', () => {
    expect(frameUsable({ userId: 7 }, null, now)).toBe(false);
    expect(frameUsable({ userId: 7 }, auth(7, { tokenExpiresAt: now - 1 }), now)).toBe(false);
    expect(frameUsable({ userId: 7 }, auth(7, { expiresAt: now - 1 }), now)).toBe(false);
    expect(frameUsable(null, auth(7), now)).toBe(false);
  });
});

describe('validFrameInput', () => {
  const ok = { path: '/mining/positions', html: '<div>x</div>', htmlClass: 'theme-dark', styles: ['/assets/a.css'] };
  it('accepts a frame of the page', () => {
    expect(validFrameInput(ok)).toBe(true);
  });
  it('refuses foreign stylesheets, odd paths, empty and oversized markup', () => {
    expect(validFrameInput({ ...ok, styles: ['https://evil.example/a.css'] })).toBe(false);
    expect(validFrameInput({ ...ok, styles: ['//evil.example/a.css'] })).toBe(false);
    expect(validFrameInput({ ...ok, path: 'mining' })).toBe(false);
    expect(validFrameInput({ ...ok, html: '' })).toBe(false);
    expect(validFrameInput({ ...ok, html: 'x'.repeat(MAX_FRAME_CHARS + 1) })).toBe(false);
    expect(validFrameInput(null)).toBe(false);
    expect(validFrameInput({ ...ok, styles: 'a.css' })).toBe(false);
  });
});

describe('framesToDrop', () => {
  it('keeps the newest frames', () => {
    const rows = [
      { path: '/a', savedAt: 1 },
      { path: '/b', savedAt: 3 },
      { path: '/c', savedAt: 2 },
    ];
    expect(framesToDrop(rows, 2)).toEqual(['/a']);
    expect(framesToDrop(rows, 5)).toEqual([]);
  });
});

describe('framePath', () => {
  it('is the pathname with its query', () => {
    expect(framePath('/mining/history', '?status=closed')).toBe('/mining/history?status=closed');
    expect(framePath('/mining/positions', '')).toBe('/mining/positions');
  });
});

describe('frameCaptureDelay', () => {
  it('takes a new page after the quiet time', () => {
    expect(frameCaptureDelay(false, now - 1_000, now)).toBe(FRAME_CAPTURE_DELAY_MS);
  });
  it('takes the same page again no sooner than the minimum interval after the last frame', () => {
    expect(frameCaptureDelay(true, now - 1_000, now)).toBe(FRAME_MIN_INTERVAL_MS - 1_000);
    expect(frameCaptureDelay(true, now - FRAME_MIN_INTERVAL_MS, now)).toBe(FRAME_CAPTURE_DELAY_MS);
    expect(frameCaptureDelay(true, -Infinity, now)).toBe(FRAME_CAPTURE_DELAY_MS);
  });
});
