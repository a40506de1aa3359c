// What a manual close will book (issue 52 item 2): the current PnL less the costs of closing that
// the server estimates for the position (exit gas, the hedge's closing fee), with the accuracy it
// states for them. The PnL itself keeps moving with the price until the close.

export interface CloseEstimate {
  /** The result the position would book if closed now. */
  result: number;
  costs: number;
  /** ± how far the booked result may be from `result` at the same price. */
  accuracy: number;
}

/** The estimate, or null when the server gave none (an older server: the dialog says only the PnL). */
export function closeEstimate(p: { pnl: number; closing_costs_usd?: number; closing_costs_accuracy_usd?: number }): CloseEstimate | null {
  const costs = p.closing_costs_usd;
  const accuracy = p.closing_costs_accuracy_usd;
  if (typeof costs !== 'number' || typeof accuracy !== 'number' || !Number.isFinite(costs) || !Number.isFinite(accuracy)) return null;
  return { result: p.pnl - costs, costs, accuracy };
}
