// One history record (SPEC §2 "History tab"): prices and change, amounts, size, fees and their
// share of the size, times, duration, exit reason, PnL and ROI.
import { exitReasonText } from '../../../domain/exitReason';
import { formatDateTime, formatDuration, formatEth, formatFee, formatPercent, formatPrice, formatSignedUsd, formatUsd } from '../../../domain/format';
import { changePercent, exitOrCurrentPrice, feePercentOfSize, fullSizeUsd } from '../../../domain/money';
import { secondsInPosition } from '../../../domain/positionRisk';
import type { MiningPosition } from '../../../domain/types';
import { ru } from '../../i18n/ru';
import { Badge } from '../../ui/Badge';
import { facts, panel, row, spread, tone } from '../common/mining.css';
import { Fact } from '../positions/PositionCard';
import { signTone, statusEmoji, statusText } from '../positions/positionText';

const t = ru.mining.history;

export function HistoryRecord({ position: p }: { position: MiningPosition }) {
  const exit = exitOrCurrentPrice(p);
  const change = changePercent(p.entry_price, exit);
  const feePct = feePercentOfSize(p);
  return (
    <article className={panel} aria-label={t.record.replace('{id}', String(p.token_id)).replace('{symbol}', p.symbol)}>
      <div className={spread} style={{ marginBottom: 8 }}>
        <div className={row}>
          <span aria-hidden="true">{statusEmoji(p.status)}</span>
          <strong>#{p.token_id} {p.symbol}</strong>
          <Badge>{statusText(p.status)}</Badge>
        </div>
        <strong className={tone[signTone(p.pnl)]}>{formatSignedUsd(p.pnl)} · {t.roi} {formatPercent(p.pnl_percent, true)}</strong>
      </div>
      <dl className={facts}>
        <Fact label={t.entry}>{formatPrice(p.entry_price)}</Fact>
        <Fact label={t.exit}>{formatPrice(exit)}</Fact>
        <Fact label={t.change} sign={change}>{formatPercent(change, true)}</Fact>
        <Fact label={t.eth}>{formatEth(p.eth_amount)}</Fact>
        <Fact label={t.usdt}>{formatUsd(p.usdt_amount)}</Fact>
        <Fact label={t.size}>{formatUsd(fullSizeUsd(p))}</Fact>
        <Fact label={t.fees}>{formatFee(p.earned_fees)} ({t.feesOfSize.replace('{p}', formatPercent(feePct))})</Fact>
        <Fact label={t.opened}>{formatDateTime(p.timestamp)}</Fact>
        <Fact label={t.closed}>{formatDateTime(p.exit_timestamp)}</Fact>
        <Fact label={t.duration}>{formatDuration(secondsInPosition(p))}</Fact>
        <Fact label={t.reason}>{exitReasonText(p.exit_reason, t.reasons)}</Fact>
        <Fact label={t.pnl} sign={p.pnl}>{formatSignedUsd(p.pnl)}</Fact>
        <Fact label={t.roi} sign={p.pnl_percent}>{formatPercent(p.pnl_percent, true)}</Fact>
      </dl>
    </article>
  );
}
