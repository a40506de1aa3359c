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

describe('counts in server texts', () => {
  it('agree with their number for 1, 2, 5, 11, 21, 22 and 25', () => {
    const expected: Record<number, [string, string]> = {
      1: ['1 символа', '1 элемента'],
      2: ['2 символов', '2 элементов'],
      5: ['5 символов', '5 элементов'],
      11: ['11 символов', '11 элементов'],
      21: ['21 символа', '21 элемента'],
      22: ['22 символов', '22 элементов'],
      25: ['25 символов', '25 элементов'],
    };
    for (const [n, [characters, items]] of Object.entries(expected)) {
      expect(TEXT.counts.characters(Number(n))).toBe(characters);
      expect(TEXT.counts.items(Number(n))).toBe(items);
    }
  });
});
