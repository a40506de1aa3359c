// The question before a manual close: which position, at what price, and the result it will book
// after the closing costs, labelled as the estimate it is.
import { closeEstimate } from '../../../domain/rules/mining/closeEstimate';
import { formatPrice, formatSignedUsd, formatUsd } from '../../../domain/format/format';
import type { MiningPosition } from '../../../domain/contracts/types';
import { miningRu } from '../../i18n/sections/mining';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { fill } from '../../i18n/fill';

const t = miningRu.positions;

export function ClosePositionDialog({
  position: p,
  pending,
  blockedReason,
  error,
  onConfirm,
  onClose,
}: {
  /** The position as it is now: it keeps moving while the question is open. */
  position: MiningPosition;
  pending: boolean;
  blockedReason: string | null;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const estimate = closeEstimate(p);
  return (
    <ConfirmDialog
      title={t.close}
      confirmLabel={fill(t.closeNamed, { id: p.token_id })}
      pendingLabel={t.closing}
      pending={pending}
      blockedReason={blockedReason}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p style={{ margin: 0 }}>{fill(t.confirmClose, { id: p.token_id })}</p>
      <p style={{ margin: 0 }}>
        {fill(t.closeWhich, {
          symbol: p.symbol,
          entry: formatPrice(p.entry_price, p.entry_price),
          price: formatPrice(p.current_price, p.entry_price),
          pnl: formatSignedUsd(p.pnl),
        })}
      </p>
      <p style={{ margin: 0 }}>
        {estimate
          ? fill(t.closeEstimate, {
              result: formatSignedUsd(estimate.result),
              accuracy: formatUsd(estimate.accuracy),
              costs: formatUsd(estimate.costs),
            })
          : t.closeNoEstimate}
      </p>
    </ConfirmDialog>
  );
}
