import { describe, expect, it } from 'vitest';
import { riskLevelOf, riskScore } from './riskScore';

describe('portfolio risk score', () => {
  it('a 19 % drawdown is not "low": the issue 22 case scores medium', () => {
    const r = riskScore({ maxDrawdownPercent: 19, var95: 210, capital: 10_000, positionRisks: ['medium', 'medium', 'low'] });
    // drawdown 19/30 → 63,3 points × 0,4; VaR 2,1 % /5 → 42 × 0,3; positions 33,3 × 0,3
    expect(r.score).toBeCloseTo(63.333 * 0.4 + 42 * 0.3 + 33.333 * 0.3, 2);
    expect(r.level).toBe('medium');
    expect(r.parts.map((p) => [p.key, Math.round(p.value!), Math.round(p.points!)])).toEqual([
      ['drawdown', 19, 63],
      ['var', 2, 42],
      ['positions', 33, 33],
    ]);
    expect(r.positions).toEqual({ low: 1, medium: 2, high: 0 });
  });

  it('caps each part at 100 points and the score at 100', () => {
    const r = riskScore({ maxDrawdownPercent: 80, var95: 5000, capital: 10_000, positionRisks: ['high'] });
    expect(r.score).toBe(100);
    expect(r.level).toBe('high');
  });

  it('a calm book with no open position scores low', () => {
    const r = riskScore({ maxDrawdownPercent: 1.5, var95: 10, capital: 10_000, positionRisks: [] });
    expect(r.score).toBeCloseTo(5 * 0.4 + 2 * 0.3, 6);
    expect(r.level).toBe('low');
  });

  it('leaves unknown parts out and weighs the rest', () => {
    // no capital: VaR cannot be put against it
    const r = riskScore({ maxDrawdownPercent: 15, var95: 100, capital: null, positionRisks: ['high'] });
    expect(r.parts[1].points).toBeNull();
    expect(r.score).toBeCloseTo((50 * 0.4 + 100 * 0.3) / 0.7, 6);
  });

  it('has no score without a history to measure', () => {
    expect(riskScore({ maxDrawdownPercent: null, var95: null, capital: 1000, positionRisks: [] }).score).toBeNull();
    expect(riskScore({ maxDrawdownPercent: null, var95: null, capital: 1000, positionRisks: ['high'] }).score).toBe(100);
  });

  it('reads levels at 34 and 67', () => {
    expect([0, 33.9, 34, 66.9, 67, 100].map(riskLevelOf)).toEqual(['low', 'low', 'medium', 'medium', 'high', 'high']);
  });
});
