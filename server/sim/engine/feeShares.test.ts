import { describe, expect, it } from 'vitest';
import { Accruals, shareFees, type Earner } from './feeShares';
import { feeMarkAt, markAt, withFeeMark, withMark } from './marks';
import type { PositionState } from './positionCosts';

const DAY = 86_400_000;
const D0 = Date.UTC(2026, 2, 1);
const HOUR = 3_600_000;
const ACTIVE = 900; // the pool's own liquidity at the price

/** A position that earned `perBar` in each of 48 hourly bars from D0 as if alone, marked at D0 + 1 day. */
function earner(liquidity: number, pool = 'arbitrum:ETHUSDT', perBar = 1): Earner {
  const accruals = new Accruals();
  for (let h = 0; h < 48; h++) accruals.add(D0 + h * HOUR, liquidity, ACTIVE, perBar, perBar / 10);
  const row = {
    liquidity,
    fees_usd: 48 * perBar,
    rewards_usd: 4.8 * perBar,
    pnl_usd: 100,
    marks: withMark('{}', D0 + DAY, 70),
    fee_marks: withFeeMark('{}', D0 + DAY, 24 * perBar, 2.4 * perBar),
  } as PositionState;
  return { row, pool, accruals };
}

describe('sharing a pool’s fees among the back-filled positions', () => {
  it('leaves a position alone in its pool as it was', () => {
    const alone = earner(100);
    const other = earner(300, 'bsc:ETHUSDT');
    shareFees([alone, other]);
    expect(alone.row.fees_usd).toBeCloseTo(48, 9);
    expect(alone.row.pnl_usd).toBeCloseTo(100, 9);
  });

  it('gives each position in range L / (A + all of them), and moves its marks and result with its fees', () => {
    const a = earner(100);
    const b = earner(300);
    shareFees([a, b]);
    // alone it earned L/(A + L) of each bar; now L/(A + 400)
    const factorA = (ACTIVE + 100) / (ACTIVE + 400);
    const factorB = (ACTIVE + 300) / (ACTIVE + 400);
    expect(a.row.fees_usd).toBeCloseTo(48 * factorA, 9);
    expect(b.row.fees_usd).toBeCloseTo(48 * factorB, 9);
    expect(a.row.rewards_usd).toBeCloseTo(4.8 * factorA, 9);
    const lost = 48 * (1 - factorA) + 4.8 * (1 - factorA);
    expect(a.row.pnl_usd).toBeCloseTo(100 - lost, 9);
    // the marks of the second day's start count the first day's bars only
    expect(markAt(a.row.marks, D0 + DAY)).toBeCloseTo(70 - lost / 2, 9);
    expect(feeMarkAt(a.row.fee_marks, D0 + DAY)!.fees).toBeCloseTo(24 * factorA, 9);
    // each bar's fees add up to what the two shares of it are
    const perBar = (a.row.fees_usd + b.row.fees_usd) / 48;
    expect(perBar).toBeCloseTo(factorA + factorB, 9);
  });
});
