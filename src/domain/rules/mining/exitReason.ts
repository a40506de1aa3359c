// Exit reasons of docs/product.md §2 "History tab": known codes get a text (chosen by the screen's
// catalogue), anything else is shown raw. 'upper_stop_losss' is the server's spelling;
// 'liquidated' (the hedge was liquidated and the position closed with it) is the status the
// history filter already names, so it is read as words too. 'rebalance': closed to be minted again
// around the price (docs/product.md §9).
export type ExitReasonKind = 'upper' | 'lower' | 'manual' | 'rebalance' | 'cleanup' | 'liquidated' | 'none' | 'raw';

const KNOWN: Record<string, Exclude<ExitReasonKind, 'raw'>> = {
  upper_stop_losss: 'upper',
  lower_stop_loss: 'lower',
  manual: 'manual',
  rebalance: 'rebalance',
  system_restart_cleanup: 'cleanup',
  liquidated: 'liquidated',
  none: 'none',
};

export function exitReasonKind(reason: string | null | undefined): ExitReasonKind {
  if (reason === null || reason === undefined) return 'none';
  return Object.prototype.hasOwnProperty.call(KNOWN, reason) ? KNOWN[reason] : 'raw';
}

/** The text for a reason given the texts of the known kinds; unknown reasons come back raw. */
export function exitReasonText(reason: string | null | undefined, texts: Record<Exclude<ExitReasonKind, 'raw'>, string>): string {
  const kind = exitReasonKind(reason);
  return kind === 'raw' ? String(reason) : texts[kind];
}
