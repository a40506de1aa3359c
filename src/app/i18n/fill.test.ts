import { describe, expect, it } from 'vitest';
import { fill } from './fill';

describe('fill', () => {
  it('puts every value in its placeholder, each time it appears', () => {
    expect(fill('Пара бота {bot} не совпадает с парой стратегии ({strategy}): {bot}', { bot: 'ETH/USDT', strategy: 'BTC/USDT' })).toBe(
      'Пара бота ETH/USDT не совпадает с парой стратегии (BTC/USDT): ETH/USDT',
    );
    expect(fill('Показано {n} из {total}', { n: 25, total: 0 })).toBe('Показано 25 из 0');
  });

  it('needs a value for each placeholder of a known text', () => {
    const text = 'Осталось {h} ч {m} мин' as const;
    // @ts-expect-error: the value for {m} is missing
    expect(fill(text, { h: 1 })).toBe('Осталось 1 ч {m} мин');
    // @ts-expect-error: {hours} is not a placeholder of the text
    expect(fill(text, { h: 1, m: 2, hours: 3 })).toBe('Осталось 1 ч 2 мин');
  });

  it('leaves a text without placeholders as it is', () => {
    expect(fill('Готово', {})).toBe('Готово');
  });
});
