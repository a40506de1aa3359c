import { describe, expect, it } from 'vitest';
import { TEXT } from './texts';

// RFC 6455: a close frame's reason is at most 123 bytes of UTF-8; `ws` throws on a longer one.
const CLOSE_REASON_MAX_BYTES = 123;

describe('live socket close reasons', () => {
  it('fit in a WebSocket close frame', () => {
    // answers before an upgrade, not close reasons
    const { originRefused, noSuchSocket, ...reasons } = TEXT.live;
    expect(originRefused).toMatch(/[а-яА-Я]/);
    expect(noSuchSocket).toMatch(/[а-яА-Я]/);
    for (const reason of [...Object.values(reasons), TEXT.notFound.bot]) {
      expect(Buffer.byteLength(reason, 'utf8'), reason).toBeLessThanOrEqual(CLOSE_REASON_MAX_BYTES);
    }
  });
});
