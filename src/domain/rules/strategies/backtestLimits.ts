// The limits of a backtest (issue 55), apart from contracts/values.ts: only the strategies tab and
// the server need them, so they stay out of the first screen's chunk, which holds the value lists.

/** The periods a strategy can be tried on (days of recorded market history before now). */
export const BACKTEST_DAYS = [7, 30, 90] as const;
/** The investment a backtest may assume, USDT. */
export const BACKTEST_INVESTMENT = { min: 10, max: 10_000_000 } as const;
export type BacktestDays = (typeof BACKTEST_DAYS)[number];
