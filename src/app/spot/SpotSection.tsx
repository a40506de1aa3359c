// The static spot demo of docs/product.md §2 "Other demos": overview, positions, orders with buy/sell, analytics.
import { useState } from 'react';
import { holdingPnl, SPOT_HOLDINGS, SPOT_ORDERS, spotTotals, type DemoOrder, type SpotHolding } from '../demo/demoTrading';
import { formatAmount, formatPercent, formatPrice, formatSignedUsd, formatUsd } from '../../domain/format/format';
import { baseAsset } from '../../domain/rules/market/marketData';
import { demosRu } from '../i18n/sections/demos';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { MetricCard } from '../ui/MetricCard';
import { signClass } from '../ui/sign';
import { negative, positive } from '../ui/ui.css';
import { buttons, panel, panelTitle, stack, tiles } from '../demo/demo.css';
import { DemoNotice } from '../demo/DemoNotice';
import { DemoTable, type Column } from '../demo/DemoTable';

const t = demosRu.spot;

const totals = spotTotals(SPOT_HOLDINGS);

function Tiles() {
  return (
    <div className={tiles}>
      <MetricCard title={t.balance} value={formatUsd(totals.value)} />
      <MetricCard title={t.pnl} value={<span className={signClass(totals.pnl)}>{formatSignedUsd(totals.pnl)}</span>} />
      <MetricCard title={t.roi} value={<span className={signClass(totals.roi, 5)}>{formatPercent(totals.roi, true)}</span>} />
      <MetricCard title={t.assets} value={SPOT_HOLDINGS.length} />
    </div>
  );
}

/** Buy and sell buttons: the demo trades nothing and says so. */
function TradeButtons() {
  const [note, setNote] = useState(false);
  return (
    <div className={buttons}>
      <Button variant="primary" onClick={() => setNote(true)}>
        {t.buy}
      </Button>
      <Button variant="danger" onClick={() => setNote(true)}>
        {t.sell}
      </Button>
      {note && <span role="status">{t.tradeNote}</span>}
    </div>
  );
}

const holdingColumns: ReadonlyArray<Column<SpotHolding>> = [
  { title: t.asset, cell: (h) => h.asset },
  { title: t.amount, cell: (h) => formatAmount(h.amount, h.asset), numeric: true },
  { title: t.avgPrice, cell: (h) => formatPrice(h.avgPrice), numeric: true },
  { title: t.currentPrice, cell: (h) => formatPrice(h.currentPrice), numeric: true },
  { title: t.pnl, cell: (h) => <span className={signClass(holdingPnl(h))}>{formatSignedUsd(holdingPnl(h))}</span>, numeric: true },
];

const orderStatus: Record<DemoOrder['status'], [string, 'positive' | 'info' | 'neutral']> = {
  filled: [t.statusFilled, 'positive'],
  open: [t.statusOpen, 'info'],
  cancelled: [t.statusCancelled, 'neutral'],
};

const orderColumns: ReadonlyArray<Column<DemoOrder>> = [
  { title: t.pair, cell: (o) => o.pair },
  {
    title: t.type,
    cell: (o) => <span className={o.side === 'buy' ? positive : negative}>{o.side === 'buy' ? t.orderBuy : t.orderSell}</span>,
  },
  { title: t.amount, cell: (o) => formatAmount(o.amount, baseAsset(o.pair)), numeric: true },
  { title: t.price, cell: (o) => formatPrice(o.price), numeric: true },
  { title: t.status, cell: (o) => <Badge tone={orderStatus[o.status][1]}>{orderStatus[o.status][0]}</Badge> },
];

export function SpotOverview() {
  return (
    <div className={stack}>
      <DemoNotice text={t.intro} />
      <Tiles />
      <section className={panel} aria-label={t.positionsTitle}>
        <h2 className={panelTitle}>{t.positionsTitle}</h2>
        <DemoTable caption={t.positionsTitle} columns={holdingColumns} rows={SPOT_HOLDINGS} rowKey={(h) => h.asset} />
      </section>
    </div>
  );
}

export function SpotPositions() {
  return (
    <div className={stack}>
      <DemoNotice text={t.intro} />
      <section className={panel} aria-label={t.positionsTitle}>
        <DemoTable caption={t.positionsTitle} columns={holdingColumns} rows={SPOT_HOLDINGS} rowKey={(h) => h.asset} />
      </section>
    </div>
  );
}

export function SpotOrders() {
  return (
    <div className={stack}>
      <DemoNotice text={t.intro} />
      <section className={panel} aria-label={t.ordersTitle}>
        <TradeButtons />
        <DemoTable caption={t.ordersTitle} columns={orderColumns} rows={SPOT_ORDERS} rowKey={(o) => o.id} />
      </section>
    </div>
  );
}

export function SpotAnalytics() {
  return (
    <div className={stack}>
      <DemoNotice text={t.intro} />
      <div className={tiles}>
        <MetricCard title={t.pnl} value={<span className={signClass(totals.pnl)}>{formatSignedUsd(totals.pnl)}</span>} />
        <MetricCard title={t.roi} value={<span className={signClass(totals.roi, 5)}>{formatPercent(totals.roi, true)}</span>} />
      </div>
    </div>
  );
}
