// The question before a manual close: which position, at what price, and the PnL it will lock in.
import { formatPrice, formatSignedUsd } from '../../../domain/format';
import type { MiningPosition } from '../../../domain/types';
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
    </ConfirmDialog>
  );
}
