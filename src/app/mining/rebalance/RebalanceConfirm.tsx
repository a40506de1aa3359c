// The question before a rebalance: which position, that it will be closed with its result booked
// (the estimate after the closing costs, as the close dialog states it), and that a new one opens
// around the current price.
import type { MiningPosition } from '../../../domain/contracts/types';
import { formatPercent, formatPrice, formatSignedUsd, formatUsd } from '../../../domain/format/format';
import { baseAsset } from '../../../domain/rules/market/marketData';
import { baseSharePercent } from '../../../domain/rules/mining/rebalancing';
import { closeEstimate } from '../../../domain/rules/mining/closeEstimate';
import { fill } from '../../i18n/fill';
import { miningRu } from '../../i18n/sections/mining';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

const t = miningRu.rebalance;

export function RebalanceConfirm({
  position: p,
  botName,
  pending,
  blockedReason,
  error,
  onConfirm,
  onClose,
}: {
  /** The position as it is now: it keeps moving while the question is open. */
  position: MiningPosition;
  botName: string;
  pending: boolean;
  blockedReason: string | null;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const estimate = closeEstimate(p);
  return (
    <ConfirmDialog
      title={fill(t.confirmTitle, { id: p.token_id })}
      confirmLabel={fill(t.actionNamed, { id: p.token_id })}
      pendingLabel={t.pending}
      tone="primary"
      pending={pending}
      blockedReason={blockedReason}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p style={{ margin: 0 }}>
        {fill(t.confirmWhich, {
          id: p.token_id,
          symbol: p.symbol,
          bot: botName,
          token: baseAsset(p.symbol),
          share: formatPercent(baseSharePercent(p)),
          pnl: formatSignedUsd(p.pnl),
        })}
      </p>
      <p style={{ margin: 0 }}>
        {estimate
          ? fill(t.confirmClose, {
              result: formatSignedUsd(estimate.result),
              accuracy: formatUsd(estimate.accuracy),
              costs: formatUsd(estimate.costs),
            })
          : t.confirmCloseNoEstimate}
      </p>
      <p style={{ margin: 0 }}>{fill(t.confirmOpen, { price: formatPrice(p.current_price, p.current_price) })}</p>
    </ConfirmDialog>
  );
}
