// The demo back-fill walks one bot at a time, so while it walks a position it does not yet know
// the other simulated positions in the same pool. It records what each position earned bar by
// bar as if alone; once every walk is done, each bar's fees are shared among all the simulated
// positions then in range, as the live engine shares them (./positionCosts.ts accrueStep;
// docs/decisions/0112-pool-fee-sharing.md).
import { feeMarkAt, parseMarks, withFeeMark, withMark } from './marks';
import type { PositionState } from './positionCosts';

/** What one position earned in each bar it was in range, as if it were alone in the pool. */
export class Accruals {
  readonly ts: number[] = [];
  /** Its liquidity times the share of the bar it spent in range. */
  readonly weight: number[] = [];
  /** The pool's own liquidity active at the bar's price. */
  readonly active: number[] = [];
  readonly fees: number[] = [];
  readonly rewards: number[] = [];

  add(ts: number, weight: number, active: number, fees: number, rewards: number): void {
    if (!(fees > 0 || rewards > 0)) return;
    this.ts.push(ts);
    this.weight.push(weight);
    this.active.push(active);
    this.fees.push(fees);
    this.rewards.push(rewards);
  }
}

export interface Earner {
  row: PositionState;
  /** The pool it is in, as a key ('arbitrum:ETHUSDT'). */
  pool: string;
  accruals: Accruals;
}

/**
 * Re-shares each bar's fees: a position that earned L / (A + L) of a bar alone earns
 * L / (A + L + others) with the other positions' liquidity in range then. Its fees, rewards, day
 * marks and fee marks (taken before their day's first bar) and result (pnl_usd, which counts them
 * one for one) are lowered by what it gives up.
 */
export function shareFees(earners: readonly Earner[]): void {
  const inRange = new Map<string, Map<number, number>>();
  for (const e of earners) {
    let bars = inRange.get(e.pool);
    if (!bars) inRange.set(e.pool, (bars = new Map()));
    const a = e.accruals;
    for (let i = 0; i < a.ts.length; i++) bars.set(a.ts[i], (bars.get(a.ts[i]) ?? 0) + a.weight[i]);
  }
  for (const e of earners) {
    const a = e.accruals;
    if (a.ts.length === 0) continue;
    const bars = inRange.get(e.pool)!;
    const own = e.row.liquidity;
    const marks = Object.keys(parseMarks(e.row.marks))
      .map(Number)
      .sort((x, y) => x - y);
    const changes = new Map<number, { fees: number; rewards: number }>(); // mark day → change before it
    let fees = 0;
    let rewards = 0;
    let m = 0;
    for (let i = 0; i < a.ts.length; i++) {
      // the marks of the days up to this bar were taken before it
      for (; m < marks.length && marks[m] <= a.ts[i]; m++) changes.set(marks[m], { fees, rewards });
      const others = bars.get(a.ts[i])! - a.weight[i];
      const factor = (a.active[i] + own) / (a.active[i] + own + others) - 1;
      fees += a.fees[i] * factor;
      rewards += a.rewards[i] * factor;
    }
    for (; m < marks.length; m++) changes.set(marks[m], { fees, rewards });
    const row = e.row;
    row.fees_usd += fees;
    row.rewards_usd += rewards;
    if (row.pnl_usd !== null) row.pnl_usd += fees + rewards;
    const results = parseMarks(row.marks);
    let nextMarks = '{}';
    let nextFees = '{}';
    for (const day of marks) {
      const change = changes.get(day) ?? { fees: 0, rewards: 0 };
      nextMarks = withMark(nextMarks, day, results[String(day)] + change.fees + change.rewards);
      const earned = feeMarkAt(row.fee_marks, day);
      if (earned) nextFees = withFeeMark(nextFees, day, earned.fees + change.fees, earned.rewards + change.rewards);
    }
    if (marks.length > 0) {
      row.marks = nextMarks;
      row.fee_marks = nextFees;
    }
  }
}
