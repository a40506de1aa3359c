import { describe, expect, it } from 'vitest';
import { parseDailyLoss } from './alertRules';
import { DAILY_LOSS_MAX, DAILY_LOSS_MIN } from '../../contracts/values';

describe('parseDailyLoss', () => {
  it('reads a typed amount within the limits', () => {
    expect(parseDailyLoss('250')).toBe(250);
    expect(parseDailyLoss('1 500,5')).toBe(1500.5);
    expect(parseDailyLoss(String(DAILY_LOSS_MIN))).toBe(DAILY_LOSS_MIN);
    expect(parseDailyLoss(String(DAILY_LOSS_MAX))).toBe(DAILY_LOSS_MAX);
  });

  it('is null outside the limits or for what is not a number', () => {
    for (const bad of ['', '0', '0.5', '-100', String(DAILY_LOSS_MAX + 1), 'сто', '1e999']) {
      expect(parseDailyLoss(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});
