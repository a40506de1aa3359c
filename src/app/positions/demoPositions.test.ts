import { describe, expect, it } from 'vitest';
import {
  applyClosed,
  closePosition,
  DEMO_POSITIONS,
  filterPositions,
  findPosition,
  positionPnl,
  roiPercent,
  summarise,
} from './demoPositions';

describe('position management demo (docs/product.md §2 /positions)', () => {
  it('has six local positions on arbitrum, base, ethereum and polygon', () => {
    expect(DEMO_POSITIONS).toHaveLength(6);
    expect(new Set(DEMO_POSITIONS.map((p) => p.network))).toEqual(new Set(['arbitrum', 'base', 'ethereum', 'polygon']));
    expect(new Set(DEMO_POSITIONS.map((p) => p.id)).size).toBe(6);
  });

  it('summarises total, open, closed, liquidity, total PnL and fees', () => {
    const s = summarise(DEMO_POSITIONS);
    expect(s.total).toBe(6);
    expect(s.open).toBe(5);
    expect(s.closed).toBe(1);
    expect(s.liquidity).toBe(123_000);
    expect(s.totalPnl).toBeCloseTo(860.4 - 145.2 + 318.75 + 2150 - 420.6 + 74.3, 6);
    expect(s.fees).toBeCloseTo(412.35 + 96.1 + 233.8 + 1180.5 + 158.9 + 61.25, 6);
  });

  it('average PnL is total PnL over the count, ROI is PnL / liquidity × 100', () => {
    const s = summarise(DEMO_POSITIONS);
    expect(s.averagePnl).toBeCloseTo(s.totalPnl / 6, 9);
    expect(s.roi).toBeCloseTo((s.totalPnl / 123_000) * 100, 9);
    expect(roiPercent(250, 10_000)).toBe(2.5);
    expect(roiPercent(-50, 1_000)).toBe(-5);
  });

  it('ROI without liquidity is 0, never NaN or Infinity; an empty set summarises to zeros', () => {
    expect(roiPercent(100, 0)).toBe(0);
    expect(roiPercent(Number.NaN, 100)).toBe(0);
    expect(summarise([])).toEqual({ total: 0, open: 0, closed: 0, liquidity: 0, totalPnl: 0, fees: 0, averagePnl: 0, roi: 0 });
  });

  it('filters by network and status, both together', () => {
    expect(filterPositions(DEMO_POSITIONS, 'all', 'ALL')).toHaveLength(6);
    expect(filterPositions(DEMO_POSITIONS, 'arbitrum', 'ALL').map((p) => p.id)).toEqual([1, 2]);
    expect(filterPositions(DEMO_POSITIONS, 'all', 'CLOSED').map((p) => p.id)).toEqual([4]);
    expect(filterPositions(DEMO_POSITIONS, 'ethereum', 'OPEN').map((p) => p.id)).toEqual([5]);
    expect(filterPositions(DEMO_POSITIONS, 'base', 'CLOSED')).toEqual([]);
  });

  it('close marks the position CLOSED, realises its result and leaves the others alone', () => {
    const before = DEMO_POSITIONS.find((p) => p.id === 2)!;
    const after = closePosition(DEMO_POSITIONS, 2);
    const closed = after.find((p) => p.id === 2)!;
    expect(closed.status).toBe('CLOSED');
    expect(closed.unrealizedPnL).toBe(0);
    expect(positionPnl(closed)).toBeCloseTo(positionPnl(before), 9);
    expect(after.filter((p) => p.id !== 2)).toEqual(DEMO_POSITIONS.filter((p) => p.id !== 2));
    expect(DEMO_POSITIONS.find((p) => p.id === 2)!.status).toBe('OPEN'); // the sample set is not mutated
    expect(summarise(after).totalPnl).toBeCloseTo(summarise(DEMO_POSITIONS).totalPnl, 9);
  });

  it('a closed position stays closed: closing again changes nothing', () => {
    const once = closePosition(DEMO_POSITIONS, 1);
    const twice = closePosition(once, 1);
    expect(twice).toEqual(once);
    expect(closePosition(DEMO_POSITIONS, 4)).toEqual([...DEMO_POSITIONS]);
  });

  it("a missing id raises 'Position {id} not found'", () => {
    expect(() => closePosition(DEMO_POSITIONS, 42)).toThrow('Position 42 not found');
    expect(() => findPosition(DEMO_POSITIONS, 7)).toThrow(new Error('Position 7 not found'));
  });

  it('re-applies remembered closes, skipping unknown ids', () => {
    const restored = applyClosed(DEMO_POSITIONS, [1, 99, 6]);
    expect(restored.filter((p) => p.status === 'CLOSED').map((p) => p.id)).toEqual([1, 4, 6]);
  });
});
