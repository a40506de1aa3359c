// The static futures demo of docs/product.md §2 "Other demos": overview with long/short, positions (pair,
// type, size, leverage, PnL, ROE), orders, leverage (current 2.5x, max 10x), analytics (win rate 75 %).
import { useState } from 'react';
import {
  FUTURES_CLOSED_TRADES,
  FUTURES_CURRENT_LEVERAGE,
  FUTURES_MAX_LEVERAGE,
  FUTURES_ORDERS,
  FUTURES_POSITIONS,
  futuresPnl,
  futuresTotals,
  roePercent,
  winRate,
  type DemoOrder,
  type FuturesPosition,
} from '../demo/demoTrading';
import { formatAmount, formatLeverage, formatPercent, formatPrice, formatSignedUsd, formatUsd } from '../../domain/format/format';
import { baseAsset } from '../../domain/rules/market/marketData';
import { demosRu } from '../i18n/sections/demos';
import { bigValue, buttons, meter, meterFill, panel, panelTitle, stack, tiles } from '../demo/demo.css';
import { DemoNotice } from '../demo/DemoNotice';
import { DemoTable, type Column } from '../demo/DemoTable';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { MetricCard } from '../ui/MetricCard';
import { signClass } from '../ui/sign';
import { muted, negative, positive } from '../ui/ui.css';

const t = demosRu.futures;

const totals = futuresTotals(FUTURES_POSITIONS);
const leverage = formatLeverage;

const positionColumns: ReadonlyArray<Column<FuturesPosition>> = [
  { title: t.pair, cell: (p) => p.pair },
  { title: t.type, cell: (p) => <Badge tone={p.side === 'long' ? 'positive' : 'negative'}>{p.side === 'long' ? t.long : t.short}</Badge> },
  { title: t.size, cell: (p) => formatAmount(p.size, baseAsset(p.pair)), numeric: true },
  { title: t.leverage, cell: (p) => leverage(p.leverage), numeric: true },
  { title: t.pnl, cell: (p) => <span className={signClass(futuresPnl(p))}>{formatSignedUsd(futuresPnl(p))}</span>, numeric: true },
  { title: t.roe, cell: (p) => <span className={signClass(roePercent(p), 5)}>{formatPercent(roePercent(p), true)}</span>, numeric: true },
];

const orderColumns: ReadonlyArray<Column<DemoOrder>> = [
  { title: t.pair, cell: (o) => o.pair },
  {
    title: t.type,
    cell: (o) => (
      <span className={o.side === 'buy' ? positive : negative}>
        {o.side === 'buy' ? t.long : t.short} · {t.orderLimit}
      </span>
    ),
  },
  { title: t.size, cell: (o) => formatAmount(o.amount, baseAsset(o.pair)), numeric: true },
  { title: t.price, cell: (o) => formatPrice(o.price), numeric: true },
  {
    title: t.status,
    cell: (o) => <Badge tone={o.status === 'filled' ? 'positive' : 'info'}>{o.status === 'filled' ? t.statusFilled : t.statusOpen}</Badge>,
  },
];

/** Long and short buttons: the demo opens nothing and says so. */
function SideButtons() {
  const [note, setNote] = useState(false);
  return (
    <div className={buttons}>
      <Button variant="primary" onClick={() => setNote(true)}>
        {t.long}
      </Button>
      <Button variant="danger" onClick={() => setNote(true)}>
        {t.short}
      </Button>
      {note && <span role="status">{t.tradeNote}</span>}
    </div>
  );
}

function Positions() {
  return <DemoTable caption={t.positionsTitle} columns={positionColumns} rows={FUTURES_POSITIONS} rowKey={(p) => p.pair} />;
}

export function FuturesOverview() {
  return (
    <div className={stack}>
      <DemoNotice text={t.intro} />
      <div className={tiles}>
        <MetricCard title={t.balance} value={formatUsd(totals.margin + totals.pnl)} />
        <MetricCard title={t.unrealized} value={<span className={signClass(totals.pnl)}>{formatSignedUsd(totals.pnl)}</span>} />
        <MetricCard title={t.openPositions} value={FUTURES_POSITIONS.length} />
        <MetricCard title={t.currentLeverage} value={leverage(FUTURES_CURRENT_LEVERAGE)} />
      </div>
      <section className={panel} aria-label={t.positionsTitle}>
        <h2 className={panelTitle}>{t.positionsTitle}</h2>
        <SideButtons />
        <Positions />
      </section>
    </div>
  );
}

export function FuturesPositions() {
  return (
    <div className={stack}>
      <DemoNotice text={t.intro} />
      <section className={panel} aria-label={t.positionsTitle}>
        <Positions />
      </section>
    </div>
  );
}

export function FuturesOrders() {
  return (
    <div className={stack}>
      <DemoNotice text={t.intro} />
      <section className={panel} aria-label={t.ordersTitle}>
        <DemoTable caption={t.ordersTitle} columns={orderColumns} rows={FUTURES_ORDERS} rowKey={(o) => o.id} />
      </section>
    </div>
  );
}

export function FuturesLeverage() {
  const [note, setNote] = useState(false);
  const share = (FUTURES_CURRENT_LEVERAGE / FUTURES_MAX_LEVERAGE) * 100;
  return (
    <div className={stack}>
      <DemoNotice text={t.intro} />
      <section className={panel} aria-label={t.leverage}>
        <div className={tiles}>
          <div>
            <p className={muted} style={{ margin: 0 }}>
              {t.currentLeverage}
            </p>
            <p className={bigValue}>{leverage(FUTURES_CURRENT_LEVERAGE)}</p>
          </div>
          <div>
            <p className={muted} style={{ margin: 0 }}>
              {t.maxLeverage}
            </p>
            <p className={bigValue}>{leverage(FUTURES_MAX_LEVERAGE)}</p>
          </div>
        </div>
        <div
          className={meter}
          role="meter"
          aria-label={t.currentLeverage}
          aria-valuemin={1}
          aria-valuemax={FUTURES_MAX_LEVERAGE}
          aria-valuenow={FUTURES_CURRENT_LEVERAGE}
          aria-valuetext={`${leverage(FUTURES_CURRENT_LEVERAGE)} / ${leverage(FUTURES_MAX_LEVERAGE)}`}
        >
          <div className={meterFill} style={{ width: `${share}%` }} />
        </div>
        <div className={buttons}>
          <Button onClick={() => setNote(true)}>{t.changeLeverage}</Button>
          {note && <span role="status">{t.leverageNote}</span>}
        </div>
      </section>
    </div>
  );
}

export function FuturesAnalytics() {
  const realised = FUTURES_CLOSED_TRADES.reduce((s, x) => s + x.pnl, 0);
  return (
    <div className={stack}>
      <DemoNotice text={t.intro} />
      <div className={tiles}>
        <MetricCard
          title={t.pnl}
          value={<span className={signClass(realised + totals.pnl)}>{formatSignedUsd(realised + totals.pnl)}</span>}
        />
        <MetricCard title={t.roe} value={<span className={signClass(totals.roe, 5)}>{formatPercent(totals.roe, true)}</span>} />
        <MetricCard title={t.winRate} value={formatPercent(winRate(FUTURES_CLOSED_TRADES))} />
      </div>
    </div>
  );
}
