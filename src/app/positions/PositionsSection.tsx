// The position management demo (docs/product.md §2 /positions): six local sample positions, no backend call.
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import {
  DEMO_NETWORKS,
  filterPositions,
  positionPnl,
  roiPercent,
  summarise,
  type DemoNetworkFilter,
  type DemoStatusFilter,
} from './demoPositions';
import { csvDate, csvDocument, csvNumber } from '../../domain/format/csv';
import { formatCount, formatDateTime, formatFee, formatPercent, formatSignedUsd, formatUsd } from '../../domain/format/format';
import type { Position } from '../../domain/contracts/types';
import { downloadText } from '../ui/downloadText';
import { ru } from '../i18n/ru';
import { demosRu } from '../i18n/sections/demos';
import { SimplePage } from '../layout/SimplePage';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { MetricCard } from '../ui/MetricCard';
import { Modal } from '../ui/Modal';
import { Notice } from '../ui/Notice';
import { EmptyState } from '../ui/States';
import { networkName } from '../i18n/labels';
import { signClass } from '../ui/sign';
import { button, input } from '../ui/ui.css';
import {
  averageValue,
  averages,
  buttons,
  cardHead,
  cardTitle,
  factName,
  facts,
  factValue,
  gridView,
  group,
  groupLabel,
  positionCard,
  segment,
  segmented,
  select,
  stack,
  table,
  tiles,
  tileValue,
  toolbar,
} from './positions.css';
import { right, tableWrap, td, th } from '../demo/demo.css';
import { useDemoPositions } from './useDemoPositions';
import { fill } from '../i18n/fill';

const t = demosRu.positions;
type View = 'grid' | 'list';

function StatusBadge({ status }: { status: Position['status'] }) {
  return <Badge tone={status === 'OPEN' ? 'positive' : 'neutral'}>{status === 'OPEN' ? t.statusOpen : t.statusClosed}</Badge>;
}

function CloseButton({ p, onClose }: { p: Position; onClose: (p: Position) => void }) {
  if (p.status !== 'OPEN') return null;
  return (
    <Button variant="danger" aria-label={fill(t.closeLabel, { id: p.id })} onClick={() => onClose(p)}>
      {t.close}
    </Button>
  );
}

function PositionCard({ p, onClose }: { p: Position; onClose: (p: Position) => void }) {
  const pnl = positionPnl(p);
  return (
    <li className={positionCard} aria-label={fill(t.position, { id: p.id })}>
      <div className={cardHead}>
        <h3 className={cardTitle}>
          #{p.id} · {p.pair}
        </h3>
        <StatusBadge status={p.status} />
      </div>
      <dl className={facts}>
        <dt className={factName}>{t.table.network}</dt>
        <dd className={factValue}>{networkName(p.network)}</dd>
        <dt className={factName}>{t.pool}</dt>
        <dd className={factValue}>{p.pool}</dd>
        <dt className={factName}>{t.openedAt}</dt>
        <dd className={factValue}>{formatDateTime(p.openedAt)}</dd>
        <dt className={factName}>{t.ticks}</dt>
        <dd className={factValue}>
          {formatCount(p.ticks.lower)} … {formatCount(p.ticks.upper)}
        </dd>
        <dt className={factName}>{t.liquidity}</dt>
        <dd className={factValue}>{formatUsd(p.liquidityUSD)}</dd>
        <dt className={factName}>{t.fees}</dt>
        <dd className={factValue}>{formatFee(p.feesUSD)}</dd>
        <dt className={factName}>{t.pnl}</dt>
        <dd className={`${factValue} ${signClass(pnl)}`}>{formatSignedUsd(pnl)}</dd>
        <dt className={factName}>{t.roi}</dt>
        <dd className={`${factValue} ${signClass(roiPercent(pnl, p.liquidityUSD), 5)}`}>
          {formatPercent(roiPercent(pnl, p.liquidityUSD), true)}
        </dd>
      </dl>
      <div className={buttons}>
        <CloseButton p={p} onClose={onClose} />
      </div>
    </li>
  );
}

