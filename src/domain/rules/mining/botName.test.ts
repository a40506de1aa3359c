import { describe, expect, it } from 'vitest';
import { botNamer } from './botName';

describe('bot names of positions', () => {
  it('names a bot by the list, and an unknown or unnamed one by its id', () => {
    const name = botNamer(
      [
        { id: 1, name: 'LP Alpha' },
        { id: 2, name: '' },
      ],
      (id) => `Бот #${id}`,
    );
    expect([name(1), name(2), name(3)]).toEqual(['LP Alpha', 'Бот #2', 'Бот #3']);
    expect(botNamer(null, (id) => `#${id}`)(5)).toBe('#5');
  });
});
