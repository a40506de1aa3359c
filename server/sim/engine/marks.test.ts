import { describe, expect, it } from 'vitest';
import { changeSince, earnedSince, feeMarkAt, MARK_DAYS, markAt, parseMarks, withFeeMark, withMark } from './marks';

const DAY = 86_400_000;
const D = (n: number) => Date.UTC(2026, 2, 1) + n * DAY;

describe('day marks', () => {
  it('keep the result at each day start, the last MARK_DAYS of them', () => {
    let marks = '{}';
    for (let n = 0; n < MARK_DAYS + 5; n++) marks = withMark(marks, D(n), n);
    const kept = Object.keys(parseMarks(marks)).map(Number);
    expect(kept).toHaveLength(MARK_DAYS);
    expect(kept[0]).toBe(D(5));
    expect(markAt(marks, D(MARK_DAYS + 4))).toBe(MARK_DAYS + 4);
    expect(markAt(marks, D(0))).toBeNull();
    expect(parseMarks('not json')).toEqual({});
  });

  it('a position counts from its mark at the period start, whole when it opened since, or without a mark', () => {
    const p = { opened_ms: D(0) + 3_600_000, marks: withMark(withMark('{}', D(1), 4), D(2), 10) };
    expect(changeSince(p, 12, D(2))).toBe(2);
    expect(changeSince(p, 12, D(1))).toBe(8);
    expect(changeSince(p, 12, D(0))).toBe(12); // opened after that day began
    expect(changeSince({ ...p, marks: '{}' }, 12, D(2))).toBe(12);
  });

  it("count a period's fees from the fee mark at its start: when they were earned, not at the close", () => {
    const fee_marks = withFeeMark(withFeeMark('{}', D(1), 1.5, 0.1), D(2), 4, 0.25);
    const p = { opened_ms: D(0) + 3_600_000, fee_marks, fees_usd: 5, rewards_usd: 0.5 };
    expect(feeMarkAt(fee_marks, D(2))).toEqual({ fees: 4, rewards: 0.25 });
    expect(earnedSince(p, D(2))).toEqual({ fees: 1, rewards: 0.25 });
    expect(earnedSince(p, D(1))).toEqual({ fees: 3.5, rewards: 0.4 });
    expect(earnedSince(p, D(0))).toEqual({ fees: 5, rewards: 0.5 }); // opened after that day began
    expect(earnedSince({ ...p, fee_marks: '{}' }, D(2))).toEqual({ fees: 5, rewards: 0.5 }); // no mark: whole
  });
});
