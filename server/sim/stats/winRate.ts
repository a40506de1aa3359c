// The win rate every figure of the simulator reports (statistics, a bot's figures, the history's
// totals): the share of closed positions that ended with a profit, in percent. Each answer rounds
// it as its contract says; "none closed" is null here and each contract says what it shows then.
export function winRatePercent(wins: number, closed: number): number | null {
  return closed > 0 ? (wins / closed) * 100 : null;
}