function PositionTable({ items, onClose }: { items: readonly Position[]; onClose: (p: Position) => void }) {
  const h = t.table;
  return (
    <div className={tableWrap}>
      <table className={table}>
        <thead>
          <tr>
            <th className={th} scope="col">
              {h.id}
            </th>
            <th className={th} scope="col">
              {h.network}
            </th>
            <th className={th} scope="col">
              {h.pair}
            </th>
            <th className={th} scope="col">
              {h.status}
            </th>
            <th className={`${th} ${right}`} scope="col">
              {h.liquidity}
            </th>
            <th className={`${th} ${right}`} scope="col">
              {h.fees}
            </th>
            <th className={`${th} ${right}`} scope="col">
              {h.pnl}
            </th>
            <th className={`${th} ${right}`} scope="col">
              {h.roi}
            </th>
            <th className={th} scope="col">
              {h.actions}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((p) => {
            const pnl = positionPnl(p);
            return (
              <tr key={p.id}>
                <td className={td}>{p.id}</td>
                <td className={td}>{networkName(p.network)}</td>
                <td className={td}>{p.pair}</td>
                <td className={td}>
                  <StatusBadge status={p.status} />
                </td>
                <td className={`${td} ${right}`}>{formatUsd(p.liquidityUSD)}</td>
                <td className={`${td} ${right}`}>{formatFee(p.feesUSD)}</td>
                <td className={`${td} ${right} ${signClass(pnl)}`}>{formatSignedUsd(pnl)}</td>
                <td className={`${td} ${right} ${signClass(roiPercent(pnl, p.liquidityUSD), 5)}`}>
                  {formatPercent(roiPercent(pnl, p.liquidityUSD), true)}
                </td>
                <td className={td}>
                  <CloseButton p={p} onClose={onClose} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function toCsv(items: readonly Position[]): string {
  return csvDocument(
    t.csvHeader,
    items.map((p) => {
      const pnl = positionPnl(p);
      return [
        p.id,
        p.network,
        p.pair,
        p.pool,
        p.status,
        csvDate(p.openedAt),
        csvNumber(p.liquidityUSD, 2),
        csvNumber(p.feesUSD, 4),
        csvNumber(pnl, 2),
        csvNumber(roiPercent(pnl, p.liquidityUSD), 4),
      ];
    }),
  );
}

export function PositionsDemoScreen() {
  const { positions, close, closeAll } = useDemoPositions();
  const [network, setNetwork] = useState<DemoNetworkFilter>('all');
  const [status, setStatus] = useState<DemoStatusFilter>('ALL');
  const [view, setView] = useState<View>('grid');
  const [confirm, setConfirm] = useState<Position | null>(null);
  const [massClose, setMassClose] = useState(false);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const summary = useMemo(() => summarise(positions), [positions]);
  const shown = useMemo(() => filterPositions(positions, network, status), [positions, network, status]);
  const shownSummary = useMemo(() => summarise(shown), [shown]);
  const openCount = summary.open;

  const doClose = (p: Position) => {
    setConfirm(null);
    try {
      close(p.id);
      setMessage({ kind: 'success', text: fill(t.closedNotice, { id: p.id }) });
    } catch (error) {
      setMessage({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  };

  const doCloseAll = () => {
    setMassClose(false);
    setMessage({ kind: 'success', text: fill(t.massCloseDone, { count: closeAll() }) });
  };

  const statuses: Array<[DemoStatusFilter, string]> = [
    ['ALL', t.statusAll],
    ['OPEN', t.statusOpen],
    ['CLOSED', t.statusClosed],
  ];
  const views: Array<[View, string]> = [
    ['grid', t.grid],
    ['list', t.list],
  ];

  return (
    <SimplePage>
      <div className={stack}>
        <Notice kind="warning">
          <strong>{demosRu.demoData}</strong> · {t.intro}
        </Notice>

        <div className={tiles} role="group" aria-label={t.summaryLabel}>
          <MetricCard title={t.total} value={summary.total} />
          <MetricCard title={t.open} value={summary.open} />
          <MetricCard title={t.closed} value={summary.closed} />
          <MetricCard title={t.liquidity} value={<span className={tileValue}>{formatUsd(summary.liquidity)}</span>} />
          <MetricCard
            title={t.totalPnl}
            value={<span className={`${tileValue} ${signClass(summary.totalPnl)}`}>{formatSignedUsd(summary.totalPnl)}</span>}
          />
          <MetricCard title={t.fees} value={<span className={tileValue}>{formatUsd(summary.fees)}</span>} />
        </div>

        <div className={toolbar} role="group" aria-label={t.filtersLabel}>
          <div className={group}>
            <label className={groupLabel} htmlFor="demo-network">
              {t.network}
            </label>
            <select
              id="demo-network"
              className={`${input} ${select}`}
              value={network}
              onChange={(e) => setNetwork(e.target.value as DemoNetworkFilter)}
            >
              <option value="all">{t.allNetworks}</option>
              {DEMO_NETWORKS.map((n) => (
                <option key={n} value={n}>
                  {networkName(n)}
                </option>
              ))}
            </select>
          </div>
          <fieldset className={group}>
            <legend className={groupLabel}>{t.status}</legend>
            <div className={segmented}>
              {statuses.map(([value, label]) => (
                <Button key={value} className={segment} aria-pressed={status === value} onClick={() => setStatus(value)}>
                  {label}
                </Button>
              ))}
            </div>
          </fieldset>
          <fieldset className={group}>
            <legend className={groupLabel}>{t.view}</legend>
            <div className={segmented}>
              {views.map(([value, label]) => (
                <Button key={value} className={segment} aria-pressed={view === value} onClick={() => setView(value)}>
                  {label}
                </Button>
              ))}
            </div>
          </fieldset>
        </div>

        <div className={buttons} role="group" aria-label={t.actionsLabel}>
          <Button disabled title={t.notInDemo}>
            {t.actionOpen}
          </Button>
          <Button onClick={() => downloadText(`${t.exportFile}.csv`, toCsv(shown))}>{t.actionExport}</Button>
          <Button variant="danger" disabled={openCount === 0} onClick={() => setMassClose(true)}>
            {t.actionMassClose}
          </Button>
          <Link to="/dashboard/risk" className={button.secondary}>
            {t.actionRisk}
          </Link>
        </div>

        <div className={averages} aria-live="polite">
          <span>
            {t.averagePnl}
            <span className={`${averageValue} ${signClass(shownSummary.averagePnl)}`}>{formatSignedUsd(shownSummary.averagePnl)}</span>
          </span>
          <span>
            {t.roi}
            <span className={`${averageValue} ${signClass(shownSummary.roi, 5)}`}>{formatPercent(shownSummary.roi, true)}</span>
          </span>
          <span>{fill(t.shownBasis, { count: shown.length })}</span>
        </div>

        {message && <Notice kind={message.kind}>{message.text}</Notice>}

        {shown.length === 0 ? (
          <EmptyState>{t.empty}</EmptyState>
        ) : view === 'grid' ? (
          <ul className={gridView}>
            {shown.map((p) => (
              <PositionCard key={p.id} p={p} onClose={setConfirm} />
            ))}
          </ul>
        ) : (
          <PositionTable items={shown} onClose={setConfirm} />
        )}
      </div>

      {confirm && (
        <Modal title={fill(t.closeTitle, { id: confirm.id })} onClose={() => setConfirm(null)}>
          <p>{fill(t.closeText, { pair: confirm.pair, network: networkName(confirm.network) })}</p>
          <div className={buttons}>
            <Button variant="danger" onClick={() => doClose(confirm)}>
              {t.closeConfirm}
            </Button>
            <Button onClick={() => setConfirm(null)}>{ru.ui.cancel}</Button>
          </div>
        </Modal>
      )}
      {massClose && (
        <Modal title={t.massCloseTitle} onClose={() => setMassClose(false)}>
          <p>{fill(t.massCloseText, { count: openCount })}</p>
          <div className={buttons}>
            <Button variant="danger" onClick={doCloseAll}>
              {t.actionMassClose}
            </Button>
            <Button onClick={() => setMassClose(false)}>{ru.ui.cancel}</Button>
          </div>
        </Modal>
      )}
    </SimplePage>
  );
}
