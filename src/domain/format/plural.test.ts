import { describe, expect, it } from 'vitest';
import { pluralForm } from './plural';

const positions = { one: 'позиция', few: 'позиции', many: 'позиций' };

describe('pluralForm', () => {
  it('agrees a Russian noun with its count', () => {
    const cases: Array<[number, string]> = [
      [0, 'позиций'],
      [1, 'позиция'],
      [2, 'позиции'],
      [4, 'позиции'],
      [5, 'позиций'],
      [11, 'позиций'],
      [12, 'позиций'],
      [14, 'позиций'],
      [21, 'позиция'],
      [22, 'позиции'],
      [25, 'позиций'],
      [101, 'позиция'],
      [111, 'позиций'],
      [1234, 'позиции'],
    ];
    for (const [n, word] of cases) expect(`${n} ${pluralForm(n, positions)}`).toBe(`${n} ${word}`);
  });

  it('gives a fraction the few form unless an `other` form is given', () => {
    expect(pluralForm(1.5, positions)).toBe('позиции');
    expect(pluralForm(1.5, { ...positions, other: 'позиции (дробь)' })).toBe('позиции (дробь)');
  });
});
