// One history record (docs/product.md §2 "History tab"): prices and change, ETH and USDT amounts, full size,
// fees and their share of the size, times, duration, exit reason, PnL and ROI, and the bot. A row of
// the table on wide screens, a compact card on narrower ones; both have a fixed height
// (historyLayout.ts), so the virtual list can place them without measuring.
import { memo, type CSSProperties, type ReactNode } from 'react';
import { exitReasonText } from '../../../domain/rules/mining/exitReason';
import {
  formatDateTime,
  formatDuration,
  formatEth,
  formatFee,
  formatNumber,
  formatPercent,
  formatPrice,
  formatSignedUsd,
  formatUsd,
} from '../../../domain/format/format';
import { changePercent, exitOrCurrentPrice, feePercentOfSize, fullSizeUsd } from '../../../domain/rules/portfolio/money';
import { secondsInPosition } from '../../../domain/rules/mining/positionRisk';
import type { MiningPosition } from '../../../domain/contracts/types';
import { miningRu } from '../../i18n/sections/mining';
import { Badge } from '../../ui/Badge';
import { tone } from '../common/mining.css';
import { signTone, statusText, statusTone } from '../positions/positionText';
import { StatusDot } from '../../ui/StatusMark';
import * as css from './history.css';
import { CARD_FACTS, HISTORY_COLUMNS, NUMERIC_COLUMNS, type CardFact, type HistoryColumn } from './historyLayout';
import { fill } from '../../i18n/fill';
import { exitReasonsRu } from '../../i18n/sections/exitReasons';

const t = miningRu.history;

const withTone = (className: string, sign: number | null | undefined) => `${className} ${tone[signTone(sign)]}`;

/** The figures of a record, formatted once for either form. */
function recordFigures(p: MiningPosition) {
  const open = p.status !== 'closed';
  // Every price of the record on the pair's own scale (cents for ETH, five decimals for MATIC).
  const price = (v: number | null | undefined) => formatPrice(v, p.entry_price);
  const change = changePercent(p.entry_price, exitOrCurrentPrice(p));
  const [date, time] = formatDateTime(p.timestamp).split(', ');
  const [closedDate, closedTime] = open ? ['—', ''] : formatDateTime(p.exit_timestamp).split(', ');
  return {
    open,
    entry: price(p.entry_price),
    // An open position has not left: its exit is unknown, and the price so far is named as such.
    exit: open ? '—' : price(exitOrCurrentPrice(p)),
    current: open ? fill(t.current, { price: price(p.current_price) }) : null,
    change,
    changeText: formatPercent(change, true),
    eth: formatEth(p.eth_amount),
    usdt: `${formatNumber(p.usdt_amount, 2)} USDT`,
    size: formatUsd(fullSizeUsd(p)),
    fees: formatFee(p.earned_fees),
    feesShare: fill(t.feesOfSize, { p: formatPercent(feePercentOfSize(p)) }),
    feesPercent: formatPercent(feePercentOfSize(p)),
    opened: formatDateTime(p.timestamp),
    openedDate: date,
    openedTime: time ?? '',
    closed: open ? '—' : formatDateTime(p.exit_timestamp),
    closedDate,
    closedTime: closedTime ?? '',
    duration: formatDuration(secondsInPosition(p)),
    reason: open ? '—' : exitReasonText(p.exit_reason, exitReasonsRu),
    pnl: formatSignedUsd(p.pnl),
    roi: formatPercent(p.pnl_percent, true),
  };
}
type Figures = ReturnType<typeof recordFigures>;

const recordName = (p: MiningPosition) => fill(t.record, { id: p.token_id, symbol: p.symbol });

// ---- the table row ----

function Cell({ column, children }: { column: HistoryColumn; children: ReactNode }) {
  return (
    <div role="cell" className={NUMERIC_COLUMNS.has(column) ? css.numericCell : css.cell}>
      {children}
    </div>
  );
}

/** A cell's two lines; each carries its text as a title, for the rare figure too long for its column. */
function two(main: string, sub: string) {
  return (
    <>
      <span className={css.main} title={main}>
        {main}
      </span>
      <span className={css.sub} title={sub}>
        {sub}
      </span>
    </>
  );
}

