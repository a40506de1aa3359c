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

describe('fill with plural forms', () => {
  const shown = {
    by: 'total',
    one: 'Показано {n} из {total} позиции',
    few: 'Показано {n} из {total} позиций',
    many: 'Показано {n} из {total} позиций',
  } as const;

  it('takes the form of the count and shows the count as a count', () => {
    expect(fill(shown, { n: 1, total: 1 })).toBe('Показано 1 из 1 позиции');
    expect(fill(shown, { n: 1, total: 21 })).toBe('Показано 1 из 21 позиции');
    expect(fill(shown, { n: 2, total: 3 })).toBe('Показано 2 из 3 позиций');
    expect(fill(shown, { n: 25, total: 12_345 })).toBe('Показано 25 из 12\u00a0345 позиций');
  });

  it('needs the count as a number and every placeholder of every form', () => {
    // @ts-expect-error: the count must be a number, to choose the form
    expect(fill(shown, { n: 1, total: '5' })).toBe('Показано 1 из 5 позиций');
    // @ts-expect-error: {n} is missing
    expect(fill(shown, { total: 5 })).toBe('Показано {n} из 5 позиций');
    // @ts-expect-error: {x} is no placeholder of the text
    expect(fill(shown, { n: 1, total: 5, x: 1 })).toBe('Показано 1 из 5 позиций');
  });
});
