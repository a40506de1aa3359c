// One history record (SPEC §2 "History tab"): prices and change, amounts, size, fees and their
// share of the size, times, duration, exit reason, PnL and ROI. Its height is fixed per
// breakpoint (historyLayout.ts), so the virtual list can place it without measuring.
import { memo } from 'react';
import { exitReasonText } from '../../../domain/exitReason';
import {
  formatDateTime,
  formatDuration,
  formatEth,
  formatFee,
  formatPercent,
  formatPrice,
  formatSignedUsd,
  formatUsd,
} from '../../../domain/format';
import { changePercent, exitOrCurrentPrice, feePercentOfSize, fullSizeUsd } from '../../../domain/money';
import { secondsInPosition } from '../../../domain/positionRisk';
import type { MiningPosition } from '../../../domain/types';
import { miningRu } from '../../i18n/sections/mining';
import { Badge } from '../../ui/Badge';
import { tone } from '../common/mining.css';
import { signTone, statusEmoji, statusText } from '../positions/positionText';
import * as css from './history.css';
import { HISTORY_FACTS, type HistoryFact } from './historyLayout';
import { fill } from '../../i18n/fill';

const t = miningRu.history;

function factValues(p: MiningPosition): Record<HistoryFact, { text: string; sign?: number | null }> {
  const exit = exitOrCurrentPrice(p);
  const change = changePercent(p.entry_price, exit);
  return {
    entry: { text: formatPrice(p.entry_price) },
    exit: { text: formatPrice(exit) },
    change: { text: formatPercent(change, true), sign: change },
    eth: { text: formatEth(p.eth_amount) },
    usdt: { text: formatUsd(p.usdt_amount) },
    size: { text: formatUsd(fullSizeUsd(p)) },
    fees: { text: `${formatFee(p.earned_fees)} (${fill(t.feesOfSize, { p: formatPercent(feePercentOfSize(p)) })})` },
    opened: { text: formatDateTime(p.timestamp) },
    closed: { text: formatDateTime(p.exit_timestamp) },
    duration: { text: formatDuration(secondsInPosition(p)) },
    reason: { text: exitReasonText(p.exit_reason, t.reasons) },
    pnl: { text: formatSignedUsd(p.pnl), sign: p.pnl },
    roi: { text: formatPercent(p.pnl_percent, true), sign: p.pnl_percent },
  };
}

// Memoised: the list re-renders on every scroll step that changes the visible range, and records
// that stay visible must not redo their formatting then.
export const HistoryRecord = memo(function HistoryRecord({ position: p }: { position: MiningPosition }) {
  const values = factValues(p);
  return (
    <article className={css.record} aria-label={fill(t.record, { id: p.token_id, symbol: p.symbol })}>
      <div className={css.header}>
        <div className={css.title}>
          <span aria-hidden="true">{statusEmoji(p.status)}</span>
          <strong className={css.symbol}>
            #{p.token_id} {p.symbol}
          </strong>
          <span className={css.badgeBox}>
            <Badge>{statusText(p.status)}</Badge>
          </span>
        </div>
        <strong className={`${css.result} ${tone[signTone(p.pnl)]}`}>
          {formatSignedUsd(p.pnl)} · {t.roi} {formatPercent(p.pnl_percent, true)}
        </strong>
      </div>
      <dl className={css.facts}>
        {HISTORY_FACTS.map((fact) => {
          const { text, sign } = values[fact];
          return (
            <div key={fact} className={css.factBox[fact]}>
              <dt>{t[fact]}</dt>
              <dd className={sign === undefined ? css.factValue[fact] : `${css.factValue[fact]} ${tone[signTone(sign)]}`}>{text}</dd>
            </div>
          );
        })}
      </dl>
    </article>
  );
});