function one(text: string, className = css.main) {
  return (
    <span className={className} title={text}>
      {text}
    </span>
  );
}

function rowCells(p: MiningPosition, f: Figures, bot: string): Record<HistoryColumn, ReactNode> {
  return {
    position: two(p.symbol, `#${p.token_id} · ${statusText(p.status)}`),
    bot: two(bot, p.network),
    opened: two(f.openedDate, f.openedTime),
    closed: two(f.closedDate, f.closedTime),
    duration: one(f.duration),
    entry: one(f.entry),
    exit: f.current ? two(f.exit, f.current) : one(f.exit),
    change: (
      <span className={withTone(css.main, f.change)} title={f.open ? `${t.changeOpen}: ${f.changeText}` : f.changeText}>
        {f.changeText}
      </span>
    ),
    size: two(f.size, `${f.eth} + ${formatUsd(p.usdt_amount)}`),
    fees: two(f.fees, f.feesShare),
    pnl: one(f.pnl, withTone(css.main, p.pnl)),
    roi: one(f.roi, withTone(css.main, p.pnl_percent)),
    reason: (
      <span className={css.words} title={f.reason}>
        {f.reason}
      </span>
    ),
  };
}

/** A table row; `index` is its place in the whole filtered list (aria-rowindex counts the header). */
export const HistoryRow = memo(function HistoryRow({
  position: p,
  bot,
  index,
  className,
  style,
}: {
  position: MiningPosition;
  bot: string;
  index: number;
  className?: string;
  style?: CSSProperties;
}) {
  const cells = rowCells(p, recordFigures(p), bot);
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-label={recordName(p)}
      data-index={index}
      className={className ? `${css.bodyRow} ${className}` : css.bodyRow}
      style={style}
    >
      {HISTORY_COLUMNS.map((c) => (
        <Cell key={c} column={c}>
          {cells[c]}
        </Cell>
      ))}
    </div>
  );
});

// ---- the card ----

function cardValues(f: Figures): Record<CardFact, { text: ReactNode; sign?: number | null; title?: string }> {
  return {
    entry: { text: f.entry },
    exit: f.current
      ? {
          text: (
            <>
              {f.exit} <span className={css.currentNote}>{f.current}</span>
            </>
          ),
          title: t.currentTitle,
        }
      : { text: f.exit },
    change: { text: f.changeText, sign: f.change, title: f.open ? t.changeOpen : undefined },
    duration: { text: f.duration },
    opened: { text: f.opened },
    closed: { text: f.closed },
    size: { text: f.size },
    fees: { text: `${f.fees} · ${f.feesPercent}`, title: `${f.fees} (${f.feesShare})` },
    eth: { text: f.eth },
    usdt: { text: f.usdt },
    reason: { text: f.reason, title: f.reason },
  };
}

// Memoised: the list re-renders on every scroll step that changes the visible range, and records
// that stay visible must not redo their formatting then.
export const HistoryCard = memo(function HistoryCard({ position: p, bot }: { position: MiningPosition; bot: string }) {
  const f = recordFigures(p);
  const values = cardValues(f);
  return (
    <article className={css.card} aria-label={recordName(p)}>
      <div className={css.cardHeader}>
        <div className={css.cardTitle}>
          <StatusDot tone={statusTone(p.status)} />
          <strong className={css.cardSymbol}>
            #{p.token_id} {p.symbol}
          </strong>
        </div>
        <strong className={withTone(css.cardResult, p.pnl)}>{f.pnl}</strong>
        <span className={css.cardBot}>
          <span className={css.badgeBox}>
            <Badge>{statusText(p.status)}</Badge>
          </span>{' '}
          {t.bot}: {bot}
        </span>
        <span className={withTone(css.cardRoi, p.pnl_percent)}>
          {t.roi} {f.roi}
        </span>
      </div>
      <dl className={css.facts}>
        {CARD_FACTS.map((fact) => {
          const { text, sign, title } = values[fact];
          return (
            <div key={fact} className={css.factBox[fact]}>
              <dt>{fact === 'fees' ? t.feesCard : t[fact]}</dt>
              <dd className={sign === undefined ? undefined : tone[signTone(sign)]} title={title}>
                {text}
              </dd>
            </div>
          );
        })}
      </dl>
    </article>
  );
});
