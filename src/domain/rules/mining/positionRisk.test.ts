import { describe, expect, it } from 'vitest';
import { parseTimeInPosition, positionRisk, riskFlags, riskFromFlagCount, secondsInPosition } from './positionRisk';

const calm = { entry_price: 2000, current_price: 2050, duration: 3600, time_in_position: '1:00:00', pnl_percent: 0.2 };

describe('position risk (docs/product.md §4, §9)', () => {
  it('no flags is low risk', () => {
    expect(riskFlags(calm)).toEqual([]);
    expect(positionRisk(calm)).toBe('low');
  });

  it('flags a price move above 5 % from entry, either way, but not exactly 5 %', () => {
    expect(riskFlags({ ...calm, current_price: 2101 })).toEqual(['price_move']);
    expect(riskFlags({ ...calm, current_price: 1899 })).toEqual(['price_move']);
    expect(riskFlags({ ...calm, current_price: 2100 })).toEqual([]);
  });

  it('flags more than 24 h in position, from duration or time_in_position', () => {
    expect(riskFlags({ ...calm, duration: 86401 })).toEqual(['long_hold']);
    expect(riskFlags({ ...calm, duration: 86400 })).toEqual([]);
    expect(riskFlags({ ...calm, duration: Number.NaN, time_in_position: '30:00:00' })).toEqual(['long_hold']);
  });

  it('flags pnl_percent below -0.05', () => {
    expect(riskFlags({ ...calm, pnl_percent: -0.06 })).toEqual(['losing']);
    expect(riskFlags({ ...calm, pnl_percent: -0.05 })).toEqual([]);
  });

  it('1-2 flags are medium, 3 high', () => {
    expect(positionRisk({ ...calm, pnl_percent: -1 })).toBe('medium');
    expect(positionRisk({ ...calm, pnl_percent: -1, duration: 100000 })).toBe('medium');
    expect(positionRisk({ ...calm, pnl_percent: -1, duration: 100000, current_price: 3000 })).toBe('high');
    expect(riskFromFlagCount(0)).toBe('low');
    expect(riskFromFlagCount(4)).toBe('high');
  });

  it('reads h:m:s with hours above 24 and rejects garbage', () => {
    expect(parseTimeInPosition('26:03:04')).toBe(26 * 3600 + 184);
    expect(parseTimeInPosition('abc')).toBeNull();
    expect(parseTimeInPosition('')).toBeNull();
    expect(secondsInPosition({ duration: Number.NaN, time_in_position: 'x' })).toBe(0);
  });
});
